/**
 * Rows of the built-in endpoint (schema local_auth, Supabase column names) and the GoTrue JSON
 * they are served as. Every function takes the executor it runs on, so handlers compose them in
 * one transaction. The endpoint connects as the database owner: local_auth is invisible to the
 * runtime role growth_app, and profiles are written here outside RLS on purpose.
 */
import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Executor } from "@/db/client";
import {
  authFlowState,
  authIdentities,
  authMfaAmrClaims,
  authMfaFactors,
  authOneTimeTokens,
  authRefreshTokens,
  authSessions,
  authUsers,
} from "@/db/schema";
import { JWT_EXPIRY_SECONDS } from "@/lib/auth/config";
import { buildAccessTokenClaims, signAccessToken, type AmrEntry } from "@/lib/auth/jwt";
import { upsertProfile } from "@/lib/auth/profiles";
import { generateRefreshToken } from "./crypto";

export type UserRow = typeof authUsers.$inferSelect;
export type IdentityRow = typeof authIdentities.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof authRefreshTokens.$inferSelect;
export type FactorRow = typeof authMfaFactors.$inferSelect;

export type OneTimeTokenType = "confirmation_token" | "recovery_token" | "email_change_token_new" | "reauthentication_token";

/** The users column that mirrors each one-time token (Supabase keeps both). */
const TOKEN_COLUMN = {
  confirmation_token: "confirmationToken",
  recovery_token: "recoveryToken",
  email_change_token_new: null,
  reauthentication_token: "reauthenticationToken",
} as const;

export type GrantContext = { ip: string | null; userAgent: string | null };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export const EMAIL_APP_METADATA = { provider: "email", providers: ["email"] };

// ── users ────────────────────────────────────────────────────────────────────────────────────────

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [u] = await db
    .select()
    .from(authUsers)
    .where(and(eq(authUsers.email, email.toLowerCase()), isNull(authUsers.deletedAt)));
  return u ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [u] = await db.select().from(authUsers).where(and(eq(authUsers.id, id), isNull(authUsers.deletedAt)));
  return u ?? null;
}

export function isBanned(u: UserRow, now = new Date()): boolean {
  return !!u.bannedUntil && u.bannedUntil > now;
}

export async function listIdentities(db: Executor, userId: string): Promise<IdentityRow[]> {
  return db.select().from(authIdentities).where(eq(authIdentities.userId, userId)).orderBy(authIdentities.createdAt);
}

/** A new email/password user and their `email` identity (GoTrue signup, before confirmation). */
export async function createEmailUser(
  db: Executor,
  input: { email: string; passwordHash: string; data: Record<string, unknown>; confirmedAt?: Date | null; now?: Date },
): Promise<{ user: UserRow; identity: IdentityRow }> {
  const now = input.now ?? new Date();
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const confirmed = input.confirmedAt ?? null;
  const userMetadata = confirmed ? { ...input.data, email_verified: true } : { ...input.data };
  const [user] = await db
    .insert(authUsers)
    .values({
      id,
      email,
      encryptedPassword: input.passwordHash,
      emailConfirmedAt: confirmed,
      rawAppMetaData: EMAIL_APP_METADATA,
      rawUserMetaData: userMetadata,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // identity_data as GoTrue writes it: the provider claims, then the signup data that does not clash.
  const identityData: Record<string, unknown> = { sub: id, email, email_verified: !!confirmed, phone_verified: false };
  for (const [k, v] of Object.entries(input.data)) if (!(k in identityData)) identityData[k] = v;
  const [identity] = await db
    .insert(authIdentities)
    .values({ providerId: id, userId: id, identityData, provider: "email", createdAt: now, updatedAt: now })
    .returning();
  return { user: user!, identity: identity! };
}

/** Confirms the email (GoTrue user.Confirm): timestamp, token cleared, email_verified set on metadata and identity. */
export async function confirmUser(db: Executor, user: UserRow, now = new Date()): Promise<UserRow> {
  const [u] = await db
    .update(authUsers)
    .set({
      emailConfirmedAt: user.emailConfirmedAt ?? now,
      confirmationToken: "",
      rawUserMetaData: { ...user.rawUserMetaData, email_verified: true },
      updatedAt: now,
    })
    .where(eq(authUsers.id, user.id))
    .returning();
  await clearOneTimeToken(db, user.id, "confirmation_token");
  await db
    .update(authIdentities)
    .set({ identityData: sql`${authIdentities.identityData} || '{"email_verified": true}'::jsonb`, updatedAt: now })
    .where(and(eq(authIdentities.userId, user.id), eq(authIdentities.provider, "email")));
  return u!;
}

/** Merge semantics of GoTrue's UpdateUserMetaData: keys are replaced, a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** The user's MFA factors, oldest first (GoTrue loads them into the user JSON as `factors`). */
export async function listFactors(db: Executor, userId: string): Promise<FactorRow[]> {
  return db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(authMfaFactors.createdAt);
}

// ── one-time tokens ──────────────────────────────────────────────────────────────────────────────

export async function setOneTimeToken(
  db: Executor,
  user: UserRow,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
  now = new Date(),
): Promise<void> {
  await db.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, user.id), eq(authOneTimeTokens.tokenType, type)));
  await db.insert(authOneTimeTokens).values({ userId: user.id, tokenType: type, tokenHash: hash, relatesTo, createdAt: now, updatedAt: now });
}

