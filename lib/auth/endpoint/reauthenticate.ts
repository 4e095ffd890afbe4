/**
 * GET /reauthenticate (GoTrue reauthenticate.go): mails a 6-digit nonce to the signed-in user; a
 * later PUT /user with `nonce` proves they can still read their inbox. With secure password change
 * on (AUTH_SECURE_PASSWORD_CHANGE), a password change in a session older than 24 h needs it.
 */
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { getDb } from "@/db/client";
import { authUsers } from "@/db/schema";
import { OTP_EXPIRY_SECONDS, REAUTHENTICATION_SESSION_AGE_SECONDS } from "@/lib/auth/config";
import { authMail, sendMail } from "@/lib/mail";
import type { Ctx } from "./context";
import { generateOtp, tokenHash } from "./crypto";
import { AuthHttpError, badRequest, unprocessable } from "./errors";
import { assertSendGap, recordSend } from "./mails";
import { clearOneTimeToken, setOneTimeToken, type SessionRow, type UserRow } from "./store";
import { authenticate } from "./user";

const INVALID_NONCE = "Nonce has expired or is invalid";

export async function reauthenticate(ctx: Ctx): Promise<Record<string, never>> {
  const { user } = await authenticate(ctx);
  const email = user.email ?? "";
  if (!email) throw badRequest("validation_failed", "Reauthentication requires the user to have an email or a phone number");
  if (!user.emailConfirmedAt) throw unprocessable("email_not_confirmed", "Please verify your email first.");
  await assertSendGap(ctx.cfg, "reauthentication", email, user.reauthenticationSentAt);

  const otp = generateOtp();
  const hash = tokenHash(email, otp);
  await getDb().transaction(async (tx) => {
    try {
      await sendMail({ ...authMail("reauthentication", { link: "", otp, email }), to: email, kind: "reauthentication" }, { db: tx });
    } catch (e) {
      console.error("[auth] Error sending reauthentication email:", e instanceof Error ? e.message : e);
      throw new AuthHttpError(500, "unexpected_failure", "Error sending reauthentication email");
    }
    const now = new Date();
    await tx.update(authUsers).set({ reauthenticationToken: hash, reauthenticationSentAt: now }).where(eq(authUsers.id, user.id));
    await setOneTimeToken(tx, user, "reauthentication_token", hash, email, now);
  });
  await recordSend(ctx.cfg, "reauthentication", email);
  return {};
}

/** GoTrue: reauthentication is required when the session is missing or older than 24 h. */
export function needsReauthentication(session: SessionRow | null, now = Date.now()): boolean {
  return !session || now > session.createdAt.getTime() + REAUTHENTICATION_SESSION_AGE_SECONDS * 1000;
}

/**
 * GoTrue verifyReauthentication + ConfirmReauthentication: the nonce must hash to the stored token
 * and be under an hour old; it is then spent (token and sent time cleared, one-time token deleted).
 */
export async function consumeReauthenticationNonce(db: Executor, user: UserRow, nonce: string): Promise<void> {
  const stored = user.reauthenticationToken ?? "";
  const sentAt = user.reauthenticationSentAt;
  if (!stored || !sentAt || !user.email) throw unprocessable("reauthentication_not_valid", INVALID_NONCE);
  const given = Buffer.from(tokenHash(user.email, nonce));
  const matches = given.length === stored.length && timingSafeEqual(given, Buffer.from(stored));
  if (!matches || Date.now() > sentAt.getTime() + OTP_EXPIRY_SECONDS * 1000) {
    throw unprocessable("reauthentication_not_valid", INVALID_NONCE);
  }
  await db.update(authUsers).set({ reauthenticationToken: "", reauthenticationSentAt: null }).where(eq(authUsers.id, user.id));
  await clearOneTimeToken(db, user.id, "reauthentication_token");
}
