/**
 * Recovery codes — an app-level addition to GoTrue's MFA (GoTrue has none). Ten single-use codes
 * are shown once when two-factor sign-in is set up; only salted SHA-256 hashes are stored (a code
 * carries 50 random bits, so a slow hash buys nothing a salt does not). POST /factors/{id}/verify
 * accepts one instead of a TOTP code.
 */
import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { authMfaRecoveryCodes } from "@/db/schema";

export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** `xxxxx-xxxxx` from the alphabet above (10 × log2(31) ≈ 50 bits). */
export function generateRecoveryCode(): string {
  let s = "";
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** The canonical form of what someone typed (case, spaces and the dash do not matter), or null when it cannot be a recovery code. */
export function normalizeRecoveryCode(input: string): string | null {
  const raw = input.toLowerCase().replace(/[\s-]/g, "");
  if (raw.length !== 10 || ![...raw].every((c) => ALPHABET.includes(c))) return null;
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export function hashRecoveryCode(userId: string, code: string): string {
  return createHash("sha256").update(`${userId}:${code}`).digest("hex");
}

/** Replaces the user's codes with ten new ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
  await db.insert(authMfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(userId, c) })));
  return codes;
}

/** Marks the code used; true when it was one of the user's unused codes. The conditional update makes it single-use under races. */
export async function consumeRecoveryCode(db: Executor, userId: string, input: string): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const used = await db
    .update(authMfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authMfaRecoveryCodes.userId, userId), eq(authMfaRecoveryCodes.codeHash, hashRecoveryCode(userId, code)), isNull(authMfaRecoveryCodes.usedAt)))
    .returning({ id: authMfaRecoveryCodes.id });
  return used.length > 0;
}

export async function remainingRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authMfaRecoveryCodes)
    .where(and(eq(authMfaRecoveryCodes.userId, userId), isNull(authMfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
}
