import { createHash, randomBytes } from "node:crypto";

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** 256 random bits, URL-safe: the only copy goes into the invitation mail. */
export function generateInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps: a leaked row cannot be turned back into a working link. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
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
