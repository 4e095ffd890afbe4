/**
 * The auth mails with their one-time tokens (GoTrue's sendConfirmation / sendMagicLink /
 * sendPasswordRecovery / sendEmailChange): per-address gap check, new 6-digit code, token hash
 * stored on the user and in one_time_tokens, mail sent, *_sent_at stamped — all on the caller's
 * transaction, so a failed send leaves the previous token valid.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { authUsers } from "@/db/schema";
import type { AuthConfig } from "@/lib/auth/config";
import { authMail, sendMail, type AuthMailKind } from "@/lib/mail";
import { getBranding } from "@/lib/branding";
import { generateOtp, tokenHash, withFlowPrefix } from "./crypto";
import { AuthHttpError, tooManyRequests } from "./errors";
import { sendGapMessage } from "./rate-limit";
import { mailGapWait, recordMailSent } from "./throttle";
import { buildEmailLink, type EmailLinkType } from "./redirect";
import { setOneTimeToken, type UserRow } from "./store";

/** Gap keys: magic links and recoveries share recovery_sent_at in GoTrue, so they share a gap. */
export type GapKind = "confirmation" | "recovery" | "email_change" | "reauthentication";

/**
 * 429 over_email_send_rate_limit when `email` got a mail of this kind within the gap. Checked for
 * unknown addresses too (with `sentAt` null), so the answer does not depend on an account existing.
 */
export async function assertSendGap(cfg: AuthConfig, kind: GapKind, email: string, sentAt: Date | null | undefined, db?: Executor): Promise<void> {
  if (cfg.emailSendInterval <= 0) return;
  // The shared record (every instance) and, for known users, the *_sent_at column.
  const fromColumn = sentAt ? (sentAt.getTime() + cfg.emailSendInterval * 1000 - Date.now()) / 1000 : 0;
  const wait = Math.max(await mailGapWait(kind, email, db), fromColumn);
  if (wait > 0) throw tooManyRequests("over_email_send_rate_limit", sendGapMessage(wait), wait);
}

export async function recordSend(cfg: AuthConfig, kind: GapKind, email: string, db?: Executor): Promise<void> {
  await recordMailSent(kind, email, cfg.emailSendInterval, db);
}

type Spec = {
  mailKind: AuthMailKind;
  linkType: EmailLinkType;
  gap: GapKind;
  tokenType: "confirmation_token" | "recovery_token" | "email_change_token_new";
  failure: string;
};

const SPECS: Record<"confirmation" | "magiclink" | "recovery" | "email_change", Spec> = {
  confirmation: { mailKind: "confirmation", linkType: "signup", gap: "confirmation", tokenType: "confirmation_token", failure: "Error sending confirmation email" },
  magiclink: { mailKind: "magiclink", linkType: "magiclink", gap: "recovery", tokenType: "recovery_token", failure: "Error sending magic link email" },
  recovery: { mailKind: "recovery", linkType: "recovery", gap: "recovery", tokenType: "recovery_token", failure: "Error sending recovery email" },
  email_change: { mailKind: "email_change", linkType: "email_change", gap: "email_change", tokenType: "email_change_token_new", failure: "Error sending email change email" },
};

export type SentAuthMail = { link: string; user: UserRow };

export async function sendAuthMail(
  db: Executor,
  cfg: AuthConfig,
  kind: keyof typeof SPECS,
  opts: { user: UserRow; pkce: boolean; redirectTo: string | null; newEmail?: string },
): Promise<SentAuthMail> {
  const spec = SPECS[kind];
  const user = opts.user;
  const currentEmail = user.email ?? "";
  const to = kind === "email_change" ? opts.newEmail! : currentEmail;
  const sentAt =
    spec.gap === "confirmation" ? user.confirmationSentAt : spec.gap === "recovery" ? user.recoverySentAt : user.emailChangeSentAt;
  await assertSendGap(cfg, spec.gap, to, sentAt, db);

  const otp = generateOtp();
  // The email change code is bound to the new address, as GoTrue hashes it.
  const hash = withFlowPrefix(tokenHash(to, otp), opts.pkce);
  const link = buildEmailLink({ tokenHash: hash, type: spec.linkType, redirectTo: opts.redirectTo, siteUrl: cfg.siteUrl, allowList: cfg.redirectAllowList });
  const content = authMail(spec.mailKind, { link, otp, email: currentEmail, newEmail: opts.newEmail, product: (await getBranding(db)).title });
  try {
    await sendMail({ ...content, to, kind: spec.mailKind }, { db });
  } catch (e) {
    console.error(`[auth] ${spec.failure}:`, e instanceof Error ? e.message : e);
    throw new AuthHttpError(500, "unexpected_failure", spec.failure);
  }

  const now = new Date();
  const set: Partial<typeof authUsers.$inferInsert> =
    spec.tokenType === "confirmation_token"
      ? { confirmationToken: hash, confirmationSentAt: now }
      : spec.tokenType === "recovery_token"
        ? { recoveryToken: hash, recoverySentAt: now }
        : { emailChange: opts.newEmail!, emailChangeSentAt: now };
  const [updated] = await db.update(authUsers).set(set).where(eq(authUsers.id, user.id)).returning();
  await setOneTimeToken(db, user, spec.tokenType, hash, to, now);
  await recordSend(cfg, spec.gap, to, db);
  return { link, user: updated! };
}
