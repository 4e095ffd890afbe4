/**
 * MFA (GoTrue internal/api/mfa.go, TOTP only): POST /factors, POST /factors/{id}/challenge,
 * POST /factors/{id}/verify, DELETE /factors/{id}. A verified challenge raises the caller's session
 * to aal2 (amr gains `totp`), rotates its refresh token and signs out the user's other aal1
 * sessions, as GoTrue does. Our additions: a TOTP code is good once (the accepted time step is
 * stored), and a recovery code (lib/auth/recovery-codes) may stand in for a code of a verified factor.
 */
import { and, eq, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { getDb, type Executor } from "@/db/client";
import { authMfaAmrClaims, authMfaChallenges, authMfaFactors, authRefreshTokens, authSessions } from "@/db/schema";
import { MFA_CHALLENGE_EXPIRY_SECONDS, MFA_FACTOR_EXPIRY_SECONDS, MFA_MAX_FACTORS } from "@/lib/auth/config";
import { consumeRecoveryCode, deleteRecoveryCodes, normalizeRecoveryCode } from "@/lib/auth/recovery-codes";
import { generateTotpSecret, matchTotp, totpUri } from "@/lib/auth/totp";
import { open, seal } from "@/lib/crypto/secret-box";
import { type Ctx, optString } from "./context";
import { AuthHttpError, badRequest, forbidden, notFound, unprocessable } from "./errors";
import { authenticate, type Authenticated } from "./user";
import { activeRefreshToken, listFactors, sessionResponse, swapRefreshToken, type FactorRow, type SessionResponse } from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** amr methods that make a session aal2 (GoTrue AMRClaim.IsAAL2Claim, plus our recovery codes). */
export const AAL2_METHODS = ["totp", "mfa/phone", "mfa/webauthn", "mfa/recovery_code"] as const;
const RECOVERY_CODE_METHOD = "mfa/recovery_code";

/** Associated data of a sealed secret: a sealed value copied onto another factor does not open. */
const secretAad = (factorId: string) => `local_auth.mfa_factors.secret:${factorId}`;

/** `factors/<id>[/challenge|/verify]` → the route key and the id (ROUTES in index.ts). */
export function factorRoute(path: string): { key: string; id: string } | null {
  const m = /^factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
  return m ? { key: `factors/{id}${m[2] ?? ""}`, id: m[1]! } : null;
}

async function authenticatedWithSession(ctx: Ctx): Promise<Authenticated & { session: NonNullable<Authenticated["session"]> }> {
  const auth = await authenticate(ctx);
  if (!auth.session) {
    throw new AuthHttpError(401, "no_authorization", "A valid session and a registered user are required to use MFA");
  }
  if (auth.user.isAnonymous) throw forbidden("validation_failed", "Anonymous user not allowed to perform these actions");
  return auth as Authenticated & { session: NonNullable<Authenticated["session"]> };
}

/** GoTrue loadFactor: the id must be a UUID and the factor the caller's own. */
async function loadFactor(ctx: Ctx, userId: string): Promise<FactorRow> {
  const id = factorRoute(ctx.path)?.id ?? "";
  if (!UUID_RE.test(id)) throw notFound("validation_failed", "factor_id must be an UUID");
  const [factor] = await getDb()
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, id), eq(authMfaFactors.userId, userId)));
  if (!factor) throw notFound("mfa_factor_not_found", "Factor not found");
  return factor;
}

/** GoTrue DeleteExpiredFactors: unverified factors nobody challenged, older than the factor expiry. */
async function deleteExpiredFactors(db: Executor): Promise<void> {
  await db
    .delete(authMfaFactors)
    .where(
      and(
        ne(authMfaFactors.status, "verified"),
        lt(authMfaFactors.createdAt, new Date(Date.now() - MFA_FACTOR_EXPIRY_SECONDS * 1000)),
        notExists(db.select({ one: sql`1` }).from(authMfaChallenges).where(eq(authMfaChallenges.factorId, authMfaFactors.id))),
      ),
    );
}

