/**
 * The endpoints that send mail: /signup, /otp (magic link), /recover, /resend. Unknown and known
 * addresses get the same answers on /otp (with create_user) and /recover, per-address send gap
 * included. The spec's auth webhooks and the email_messages row follow a successful request.
 */
import { getDb, type Executor } from "@/db/client";
import { emailMessages } from "@/db/schema";
import { emitAuthWebhook, nowIso, type SignupVerificationPayload } from "@/lib/auth/webhooks";
import { randomBytes } from "node:crypto";
import { type Ctx, type Body, optBool, optObject, optString, pkceParams, validateEmail } from "./context";
import { badRequest, unprocessable } from "./errors";
import { assertSendGap, recordSend, sendAuthMail } from "./mails";
import { assertPasswordStrength, hashPassword, verifyPassword } from "./password";
import { resolveRedirect } from "./redirect";
import {
  confirmUser,
  createEmailUser,
  createFlowState,
  fakeSignupUser,
  findUserByEmail,
  issueSession,
  listIdentities,
  userJson,
  type SessionResponse,
  type UserRow,
} from "./store";
import { isUniqueViolation } from "@/db/errors";

type Pkce = { challenge: string; method: string } | null;

function emailProvider(body: Body, noun: "signup" | "login"): string {
  const email = optString(body, "email");
  const phone = optString(body, "phone");
  if (email && phone) {
    throw badRequest("validation_failed", `Only an email address or phone number should be provided on ${noun}.`);
  }
  if (phone) throw badRequest("phone_provider_disabled", noun === "signup" ? "Phone signups are disabled" : "Phone logins are disabled");
  if (!email) throw badRequest("validation_failed", noun === "signup" ? "Sign up only available with email provider" : "An email address is required");
  return validateEmail(email);
}

// ── /signup ──────────────────────────────────────────────────────────────────────────────────────

export async function signup(ctx: Ctx, retried = false): Promise<SessionResponse | Record<string, unknown>> {
  const body = await ctx.body();
  const password = optString(body, "password");
  const data = optObject(body, "data") ?? {};
  if (!password) throw badRequest("validation_failed", "Signup requires a valid password");
  assertPasswordStrength(password);
  const pkce = pkceParams(body);
  const email = emailProvider(body, "signup");
  const requestedRedirect = ctx.query("redirect_to");
  const db = getDb();

  const existing = await findUserByEmail(db, email);
  if (existing?.emailConfirmedAt) {
    // Confirmation on: an answer indistinguishable from a fresh signup (no enumeration).
    if (ctx.cfg.autoconfirm) throw unprocessable("user_already_exists", "User already registered");
    return fakeSignupUser(email, data);
  }
  // With autoconfirm a signup signs in: for an account that exists unconfirmed (created before
  // autoconfirm was on), only its own password may do that. GoTrue would hand out the session.
  if (existing && ctx.cfg.autoconfirm && !(await verifyPassword(password, existing.encryptedPassword))) {
    throw unprocessable("user_already_exists", "User already registered");
  }
  // Hashing is slow: never inside the transaction.
  const passwordHash = existing ? null : await hashPassword(password);

  const result = await db.transaction(async (tx) => {
    let user: UserRow;
    if (existing) {
      // Unconfirmed: we cannot be sure the caller owns the address, so nothing is updated; the
      // confirmation is sent again (subject to the send gap).
      user = existing;
    } else {
      user = (await createEmailUser(tx, { email, passwordHash: passwordHash!, data, confirmedAt: ctx.cfg.autoconfirm ? new Date() : null })).user;
    }
    if (ctx.cfg.autoconfirm) {
      if (!user.emailConfirmedAt) user = await confirmUser(tx, user);
      return { session: await issueSession(tx, { issuer: ctx.cfg.issuer, user, method: "password", grant: ctx.grant }), user, link: null };
    }
    if (pkce) {
      await createFlowState(tx, { userId: user.id, method: "email/signup", challenge: pkce.challenge, challengeMethod: pkce.method, providerType: "email" });
    }
    const sent = await sendAuthMail(tx, ctx.cfg, "confirmation", { user, pkce: !!pkce, redirectTo: requestedRedirect });
    return { session: null, user: sent.user, link: sent.link };
  }).catch((e: unknown) => {
    // Two signups of one address at the same moment: the second insert meets the unique email
    // index. Answer it as the signup of the account that now exists, not with a 500.
    if (!retried && isUniqueViolation(e)) return null;
    throw e;
  });
  if (!result) return signup(ctx, true);

  afterSignup(ctx, result.user, requestedRedirect, result.link);
  if (result.session) return result.session;
  return userJson(result.user, await listIdentities(db, result.user.id));
}

