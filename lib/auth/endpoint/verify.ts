/**
 * /verify: POST {type, token_hash} or {type, email, token} answers a session; GET (the link in a
 * GoTrue-style email) redirects with the session in the fragment (implicit) or ?code= (PKCE,
 * tokens starting with `pkce_`), and redirects errors too. Consuming the token, confirming the
 * user and issuing the session happen in one transaction, so a link works exactly once.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { authFlowState, authIdentities, authUsers } from "@/db/schema";
import { OTP_EXPIRY_SECONDS } from "@/lib/auth/config";
import { upsertProfile } from "@/lib/auth/profiles";
import { type Ctx, optString, validateEmail } from "./context";
import { PKCE_PREFIX, tokenHash } from "./crypto";
import { AuthHttpError, badRequest, forbidden, unprocessable } from "./errors";
import { resolveRedirect } from "./redirect";
import {
  clearOneTimeToken,
  confirmUser,
  findByTokenHash,
  findUserByEmail,
  flowMethodForType,
  isBanned,
  issueSession,
  listOneTimeTokens,
  type OneTimeTokenType,
  type SessionResponse,
  type UserRow,
} from "./store";

type VerifyType = "signup" | "invite" | "magiclink" | "recovery" | "email_change" | "email";

const TOKEN_TYPES: Record<VerifyType, OneTimeTokenType[]> = {
  email: ["confirmation_token", "recovery_token"],
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  magiclink: ["recovery_token"],
  recovery: ["recovery_token"],
  email_change: ["email_change_token_new"],
};

const LINK_INVALID = "Email link is invalid or has expired";
const CODE_INVALID = "Token has expired or is invalid";

function parseType(raw: string): VerifyType {
  if (!raw) throw badRequest("validation_failed", "Verify requires a verification type");
  if (raw in TOKEN_TYPES) return raw as VerifyType;
  throw badRequest("validation_failed", "Unsupported verification type");
}

function sentAtFor(user: UserRow, type: OneTimeTokenType): Date | null {
  if (type === "confirmation_token") return user.confirmationSentAt;
  if (type === "recovery_token") return user.recoverySentAt;
  return user.emailChangeSentAt;
}

function expired(sentAt: Date | null, now = Date.now()): boolean {
  return !sentAt || now > sentAt.getTime() + OTP_EXPIRY_SECONDS * 1000;
}

/** The type actually verified: `email` resolves to signup or magiclink by the token found. */
function effectiveType(requested: VerifyType, tokenType: OneTimeTokenType): Exclude<VerifyType, "email"> {
  if (requested !== "email") return requested;
  return tokenType === "confirmation_token" ? "signup" : "magiclink";
}

async function findByHash(db: Executor, type: VerifyType, hash: string) {
  const found = await findByTokenHash(db, hash, TOKEN_TYPES[type]);
  if (!found) throw forbidden("otp_expired", LINK_INVALID);
  if (isBanned(found.user)) throw forbidden("user_banned", "User is banned");
  if (expired(sentAtFor(found.user, found.type))) throw forbidden("otp_expired", LINK_INVALID);
  return found;
}

async function findByCode(db: Executor, type: VerifyType, email: string, code: string) {
  const hash = tokenHash(email, code);
  let user: UserRow | null;
  if (type === "email_change") {
    const [u] = await db.select().from(authUsers).where(eq(authUsers.emailChange, email));
    user = u ?? null;
  } else {
    user = await findUserByEmail(db, email);
  }
  if (!user) throw forbidden("otp_expired", CODE_INVALID);
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  const tokens = await listOneTimeTokens(db, user.id);
  const match = tokens.find(
    (t) => TOKEN_TYPES[type].includes(t.type) && (t.hash === hash || t.hash === PKCE_PREFIX + hash) && !expired(sentAtFor(user, t.type)),
  );
  if (!match) throw forbidden("otp_expired", CODE_INVALID);
  return { user, type: match.type };
}

/** Applies what the link proves (GoTrue signupVerify / recoverVerify / emailChangeVerify). */
async function applyVerification(db: Executor, user: UserRow, type: Exclude<VerifyType, "email">): Promise<UserRow> {
  const now = new Date();
  switch (type) {
    case "signup":
    case "invite":
      return confirmUser(db, user, now);
    case "magiclink":
    case "recovery": {
      await clearOneTimeToken(db, user.id, "recovery_token");
      const [u] = await db.select().from(authUsers).where(eq(authUsers.id, user.id));
      return u!.emailConfirmedAt ? u! : confirmUser(db, u!, now);
    }
    case "email_change": {
      const newEmail = user.emailChange;
      if (!newEmail) throw forbidden("otp_expired", LINK_INVALID);
      const taken = await findUserByEmail(db, newEmail);
      if (taken && taken.id !== user.id) {
        throw unprocessable("email_exists", "A user with this email address has already been registered");
      }
      await clearOneTimeToken(db, user.id, "email_change_token_new");
      const [u] = await db
        .update(authUsers)
        .set({ email: newEmail, emailChange: "", emailChangeSentAt: null, emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now })
        .where(eq(authUsers.id, user.id))
        .returning();
      await db
        .update(authIdentities)
        .set({
          identityData: sql`${authIdentities.identityData} || ${JSON.stringify({ email: newEmail, email_verified: true })}::jsonb`,
          updatedAt: now,
        })
        .where(and(eq(authIdentities.userId, user.id), eq(authIdentities.provider, "email")));
      await upsertProfile(db, { id: u!.id, email: newEmail, userMetadata: u!.rawUserMetaData });
      return u!;
    }
  }
}

