import { hashLinkToken, isLinkToken, newLinkToken } from "@/lib/crypto/link-token";

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** 256 random bits, URL-safe: the only copy goes into the invitation mail. */
export function generateInvitationToken(): string {
  return newLinkToken();
}

/** What the database keeps: a leaked row cannot be turned back into a working link. */
export function hashInvitationToken(token: string): string {
  return hashLinkToken(token);
}

export function isWellFormedToken(token: string): boolean {
  return isLinkToken(token);
}

export function invitationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
}

export function invitationPath(token: string): string {
  return `/invite/${token}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