export async function clearOneTimeToken(db: Executor, userId: string, type: OneTimeTokenType): Promise<void> {
  await db.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.tokenType, type)));
  const column = TOKEN_COLUMN[type];
  if (column) await db.update(authUsers).set({ [column]: "" }).where(eq(authUsers.id, userId));
}

/** The user a token hash (as stored, `pkce_` prefix included) belongs to, with the token's type. */
export async function findByTokenHash(
  db: Executor,
  hash: string,
  types: OneTimeTokenType[],
): Promise<{ user: UserRow; type: OneTimeTokenType } | null> {
  const rows = await db
    .select({ user: authUsers, type: authOneTimeTokens.tokenType })
    .from(authOneTimeTokens)
    .innerJoin(authUsers, eq(authUsers.id, authOneTimeTokens.userId))
    .where(and(eq(authOneTimeTokens.tokenHash, hash), inArray(authOneTimeTokens.tokenType, types), isNull(authUsers.deletedAt)))
    .limit(1);
  const r = rows[0];
  return r ? { user: r.user, type: r.type as OneTimeTokenType } : null;
}

export async function listOneTimeTokens(db: Executor, userId: string): Promise<{ type: OneTimeTokenType; hash: string }[]> {
  const rows = await db
    .select({ type: authOneTimeTokens.tokenType, hash: authOneTimeTokens.tokenHash })
    .from(authOneTimeTokens)
    .where(eq(authOneTimeTokens.userId, userId));
  return rows.map((r) => ({ type: r.type as OneTimeTokenType, hash: r.hash }));
}

// ── flow state (PKCE) ────────────────────────────────────────────────────────────────────────────

/** authentication_method values GoTrue stores (models.AuthenticationMethod). */
export type FlowMethod = "email/signup" | "magiclink" | "recovery" | "email_change" | "invite";

export function flowMethodForType(type: string): FlowMethod | null {
  switch (type) {
    case "signup":
      return "email/signup";
    case "magiclink":
      return "magiclink";
    case "recovery":
      return "recovery";
    case "email_change":
      return "email_change";
    case "invite":
      return "invite";
    default:
      return null;
  }
}

export async function createFlowState(
  db: Executor,
  input: { userId: string; method: FlowMethod; challenge: string; challengeMethod: string; providerType: string },
): Promise<void> {
  const now = new Date();
  // Flow states nobody exchanged (the link was verified by token_hash, or never used) are dead
  // after a day at most; clear the user's old ones so the table does not grow forever.
  await db
    .delete(authFlowState)
    .where(and(eq(authFlowState.userId, input.userId), lt(authFlowState.createdAt, new Date(now.getTime() - 86_400_000))));
  await db.insert(authFlowState).values({
    userId: input.userId,
    authCode: randomUUID(),
    codeChallenge: input.challenge,
    codeChallengeMethod: input.challengeMethod,
    providerType: input.providerType,
    authenticationMethod: input.method,
    createdAt: now,
    updatedAt: now,
  });
}