export async function verifyPost(ctx: Ctx): Promise<SessionResponse> {
  const body = await ctx.body();
  const type = parseType(optString(body, "type"));
  const token = optString(body, "token");
  const hash = optString(body, "token_hash");
  const rawEmail = optString(body, "email");
  const phone = optString(body, "phone");
  if ((!token && !hash) || (token && hash)) throw badRequest("validation_failed", "Verify requires either a token or a token hash");
  let email = "";
  if (token) {
    if (phone && !rawEmail) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
    if (!rawEmail || phone) throw badRequest("validation_failed", "Only an email address or phone number should be provided on verify");
    try {
      email = validateEmail(rawEmail);
    } catch {
      throw unprocessable("validation_failed", "Invalid email format");
    }
  } else if (rawEmail || phone || optString(body, "redirect_to")) {
    throw badRequest("validation_failed", "Only the token_hash and type should be provided");
  }

  return getDb().transaction(async (tx) => {
    const found = token ? await findByCode(tx, type, email, token) : await findByHash(tx, type, hash);
    const user = await applyVerification(tx, found.user, effectiveType(type, found.type));
    return issueSession(tx, { issuer: ctx.cfg.issuer, user, method: "otp", grant: ctx.grant });
  });
}

const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** GoTrue prepErrorRedirectURL: error in the fragment, and in the query too for PKCE flows. */
export function errorRedirectUrl(redirectTo: string, err: AuthHttpError, pkce: boolean): string {
  const u = new URL(redirectTo);
  const hq = new URLSearchParams();
  const oauth = OAUTH_ERROR_BY_STATUS[err.status];
  if (oauth) hq.set("error", oauth);
  hq.set("error_code", err.code);
  hq.set("error_description", err.message);
  if (pkce) for (const [k, v] of hq) u.searchParams.set(k, v);
  u.hash = hq.toString();
  return u.toString();
}

/** GoTrue AsRedirectURL: the session in the fragment (keys sorted, as url.Values encodes them). */
export function implicitRedirectUrl(redirectTo: string, s: SessionResponse, type: string): string {
  const q = new URLSearchParams();
  q.set("access_token", s.access_token);
  q.set("expires_at", String(s.expires_at));
  q.set("expires_in", String(s.expires_in));
  q.set("refresh_token", s.refresh_token);
  q.set("token_type", s.token_type);
  q.set("type", type);
  return `${redirectTo}#${q.toString()}`;
}

export async function verifyGet(ctx: Ctx): Promise<Response> {
  const token = ctx.query("token") ?? "";
  const type = parseType(ctx.query("type") ?? "");
  if (!token) throw badRequest("validation_failed", "Verify requires a token or a token hash");
  const redirectTo = resolveRedirect(ctx.query("redirect_to"), ctx.cfg.siteUrl, ctx.cfg.redirectAllowList);
  const pkce = token.startsWith(PKCE_PREFIX);
  const flowMethod = pkce ? flowMethodForType(type) : null;
  let location: string;
  try {
    if (pkce && !flowMethod) throw badRequest("validation_failed", `unsupported authentication method ${type}`);
    location = await getDb().transaction(async (tx) => {
      const found = await findByHash(tx, type, token.replaceAll("-", ""));
      const user = await applyVerification(tx, found.user, effectiveType(type, found.type));
      if (!pkce) {
        const session = await issueSession(tx, { issuer: ctx.cfg.issuer, user, method: "otp", grant: ctx.grant });
        return implicitRedirectUrl(redirectTo, session, type);
      }
      const [flow] = await tx
        .select()
        .from(authFlowState)
        .where(and(eq(authFlowState.userId, user.id), eq(authFlowState.authenticationMethod, flowMethod!)))
        .orderBy(desc(authFlowState.createdAt))
        .limit(1);
      if (!flow) throw badRequest("flow_state_not_found", "No associated flow state found.");
      await tx.update(authFlowState).set({ authCodeIssuedAt: new Date(), updatedAt: new Date() }).where(eq(authFlowState.id, flow.id));
      const u = new URL(redirectTo);
      u.searchParams.set("code", flow.authCode);
      return u.toString();
    });
  } catch (e) {
    if (!(e instanceof AuthHttpError)) throw e;
    location = errorRedirectUrl(redirectTo, e, pkce);
  }
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
