/**
 * Secret link tokens (approval links, calendar feeds): 256 random bits, URL-safe; the database keeps
 * only the sha-256, so a leaked row cannot be turned back into a working link.
 */
import { createHash, randomBytes } from "node:crypto";

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function isLinkToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
