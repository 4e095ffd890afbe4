/**
 * The read-only share link of a brief: a link token (lib/crypto/link-token: only its sha-256 is
 * stored), valid for a number of days.
 */
export { hashLinkToken as hashShareToken, isLinkToken as isWellFormedShareToken, newLinkToken as newShareToken } from "@/lib/crypto/link-token";

export const SHARE_DEFAULT_DAYS = 14;
export const SHARE_MAX_DAYS = 90;

export function shareExpiry(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

export function sharePath(token: string): string {
  return `/share/brief/${token}`;
}
