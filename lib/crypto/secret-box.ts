/**
 * Sealing of secrets the server must read back (webhook signing secrets, brand API tokens):
 * AES-256-GCM with a random 96-bit IV and caller-given associated data, so a sealed value copied
 * onto another row (another brand, another endpoint) fails to open instead of being accepted.
 *
 * Key source, in order: APP_ENCRYPTION_KEY (32 bytes, base64 or 64 hex chars — required on a
 * DATABASE_URL deployment in production, see lib/env.ts), else `.data/app-encryption-key`,
 * generated on first use with mode 600 and an O_EXCL create so processes starting together agree.
 *
 * Sealed format: `v1.<keyId>.<iv>.<ciphertext>.<tag>` (base64url). keyId (8 hex chars of the key's
 * SHA-256) names the key a value needs, so a wrong key gives a clear error rather than garbage.
 * Neither the key nor a plaintext is ever logged.
 */
import fs from "node:fs";
import path from "node:path";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

export class SecretBoxError extends Error {}

type Key = { bytes: Buffer; id: string };
const g = globalThis as unknown as { __growthSecretKey?: Key };

export function keyFilePath(): string {
  // Resolved at run time against the working directory: the build must not trace the project for it.
  return path.resolve(/*turbopackIgnore: true*/ env().APP_ENCRYPTION_KEY_FILE ?? ".data/app-encryption-key");
}

/** Parses a 32-byte key given as base64/base64url or 64 hex characters. */
export function parseKey(raw: string, source: string): Buffer {
  const v = raw.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, "hex") : Buffer.from(v, "base64");
  if (bytes.length !== 32) throw new SecretBoxError(`${source} must be 32 bytes, as base64 or 64 hex characters (generate with \`openssl rand -base64 32\`).`);
  return bytes;
}

function keyId(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 8);
}

function loadOrCreateFileKey(file: string): Buffer {
  try {
    return parseKey(fs.readFileSync(file, "utf8"), file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fresh = randomBytes(32);
  try {
    const fd = fs.openSync(file, "wx", 0o600);
    try {
      fs.writeSync(fd, fresh.toString("base64") + "\n");
    } finally {
      fs.closeSync(fd);
    }
    return fresh;
  } catch (e) {
    // Another process created it first: use theirs so both can open each other's values.
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return parseKey(fs.readFileSync(file, "utf8"), file);
    throw e;
  }
}

function key(): Key {
  if (!g.__growthSecretKey) {
    const fromEnv = env().APP_ENCRYPTION_KEY;
    const bytes = fromEnv ? parseKey(fromEnv, "APP_ENCRYPTION_KEY") : loadOrCreateFileKey(keyFilePath());
    g.__growthSecretKey = { bytes, id: keyId(bytes) };
  }
  return g.__growthSecretKey;
}

/**
 * Keys retired by a rotation (APP_ENCRYPTION_PREVIOUS_KEYS, comma-separated, same formats): values
 * sealed with them still open, and callers re-seal them with the current key (brand API tokens do).
 */
function previousKeys(): Key[] {
  const raw = env().APP_ENCRYPTION_PREVIOUS_KEYS ?? "";
  return raw
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v, i) => {
      const bytes = parseKey(v, `APP_ENCRYPTION_PREVIOUS_KEYS[${i}]`);
      return { bytes, id: keyId(bytes) };
    });
}

/** Tests: forget the cached key so the next call reads the environment again. */
export function resetSecretBoxKey(): void {
  g.__growthSecretKey = undefined;
}

/** Id of the key new values are sealed with. */
export function currentKeyId(): string {
  return key().id;
}

/** Id of the key a sealed value needs, or null when it is not a sealed value. */
export function sealedKeyId(sealed: string): string | null {
  const parts = sealed.split(".");
  return parts.length === 5 && parts[0] === "v1" ? parts[1]! : null;
}

const b64 = (b: Buffer) => b.toString("base64url");

/** Seals `plaintext`; `associatedData` must be given again, identical, to open it. */
export function seal(plaintext: string, associatedData: string): string {
  const k = key();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", k.bytes, iv);
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const ct = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", k.id, b64(iv), b64(ct), b64(cipher.getAuthTag())].join(".");
}

/** Opens a sealed value; throws SecretBoxError if the key, the associated data or the value is wrong. */
export function open(sealed: string, associatedData: string): string {
  const parts = sealed.split(".");
  if (parts.length !== 5 || parts[0] !== "v1") throw new SecretBoxError("Not a sealed value.");
  const [, id, iv, ct, tag] = parts as [string, string, string, string, string];
  const current = key();
  const k = id === current.id ? current : previousKeys().find((p) => p.id === id);
  if (!k) {
    throw new SecretBoxError(`This value was sealed with another encryption key (${id}); the server has ${current.id}. Restore that APP_ENCRYPTION_KEY.`);
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", k.bytes, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretBoxError("The sealed value does not open with this key and associated data.");
  }
}

/**
 * A 32-byte key for one purpose (e.g. "storage-url" for signed file links), derived from the current
 * sealing key with HKDF-SHA256, so a second secret needs no configuration and a rotation of
 * APP_ENCRYPTION_KEY also retires what was signed with the old one.
 */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", key().bytes, Buffer.alloc(0), `growth-os:${purpose}`, 32));
}