// ── sessions and tokens ──────────────────────────────────────────────────────────────────────────

export async function sessionAmr(db: Executor, sessionId: string): Promise<AmrEntry[]> {
  const rows = await db
    .select({ method: authMfaAmrClaims.authenticationMethod, at: authMfaAmrClaims.updatedAt })
    .from(authMfaAmrClaims)
    .where(eq(authMfaAmrClaims.sessionId, sessionId))
    .orderBy(desc(authMfaAmrClaims.updatedAt));
  return rows.map((r) => ({ method: r.method, timestamp: Math.floor(r.at.getTime() / 1000) }));
}

export type SessionResponse = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
};

/** Signs an access token for `user` in `sessionId` and wraps it with `refreshToken` as GoTrue's AccessTokenResponse. */
export async function sessionResponse(
  db: Executor,
  opts: { issuer: string; user: UserRow; sessionId: string; refreshToken: string; aal?: "aal1" | "aal2" },
): Promise<SessionResponse> {
  const amr = await sessionAmr(db, opts.sessionId);
  const claims = buildAccessTokenClaims({
    issuer: opts.issuer,
    user: {
      id: opts.user.id,
      aud: opts.user.aud,
      role: opts.user.role,
      email: opts.user.email,
      phone: opts.user.phone,
      appMetadata: opts.user.rawAppMetaData,
      userMetadata: opts.user.rawUserMetaData,
      isAnonymous: opts.user.isAnonymous,
    },
    sessionId: opts.sessionId,
    amr,
    aal: opts.aal,
  });
  const identities = await listIdentities(db, opts.user.id);
  const factors = await listFactors(db, opts.user.id);
  return {
    access_token: await signAccessToken(claims),
    token_type: "bearer",
    expires_in: JWT_EXPIRY_SECONDS,
    expires_at: claims.exp,
    refresh_token: opts.refreshToken,
    user: userJson(opts.user, identities, factors),
  };
}

/**
 * A new session for a user who just proved who they are (password, email link, PKCE): session row,
 * first refresh token, the amr entry, last_sign_in_at, and the user's app profile.
 */
export async function issueSession(
  db: Executor,
  opts: { issuer: string; user: UserRow; method: string; grant: GrantContext; now?: Date },
): Promise<SessionResponse> {
  const now = opts.now ?? new Date();
  const [session] = await db
    .insert(authSessions)
    .values({ userId: opts.user.id, createdAt: now, updatedAt: now, aal: "aal1", ip: opts.grant.ip, userAgent: opts.grant.userAgent })
    .returning({ id: authSessions.id });
  const token = generateRefreshToken();
  await db.insert(authRefreshTokens).values({ token, userId: opts.user.id, sessionId: session!.id, createdAt: now, updatedAt: now });
  await db
    .insert(authMfaAmrClaims)
    .values({ sessionId: session!.id, authenticationMethod: opts.method, createdAt: now, updatedAt: now });
  const [user] = await db
    .update(authUsers)
    .set({ lastSignInAt: now })
    .where(eq(authUsers.id, opts.user.id))
    .returning();
  await db
    .update(authIdentities)
    .set({ lastSignInAt: now })
    .where(and(eq(authIdentities.userId, opts.user.id), eq(authIdentities.provider, "email")));
  await upsertProfile(db, { id: user!.id, email: user!.email ?? "", userMetadata: user!.rawUserMetaData });
  return sessionResponse(db, { issuer: opts.issuer, user: user!, sessionId: session!.id, refreshToken: token });
}

export async function findSession(db: Executor, id: string): Promise<SessionRow | null> {
  const [s] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return s ?? null;
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, id));
}

export async function deleteUserSessions(db: Executor, userId: string, exceptSessionId?: string | null): Promise<void> {
  await db
    .delete(authSessions)
    .where(exceptSessionId ? and(eq(authSessions.userId, userId), ne(authSessions.id, exceptSessionId)) : eq(authSessions.userId, userId));
}

