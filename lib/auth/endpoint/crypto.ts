/**
 * Token material in GoTrue's formats, so links, codes and refresh tokens issued here stay valid
 * after the users are copied to hosted Supabase (and the other way round).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "@/lib/auth/config";

export const PKCE_PREFIX = "pkce_";

/** A numeric one-time code, uniformly random (GoTrue crypto.GenerateOtp). */
export function generateOtp(length = OTP_LENGTH): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}

/** hex(sha224(email + otp)) — GoTrue crypto.GenerateTokenHash; the value stored and put in links. */
export function tokenHash(email: string, otp: string): string {
  return createHash("sha224").update(email + otp).digest("hex");
}

/** The stored/linked form of a token: PKCE flows carry the `pkce_` prefix (GET /verify keys on it). */
export function withFlowPrefix(hash: string, pkce: boolean): string {
  return pkce ? `${PKCE_PREFIX}${hash}` : hash;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * An opaque refresh token. GoTrue uses 12 alphanumerics; 32 (≈190 bits) costs nothing and clients
 * treat the value as opaque. Rejection sampling keeps every character uniformly likely.
 */
export function generateRefreshToken(length = 32): string {
  let out = "";
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248 && out.length < length) out += ALNUM[b % 62];
    }
  }
  return out;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type CodeChallengeMethod = "s256" | "plain";

export function parseCodeChallengeMethod(raw: string): CodeChallengeMethod | null {
  const m = raw.toLowerCase();
  return m === "s256" || m === "plain" ? m : null;
}

/** RFC 7636 check of a code_verifier against the stored challenge. */
export function verifyPkce(challenge: string, method: string, verifier: string): boolean {
  if (method === "s256") {
    return safeEqual(challenge, createHash("sha256").update(verifier).digest("base64url"));
  }
  if (method === "plain") return safeEqual(challenge, verifier);
  return false;
}