/**
 * Spec §7: the email_messages row and the signup_verification webhook. Neither may fail or delay
 * the signup, so both run detached and only log.
 */
function afterSignup(ctx: Ctx, user: UserRow, requestedRedirect: string | null, link: string | null): void {
  const fullName = typeof user.rawUserMetaData.full_name === "string" ? user.rawUserMetaData.full_name : null;
  const redirectUrl = resolveRedirect(requestedRedirect, ctx.cfg.siteUrl, ctx.cfg.redirectAllowList);
  const payload: SignupVerificationPayload = {
    type: "signup_verification",
    email: user.email ?? "",
    fullName,
    timestamp: nowIso(),
    action: "signup_verification_required",
    signup_method: "email_password",
    redirect_url: redirectUrl,
    verification_required: !ctx.cfg.autoconfirm,
    user_id: user.id,
    email_validation_link: link,
  };
  void getDb()
    .insert(emailMessages)
    .values({
      type: payload.type,
      email: payload.email,
      fullName,
      action: payload.action,
      signupMethod: payload.signup_method,
      redirectUrl,
      verificationRequired: payload.verification_required,
      userId: user.id,
      payload,
    })
    .catch((e: unknown) => console.error("[auth] email_messages insert failed:", e instanceof Error ? e.message : e));
  emitAuthWebhook(payload);
}

// ── /otp ─────────────────────────────────────────────────────────────────────────────────────────

export async function otp(ctx: Ctx): Promise<Record<string, never>> {
  const body = await ctx.body();
  const email = emailProvider(body, "login");
  const data = optObject(body, "data") ?? {};
  const createUser = optBool(body, "create_user", true);
  const pkce = pkceParams(body);
  const requestedRedirect = ctx.query("redirect_to");
  const db = getDb();

  let user = await findUserByEmail(db, email);
  if (!user && !createUser) throw unprocessable("otp_disabled", "Signups not allowed for otp");

  if (!user || !user.emailConfirmedAt) {
    // New or unconfirmed: sign up with a random password; the confirmation mail is the magic link.
    await assertSendGap(ctx.cfg, ctx.cfg.autoconfirm ? "recovery" : "confirmation", email, null);
    const passwordHash = user ? null : await hashPassword(randomBytes(24).toString("base64url"));
    user = await db.transaction(async (tx) => {
      const u = user ?? (await createEmailUser(tx, { email, passwordHash: passwordHash!, data, confirmedAt: null })).user;
      // With autoconfirm the link is a magic link; using it confirms the address (recoverVerify).
      // Confirming here instead would hand an unconfirmed account's password to whoever set it.
      if (ctx.cfg.autoconfirm) return sendMagicLink(ctx, tx, u, pkce, requestedRedirect);
      if (pkce) {
        await createFlowState(tx, { userId: u.id, method: "email/signup", challenge: pkce.challenge, challengeMethod: pkce.method, providerType: "email" });
      }
      return (await sendAuthMail(tx, ctx.cfg, "confirmation", { user: u, pkce: !!pkce, redirectTo: requestedRedirect })).user;
    });
  } else {
    const confirmed = user;
    await db.transaction((tx) => sendMagicLink(ctx, tx, confirmed, pkce, requestedRedirect));
  }
  emitAuthWebhook({
    type: "magic_link",
    email,
    timestamp: nowIso(),
    action: "login",
    redirectTo: resolveRedirect(requestedRedirect, ctx.cfg.siteUrl, ctx.cfg.redirectAllowList),
  });
  return {};
}

