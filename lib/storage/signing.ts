/**
 * Signed links for files the database driver holds: `/api/files/<id>?b=<brandId>&e=<unix expiry>&s=<sig>`,
 * where sig = HMAC-SHA256(key, "<id>.<brandId>.<expiry>") in base64url and the key is derived from
 * APP_ENCRYPTION_KEY (lib/crypto/secret-box derivedKey). The brand is part of what is signed, so a
 * link cannot be re-pointed at another brand's file, and the expiry cannot be stretched.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { derivedKey } from "@/lib/crypto/secret-box";

function mac(fileId: string, brandId: string, exp: number): Buffer {
  return createHmac("sha256", derivedKey("storage-url")).update(`${fileId}.${brandId}.${exp}`).digest();
}

export function signFileToken(fileId: string, brandId: string, exp: number): string {
  return mac(fileId, brandId, exp).toString("base64url");
}

/** True when the signature matches and the expiry (unix seconds) has not passed. */
export function verifyFileToken(fileId: string, brandId: string, exp: string | number | null, sig: string | null, now = Date.now()): boolean {
  const e = typeof exp === "number" ? exp : Number(exp);
  if (!sig || !Number.isSafeInteger(e) || e * 1000 <= now) return false;
  const want = mac(fileId, brandId, e);
  const got = Buffer.from(sig, "base64url");
  return got.length === want.length && timingSafeEqual(got, want);
}
