/**
 * The read-only share link of a brief: 256 random bits in the URL, only their sha-256 in the
 * database (a leaked row cannot be turned back into a working link), valid for a number of days.
 */
import { createHash, randomBytes } from "node:crypto";

export const SHARE_DEFAULT_DAYS = 14;
export const SHARE_MAX_DAYS = 90;

export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function isWellFormedShareToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function shareExpiry(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

export function sharePath(token: string): string {
  return `/share/brief/${token}`;
}