async function sendMagicLink(ctx: Ctx, tx: Executor, user: UserRow, pkce: Pkce, redirectTo: string | null) {
  if (pkce) {
    await createFlowState(tx, { userId: user.id, method: "magiclink", challenge: pkce.challenge, challengeMethod: pkce.method, providerType: "magiclink" });
  }
  return (await sendAuthMail(tx, ctx.cfg, "magiclink", { user, pkce: !!pkce, redirectTo })).user;
}

// ── /recover ─────────────────────────────────────────────────────────────────────────────────────

export async function recover(ctx: Ctx): Promise<Record<string, never>> {
  const body = await ctx.body();
  const raw = optString(body, "email");
  if (!raw) throw badRequest("validation_failed", "Password recovery requires an email");
  const email = validateEmail(raw);
  const pkce = pkceParams(body);
  const requestedRedirect = ctx.query("redirect_to");
  const db = getDb();
  const user = await findUserByEmail(db, email);
  if (!user) {
    // Same answer, same send gap as for an account, so neither reveals whether one exists.
    await assertSendGap(ctx.cfg, "recovery", email, null);
    await recordSend(ctx.cfg, "recovery", email);
  } else {
    await db.transaction(async (tx) => {
      if (pkce) {
        await createFlowState(tx, { userId: user.id, method: "recovery", challenge: pkce.challenge, challengeMethod: pkce.method, providerType: "recovery" });
      }
      await sendAuthMail(tx, ctx.cfg, "recovery", { user, pkce: !!pkce, redirectTo: requestedRedirect });
    });
  }
  emitAuthWebhook({
    type: "password_reset",
    email,
    timestamp: nowIso(),
    action: "forgot_password",
    redirectTo: resolveRedirect(requestedRedirect, ctx.cfg.siteUrl, ctx.cfg.redirectAllowList),
  });
  return {};
}

// ── /resend ──────────────────────────────────────────────────────────────────────────────────────

export async function resend(ctx: Ctx): Promise<Record<string, never>> {
  const body = await ctx.body();
  const type = optString(body, "type");
  if (type !== "signup" && type !== "email_change") {
    if (type === "sms" || type === "phone_change") throw badRequest("phone_provider_disabled", "Phone logins are disabled");
    throw badRequest("validation_failed", "Missing one of these types: signup, email_change, sms, phone_change");
  }
  const raw = optString(body, "email");
  if (!raw) throw badRequest("validation_failed", "Type provided requires an email address");
  const email = validateEmail(raw);
  const pkce = pkceParams(body);
  const requestedRedirect = ctx.query("redirect_to");
  const db = getDb();
  const user = await findUserByEmail(db, email);
  const gapKind = type === "signup" ? "confirmation" : "email_change";
  const nothingToSend = !user || (type === "signup" ? !!user.emailConfirmedAt : !user.emailChange);
  if (nothingToSend) {
    await assertSendGap(ctx.cfg, gapKind, email, null);
    await recordSend(ctx.cfg, gapKind, email);
    return {};
  }
  await db.transaction(async (tx) => {
    if (type === "signup") {
      if (pkce) {
        await createFlowState(tx, { userId: user.id, method: "email/signup", challenge: pkce.challenge, challengeMethod: pkce.method, providerType: "email" });
      }
      await sendAuthMail(tx, ctx.cfg, "confirmation", { user, pkce: !!pkce, redirectTo: requestedRedirect });
    } else {
      if (pkce) {
        await createFlowState(tx, { userId: user.id, method: "email_change", challenge: pkce.challenge, challengeMethod: pkce.method, providerType: "email_change" });
      }
      await sendAuthMail(tx, ctx.cfg, "email_change", { user, pkce: !!pkce, redirectTo: requestedRedirect, newEmail: user.emailChange! });
    }
  });
  return {};
}

// ── /settings ────────────────────────────────────────────────────────────────────────────────────

const PROVIDERS = [
  "anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "figma", "fly", "github", "gitlab",
  "google", "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "spotify", "slack", "slack_oidc",
  "workos", "twitch", "twitter", "zoom", "phone",
] as const;

export function settings(ctx: Ctx): Record<string, unknown> {
  const external: Record<string, boolean> = { email: true };
  for (const p of PROVIDERS) external[p] = false;
  return {
    external,
    disable_signup: false,
    mailer_autoconfirm: ctx.cfg.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  };
}

