/**
 * POST /token: grant_type password, refresh_token (rotation with reuse detection), pkce.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authFlowState, authSessions } from "@/db/schema";
import { FLOW_STATE_EXPIRY_SECONDS } from "@/lib/auth/config";
import { type Ctx, optString } from "./context";
import { verifyPkce } from "./crypto";
import { AuthHttpError, OAuthStyleError, badRequest, notFound, tooManyRequests, unprocessable } from "./errors";
import { burnPasswordCheck, verifyPassword, weakPasswordHint } from "./password";
import {
  activeRefreshToken,
  findUserByEmail,
  findUserById,
  isBanned,
  issueSession,
  lockRefreshToken,
  revokeTokenFamily,
  sessionResponse,
  swapRefreshToken,
  type SessionResponse,
} from "./store";
import { clearSignInFailures, recordSignInFailure, signInBlockedFor } from "./throttle";

const INVALID_LOGIN = "Invalid login credentials";

/** What the sign-in form shows while an address is blocked (it names no account). */
export function signInBackoffMessage(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const wait = s < 120 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`;
  return `Too many failed sign-in attempts for this email address. Try again in ${wait}.`;
}

export async function tokenGrant(ctx: Ctx): Promise<SessionResponse> {
  switch (ctx.query("grant_type")) {
    case "password":
      return passwordGrant(ctx);
    case "refresh_token":
      return refreshTokenGrant(ctx);
    case "pkce":
      return pkceGrant(ctx);
    default:
      throw badRequest("invalid_credentials", "unsupported_grant_type");
  }
}

async function passwordGrant(ctx: Ctx): Promise<SessionResponse> {
  const body = await ctx.body();
  const rawEmail = optString(body, "email");
  const phone = optString(body, "phone");
  const password = optString(body, "password");
  if (rawEmail && phone) throw badRequest("validation_failed", "Only an email address or phone number should be provided on login.");
  if (!rawEmail && !phone) throw badRequest("validation_failed", "missing email or phone");
  if (phone) throw badRequest("phone_provider_disabled", "Phone logins are disabled");

  const db = getDb();
  const email = rawEmail.trim();
  // Per-account backoff (./throttle.ts), the same for addresses with and without an account: while
  // blocked the password is not checked at all — but the hash is still computed, so a blocked answer
  // takes as long as any other and says nothing about the address.
  const blocked = await signInBlockedFor(email);
  if (blocked > 0) {
    await burnPasswordCheck(password);
    throw tooManyRequests("over_request_rate_limit", signInBackoffMessage(blocked), blocked);
  }
  const user = await findUserByEmail(db, email);
  if (!user || isBanned(user)) {
    await burnPasswordCheck(password);
    await recordSignInFailure(email);
    throw badRequest("invalid_credentials", INVALID_LOGIN);
  }
  if (!(await verifyPassword(password, user.encryptedPassword))) {
    await recordSignInFailure(email);
    throw badRequest("invalid_credentials", INVALID_LOGIN);
  }
  await clearSignInFailures(email);
  if (!user.emailConfirmedAt) throw badRequest("email_not_confirmed", "Email not confirmed");

  const session = await db.transaction((tx) => issueSession(tx, { issuer: ctx.cfg.issuer, user, method: "password", grant: ctx.grant }));
  const hint = weakPasswordHint(password);
  return hint ? { ...session, weak_password: hint } : session;
}

/**
 * Rotation with reuse detection (GoTrue RefreshTokenGrant), in one transaction holding the token
 * row lock, so two concurrent refreshes of one token serialise:
 *  - an active token is revoked and replaced by its child;
 *  - a revoked token whose child is the session's active token answers that active token (the
 *    client lost the previous response);
 *  - a revoked token used within the reuse interval gets a new child (two tabs at once);
 *  - any other reuse revokes every token of the session: 400 refresh_token_already_used.
 * A session whose family was revoked has no active token left and is refused from then on.
 */
async function refreshTokenGrant(ctx: Ctx): Promise<SessionResponse> {
  const body = await ctx.body();
  const presented = optString(body, "refresh_token");
  if (!presented) throw new OAuthStyleError("invalid_request", "refresh_token required");

  const outcome = await getDb().transaction(async (tx) => {
    const token = await lockRefreshToken(tx, presented);
    if (!token) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    const user = await findUserById(tx, token.userId);
    if (!user) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    if (isBanned(user)) throw badRequest("user_banned", "Invalid Refresh Token: User Banned");
    const [session] = await tx.select().from(authSessions).where(eq(authSessions.id, token.sessionId)).for("update");
    if (!session) throw badRequest("session_not_found", "Invalid Refresh Token: No Valid Session Found");
    const now = new Date();
    if (session.notAfter && session.notAfter <= now) throw badRequest("session_expired", "Invalid Refresh Token: Session Expired");

    let issued: string;
    if (token.revoked) {
      const active = await activeRefreshToken(tx, session.id);
      const reuseUntil = token.updatedAt.getTime() + ctx.cfg.refreshTokenReuseInterval * 1000;
      if (active && active.parent === token.token) {
        issued = active.token;
      } else if (active && now.getTime() <= reuseUntil) {
        issued = await swapRefreshToken(tx, token, now);
      } else {
        await revokeTokenFamily(tx, session.id);
        // Committed on purpose: the family stays revoked although the request fails.
        return { reused: true as const };
      }
    } else {
      issued = await swapRefreshToken(tx, token, now);
    }
    await tx
      .update(authSessions)
      .set({ refreshedAt: now, updatedAt: now, userAgent: ctx.grant.userAgent, ip: ctx.grant.ip })
      .where(eq(authSessions.id, session.id));
    return { reused: false as const, response: await sessionResponse(tx, { issuer: ctx.cfg.issuer, user, sessionId: session.id, refreshToken: issued, aal: session.aal === "aal2" ? "aal2" : "aal1" }) };
  });
  if (outcome.reused) throw badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");
  return outcome.response;
}

async function pkceGrant(ctx: Ctx): Promise<SessionResponse> {
  const body = await ctx.body();
  const authCode = optString(body, "auth_code");
  const verifier = optString(body, "code_verifier");
  if (!authCode || !verifier) {
    throw badRequest("validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  const db = getDb();
  const [flow] = await db.select().from(authFlowState).where(eq(authFlowState.authCode, authCode));
  if (!flow || !flow.userId) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
  const startedAt = (flow.authCodeIssuedAt ?? flow.createdAt).getTime();
  if (Date.now() > startedAt + FLOW_STATE_EXPIRY_SECONDS * 1000) {
    throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (!verifyPkce(flow.codeChallenge, flow.codeChallengeMethod, verifier)) {
    throw badRequest("bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  const user = await findUserById(db, flow.userId);
  if (!user) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
  if (isBanned(user)) throw new AuthHttpError(400, "user_banned", "User is banned");
  return db.transaction(async (tx) => {
    // Deleting first (and checking) makes an auth code single-use even under concurrent exchanges.
    const deleted = await tx.delete(authFlowState).where(eq(authFlowState.id, flow.id)).returning({ id: authFlowState.id });
    if (!deleted.length) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    return issueSession(tx, { issuer: ctx.cfg.issuer, user, method: flow.authenticationMethod, grant: ctx.grant });
  });
}

