/**
 * Tokens of links that are their own permission (a brand invitation, a shared brief, a client approval
 * link, a calendar feed): 256 random bits, URL-safe, of which the database keeps only the sha-256 — a
 * leaked row cannot be turned back into a working link.
 */
import { createHash, randomBytes } from "node:crypto";

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The shape newLinkToken makes (43 base64url characters): anything else is not looked up at all. */
export function isLinkToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
