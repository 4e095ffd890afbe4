/**
 * TOTP (RFC 6238) over HOTP (RFC 4226), the parameters GoTrue and every authenticator app use:
 * HMAC-SHA-1, 6 digits, 30 s steps, one step of clock skew either way. Pure functions; the
 * caller stores the accepted step so that a code cannot be replayed.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_SKEW_STEPS = 1;

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding (the form otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and padding (people type secrets in groups). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = B32.indexOf(ch);
    if (i < 0) throw new Error("invalid base32 character");
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP value of `counter`, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: "sha1" | "sha256" | "sha512" = "sha1"): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(bin).padStart(digits, "0");
}

export function totpStep(at: Date | number = Date.now()): number {
  const ms = typeof at === "number" ? at : at.getTime();
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of `secret` (base32) at a time. */
export function totpCode(secret: string, at: Date | number = Date.now()): string {
  return hotp(base32Decode(secret), totpStep(at));
}

/**
 * The time step `code` matches within ±TOTP_SKEW_STEPS of `at`, or null. Steps at or before
 * `notAfterStep` (the last accepted one) never match: a code is good once.
 */
export function matchTotp(secret: string, code: string, opts: { at?: Date | number; notAfterStep?: number | null } = {}): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(opts.at ?? Date.now());
  const given = Buffer.from(code);
  let found: number | null = null;
  // Every candidate is computed and compared, so the time taken does not say which step matched.
  for (let step = now - TOTP_SKEW_STEPS; step <= now + TOTP_SKEW_STEPS; step++) {
    const ok = timingSafeEqual(Buffer.from(hotp(key, step)), given);
    if (ok && found === null && (opts.notAfterStep == null || step > opts.notAfterStep)) found = step;
  }
  return found;
}

/** otpauth:// URI (Key Uri Format) as authenticator apps scan it; the label is `issuer:account`. */
export function totpUri(opts: { secret: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(opts.issuer)}:${encodeURIComponent(opts.account)}`;
  const q = new URLSearchParams({ secret: opts.secret, issuer: opts.issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${q.toString()}`;
}