export async function lockRefreshToken(db: Executor, token: string): Promise<RefreshTokenRow | null> {
  const [t] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.token, token)).for("update");
  return t ?? null;
}

export async function activeRefreshToken(db: Executor, sessionId: string): Promise<RefreshTokenRow | null> {
  const [t] = await db
    .select()
    .from(authRefreshTokens)
    .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)))
    .orderBy(desc(authRefreshTokens.id))
    .limit(1);
  return t ?? null;
}

/** Rotation: revokes `parent` and issues its child in the same session. */
export async function swapRefreshToken(db: Executor, parent: RefreshTokenRow, now = new Date()): Promise<string> {
  if (!parent.revoked) {
    await db.update(authRefreshTokens).set({ revoked: true, updatedAt: now }).where(eq(authRefreshTokens.id, parent.id));
  }
  const token = generateRefreshToken();
  await db
    .insert(authRefreshTokens)
    .values({ token, userId: parent.userId, sessionId: parent.sessionId, parent: parent.token, createdAt: now, updatedAt: now });
  return token;
}

/**
 * Reuse detection hit: every token of the session is revoked. updated_at is left alone on purpose —
 * GoTrue bumps it, which would reopen the 10 s reuse window for the very tokens just killed.
 */
export async function revokeTokenFamily(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(authRefreshTokens)
    .set({ revoked: true })
    .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)));
}

// ── JSON ─────────────────────────────────────────────────────────────────────────────────────────

export function identityJson(i: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: i.id,
    id: i.providerId,
    user_id: i.userId,
    identity_data: i.identityData,
    provider: i.provider,
  };
  if (i.lastSignInAt) out.last_sign_in_at = iso(i.lastSignInAt);
  out.created_at = iso(i.createdAt);
  out.updated_at = iso(i.updatedAt);
  const email = i.identityData.email;
  if (typeof email === "string") out.email = email;
  return out;
}

/** GoTrue's factor JSON (models.Factor): the secret never leaves the server. */
export function factorJson(f: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: f.id };
  if (f.friendlyName) out.friendly_name = f.friendlyName;
  out.factor_type = f.factorType;
  out.status = f.status;
  out.created_at = iso(f.createdAt);
  out.updated_at = iso(f.updatedAt);
  out.last_challenged_at = f.lastChallengedAt ? iso(f.lastChallengedAt) : null;
  return out;
}

/** GoTrue's user JSON: `email`/`phone` are "" when absent, null timestamps are omitted, `factors` only when there are some. */
export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { id: u.id, aud: u.aud, role: u.role, email: u.email ?? "" };
  if (u.emailConfirmedAt) out.email_confirmed_at = iso(u.emailConfirmedAt);
  out.phone = u.phone ?? "";
  if (u.phoneConfirmedAt) out.phone_confirmed_at = iso(u.phoneConfirmedAt);
  if (u.confirmationSentAt) out.confirmation_sent_at = iso(u.confirmationSentAt);
  const confirmedAt = u.emailConfirmedAt ?? u.phoneConfirmedAt;
  if (confirmedAt) out.confirmed_at = iso(confirmedAt);
  if (u.recoverySentAt) out.recovery_sent_at = iso(u.recoverySentAt);
  if (u.emailChange) out.new_email = u.emailChange;
  if (u.emailChangeSentAt) out.email_change_sent_at = iso(u.emailChangeSentAt);
  if (u.lastSignInAt) out.last_sign_in_at = iso(u.lastSignInAt);
  out.app_metadata = u.rawAppMetaData;
  out.user_metadata = u.rawUserMetaData;
  out.identities = identities.map(identityJson);
  out.created_at = iso(u.createdAt);
  out.updated_at = iso(u.updatedAt);
  if (factors.length) out.factors = factors.map(factorJson);
  if (u.bannedUntil) out.banned_until = iso(u.bannedUntil);
  out.is_anonymous = u.isAnonymous;
  return out;
}

/**
 * The answer to a signup for an address that already has a confirmed account (confirmation on):
 * a plausible, unrelated user with no identities, so the response does not reveal the account.
 */
export function fakeSignupUser(email: string, data: Record<string, unknown>, aud = "authenticated"): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud,
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
