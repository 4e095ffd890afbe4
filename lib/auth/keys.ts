/**
 * The ES256 key that signs access tokens of the built-in auth endpoint.
 *
 * Source, in order: AUTH_JWT_PRIVATE_JWK (a JSON private JWK — required on DATABASE_URL deployments
 * in production, see lib/env.ts), else `.data/auth-keys.json`, generated on first use with mode 600
 * and an O_EXCL create so two processes starting together agree on one key. The private key is never
 * logged; only the public half leaves this module (JWKS).
 */
import fs from "node:fs";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { env } from "@/lib/env";

export type SigningKey = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** As published at /.well-known/jwks.json: what auth-js getClaims() imports. */
  publicJwk: PublicJwk;
};

export type PublicJwk = { kty: "EC"; crv: "P-256"; x: string; y: string; kid: string; alg: "ES256"; use: "sig"; key_ops: string[] };

export class SigningKeyError extends Error {}

export function keyFilePath(): string {
  return path.resolve(".data/auth-keys.json");
}

/** A fresh private JWK with its kid (the RFC 7638 thumbprint). Used by the file store and `npm run auth:keygen`. */
export async function generatePrivateJwk(): Promise<JWK & { kid: string }> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: "ES256", use: "sig" };
}

function assertEcPrivate(jwk: JWK, source: string): void {
  if (jwk.kty !== "EC" || jwk.crv !== "P-256" || !jwk.d || !jwk.x || !jwk.y) {
    throw new SigningKeyError(`${source} must be an EC P-256 private JWK (kty "EC", crv "P-256", with d, x, y).`);
  }
}

function readKeyFile(file: string): JWK | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
  try {
    const parsed = JSON.parse(raw) as { keys?: JWK[] };
    const key = parsed.keys?.[0];
    if (!key) throw new Error("no keys");
    return key;
  } catch {
    throw new SigningKeyError(`${file} is not a key file written by Growth OS ({"keys":[<private JWK>]}). Move it away to generate a new key.`);
  }
}

export async function loadOrCreateFileKey(file: string): Promise<JWK> {
  const existing = readKeyFile(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const jwk = await generatePrivateJwk();
  try {
    const fd = fs.openSync(file, "wx", 0o600);
    try {
      fs.writeSync(fd, JSON.stringify({ keys: [jwk] }, null, 2));
    } finally {
      fs.closeSync(fd);
    }
    return jwk;
  } catch (e) {
    // Another process won the race: use its key so tokens verify everywhere.
    if ((e as NodeJS.ErrnoException).code === "EEXIST") {
      for (let i = 0; i < 20; i++) {
        const theirs = readKeyFileQuiet(file);
        if (theirs) return theirs;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw e;
  }
}

function readKeyFileQuiet(file: string): JWK | null {
  try {
    return readKeyFile(file);
  } catch {
    return null; // half-written by the other process; retry
  }
}

export async function buildKey(jwk: JWK, source: string): Promise<SigningKey> {
  assertEcPrivate(jwk, source);
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
  const { d: _d, key_ops: _ops, ...pub } = jwk;
  void _d;
  void _ops;
  const privateKey = (await importJWK({ ...jwk, key_ops: undefined, alg: "ES256" }, "ES256")) as CryptoKey;
  const publicKey = (await importJWK({ ...pub, alg: "ES256" }, "ES256")) as CryptoKey;
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: { kty: "EC", crv: "P-256", x: pub.x!, y: pub.y!, kid, alg: "ES256", use: "sig", key_ops: ["verify"] },
  };
}

async function load(): Promise<SigningKey> {
  const fromEnv = env().AUTH_JWT_PRIVATE_JWK;
  if (fromEnv) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(fromEnv) as JWK;
    } catch {
      throw new SigningKeyError("AUTH_JWT_PRIVATE_JWK is not valid JSON.");
    }
    return buildKey(jwk, "AUTH_JWT_PRIVATE_JWK");
  }
  const file = keyFilePath();
  return buildKey(await loadOrCreateFileKey(file), file);
}

const g = globalThis as unknown as { __growthSigningKey?: Promise<SigningKey> };

export function getSigningKey(): Promise<SigningKey> {
  if (!g.__growthSigningKey) {
    g.__growthSigningKey = load().catch((e) => {
      g.__growthSigningKey = undefined; // let a fixed configuration be picked up on the next call
      throw e;
    });
  }
  return g.__growthSigningKey;
}

export async function publicJwks(): Promise<{ keys: PublicJwk[] }> {
  const key = await getSigningKey();
  return { keys: [key.publicJwk] };
}