export async function enrollFactor(ctx: Ctx): Promise<Record<string, unknown>> {
  const { user, session } = await authenticatedWithSession(ctx);
  const body = await ctx.body();
  const factorType = optString(body, "factor_type");
  const friendlyName = optString(body, "friendly_name");
  const issuer = optString(body, "issuer") || new URL(ctx.cfg.siteUrl).host;
  if (factorType === "phone") throw unprocessable("mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (factorType === "webauthn") throw unprocessable("mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  if (factorType !== "totp") throw badRequest("validation_failed", "factor_type needs to be totp, phone, or webauthn");

  const db = getDb();
  await deleteExpiredFactors(db);
  const factors = await listFactors(db, user.id);
  if (factors.some((f) => (f.friendlyName ?? "") === friendlyName)) {
    throw unprocessable("mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  const verified = factors.filter((f) => f.status === "verified").length;
  if (factors.length >= MFA_MAX_FACTORS || verified >= MFA_MAX_FACTORS) {
    throw unprocessable("too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
  }
  if (verified > 0 && session.aal !== "aal2") throw forbidden("insufficient_aal", "AAL2 required to enroll a new factor");

  const secret = generateTotpSecret();
  const uri = totpUri({ secret, issuer, account: user.email ?? "" });
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(authMfaFactors).values({
    id,
    userId: user.id,
    friendlyName,
    factorType: "totp",
    status: "unverified",
    secret: seal(secret, secretAad(id)),
    createdAt: now,
    updatedAt: now,
  });
  // GoTrue sends the bare SVG; auth-js turns it into a data: URI.
  const qr = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } };
}

export async function challengeFactor(ctx: Ctx): Promise<Record<string, unknown>> {
  const { user } = await authenticatedWithSession(ctx);
  const factor = await loadFactor(ctx, user.id);
  if (factor.factorType !== "totp") throw badRequest("validation_failed", "factor_type needs to be totp, phone, or webauthn");
  const db = getDb();
  const now = new Date();
  const [challenge] = await db.transaction(async (tx) => {
    await tx.update(authMfaFactors).set({ lastChallengedAt: now, updatedAt: now }).where(eq(authMfaFactors.id, factor.id));
    return tx.insert(authMfaChallenges).values({ factorId: factor.id, createdAt: now, ipAddress: ctx.ip }).returning();
  });
  return {
    id: challenge!.id,
    type: factor.factorType,
    expires_at: Math.floor(challenge!.createdAt.getTime() / 1000) + MFA_CHALLENGE_EXPIRY_SECONDS,
  };
}

export async function verifyFactor(ctx: Ctx): Promise<SessionResponse> {
  const { user, session } = await authenticatedWithSession(ctx);
  const factor = await loadFactor(ctx, user.id);
  const body = await ctx.body();
  const challengeId = optString(body, "challenge_id");
  const code = optString(body, "code").trim();
  if (!code) throw badRequest("validation_failed", "Code needs to be non-empty");
  if (!UUID_RE.test(challengeId)) throw badRequest("bad_json", "Could not parse request body as JSON: challenge_id must be a UUID");

  const db = getDb();
  const [challenge] = await db
    .select()
    .from(authMfaChallenges)
    .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factor.id)));
  if (!challenge) throw unprocessable("mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
  if (challenge.verifiedAt || challenge.ipAddress !== ctx.ip) {
    throw unprocessable("mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
  }
  if (Date.now() > challenge.createdAt.getTime() + MFA_CHALLENGE_EXPIRY_SECONDS * 1000) {
    await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challenge.id));
    throw unprocessable(
      "mfa_challenge_expired",
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }

  // A recovery code only stands in for a factor that was set up (verified) already.
  const recovery = factor.status === "verified" && normalizeRecoveryCode(code) !== null && !/^\d{6}$/.test(code);
  const step = recovery ? null : matchTotp(open(factor.secret ?? "", secretAad(factor.id)), code, { notAfterStep: factor.lastUsedStep });
  if (!recovery && step === null) throw unprocessable("mfa_verification_failed", "Invalid TOTP code entered");

  // Any refusal inside throws, so the transaction rolls back and the challenge stays usable.
  return db.transaction(async (tx) => {
    const now = new Date();
    // Conditional updates: two concurrent verifications of one challenge or one code cannot both pass.
    const claimed = await tx
      .update(authMfaChallenges)
      .set({ verifiedAt: now })
      .where(and(eq(authMfaChallenges.id, challenge.id), isNull(authMfaChallenges.verifiedAt)))
      .returning({ id: authMfaChallenges.id });
    if (!claimed.length) throw unprocessable("mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
    if (recovery) {
      if (!(await consumeRecoveryCode(tx, user.id, code))) throw unprocessable("mfa_verification_failed", "Invalid recovery code entered");
    } else {
      const used = await tx
        .update(authMfaFactors)
        .set({ lastUsedStep: step!, status: "verified", updatedAt: now })
        .where(and(eq(authMfaFactors.id, factor.id), or(isNull(authMfaFactors.lastUsedStep), lt(authMfaFactors.lastUsedStep, step!))))
        .returning({ id: authMfaFactors.id });
      if (!used.length) throw unprocessable("mfa_verification_failed", "Invalid TOTP code entered");
    }
    const method = recovery ? RECOVERY_CODE_METHOD : "totp";
    await tx
      .insert(authMfaAmrClaims)
      .values({ sessionId: session.id, authenticationMethod: method, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [authMfaAmrClaims.sessionId, authMfaAmrClaims.authenticationMethod], set: { updatedAt: now } });
    // A new refresh token: the aal1 one the caller held before cannot keep minting tokens of this session.
    const active = await activeRefreshToken(tx, session.id);
    if (!active) throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    const refreshToken = await swapRefreshToken(tx, active, now);
    // GoTrue bumps its token counter by 2 for this; with our rotated rows, the session's earlier
    // tokens go, so neither the reuse interval nor the lost-response rule lets them reach aal2.
    await tx.delete(authRefreshTokens).where(and(eq(authRefreshTokens.sessionId, session.id), eq(authRefreshTokens.revoked, true)));
    await tx.update(authSessions).set({ aal: "aal2", factorId: factor.id, updatedAt: now }).where(eq(authSessions.id, session.id));
    // GoTrue InvalidateSessionsWithAALLessThan: the user's other one-factor sessions end.
    await tx.delete(authSessions).where(and(eq(authSessions.userId, user.id), eq(authSessions.aal, "aal1")));
    // GoTrue DeleteUnverifiedFactors: abandoned set-ups of the same type go.
    await tx
      .delete(authMfaFactors)
      .where(and(eq(authMfaFactors.userId, user.id), eq(authMfaFactors.factorType, factor.factorType), ne(authMfaFactors.status, "verified")));
    return sessionResponse(tx, { issuer: ctx.cfg.issuer, user, sessionId: session.id, refreshToken, aal: "aal2" });
  });
}

export async function unenrollFactor(ctx: Ctx): Promise<Record<string, unknown>> {
  const { user, session } = await authenticatedWithSession(ctx);
  const factor = await loadFactor(ctx, user.id);
  if (factor.status === "verified" && session.aal !== "aal2") {
    throw unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor");
  }
  await getDb().transaction(async (tx) => {
    await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
    // GoTrue DowngradeSessionsToAAL1: sessions this factor raised lose its amr entry and drop to aal1.
    const raised = await tx
      .update(authSessions)
      .set({ aal: "aal1", factorId: null, updatedAt: new Date() })
      .where(and(eq(authSessions.userId, user.id), eq(authSessions.factorId, factor.id)))
      .returning({ id: authSessions.id });
    for (const s of raised) {
      await tx
        .delete(authMfaAmrClaims)
        .where(and(eq(authMfaAmrClaims.sessionId, s.id), or(eq(authMfaAmrClaims.authenticationMethod, "totp"), eq(authMfaAmrClaims.authenticationMethod, RECOVERY_CODE_METHOD))));
    }
    // Recovery codes only mean something while a verified factor exists.
    const left = await tx
      .select({ id: authMfaFactors.id })
      .from(authMfaFactors)
      .where(and(eq(authMfaFactors.userId, user.id), eq(authMfaFactors.status, "verified")))
      .limit(1);
    if (!left.length) await deleteRecoveryCodes(tx, user.id);
  });
  return { id: factor.id };
}
