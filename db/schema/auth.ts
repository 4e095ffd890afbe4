/**
 * Tables of the built-in Supabase-compatible auth endpoint. Column names follow Supabase's `auth`
 * schema so a deployment can copy its users to hosted Supabase; they live in a schema of our own
 * (`local_auth`) so that on a Supabase database our migrations never touch Supabase's `auth`.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export const localAuth = pgSchema("local_auth");

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const authUsers = localAuth.table(
  "users",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    aud: varchar("aud", { length: 255 }).notNull().default("authenticated"),
    role: varchar("role", { length: 255 }).notNull().default("authenticated"),
    email: varchar("email", { length: 255 }),
    encryptedPassword: varchar("encrypted_password", { length: 255 }),
    emailConfirmedAt: ts("email_confirmed_at"),
    confirmationToken: varchar("confirmation_token", { length: 255 }),
    confirmationSentAt: ts("confirmation_sent_at"),
    recoveryToken: varchar("recovery_token", { length: 255 }),
    recoverySentAt: ts("recovery_sent_at"),
    emailChange: varchar("email_change", { length: 255 }),
    emailChangeSentAt: ts("email_change_sent_at"),
    /** sha224 hash of the reauthentication nonce (GET /reauthenticate), as GoTrue stores it. */
    reauthenticationToken: varchar("reauthentication_token", { length: 255 }),
    reauthenticationSentAt: ts("reauthentication_sent_at"),
    lastSignInAt: ts("last_sign_in_at"),
    rawAppMetaData: jsonb("raw_app_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    rawUserMetaData: jsonb("raw_user_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    phone: text("phone"),
    phoneConfirmedAt: ts("phone_confirmed_at"),
    bannedUntil: ts("banned_until"),
    deletedAt: ts("deleted_at"),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

export const authIdentities = localAuth.table(
  "identities",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    identityData: jsonb("identity_data").$type<Record<string, unknown>>().notNull(),
    provider: text("provider").notNull(),
    lastSignInAt: ts("last_sign_in_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("identities_provider_id_provider_unique").on(t.providerId, t.provider), index("identities_user_id_idx").on(t.userId)],
);

export const authSessions = localAuth.table(
  "sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    aal: text("aal").notNull().default("aal1"),
    /** The MFA factor that raised the session to aal2; removing that factor drops the session to aal1. */
    factorId: uuid("factor_id"),
    notAfter: ts("not_after"),
    refreshedAt: ts("refreshed_at"),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const authRefreshTokens = localAuth.table(
  "refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    token: varchar("token", { length: 255 }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    revoked: boolean("revoked").notNull().default(false),
    parent: varchar("parent", { length: 255 }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_unique").on(t.token),
    index("refresh_tokens_session_id_revoked_idx").on(t.sessionId, t.revoked),
    index("refresh_tokens_parent_idx").on(t.parent),
  ],
);

export const authOneTimeTokens = localAuth.table(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** confirmation_token | recovery_token | email_change_token_new | reauthentication_token */
    tokenType: text("token_type").notNull(),
    tokenHash: text("token_hash").notNull(),
    relatesTo: text("relates_to").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("one_time_tokens_token_hash_idx").on(t.tokenHash),
    uniqueIndex("one_time_tokens_user_id_token_type_key").on(t.userId, t.tokenType),
  ],
);

/** PKCE flow state: the code challenge a later /token?grant_type=pkce must answer (300 s). */
export const authFlowState = localAuth.table(
  "flow_state",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id").references(() => authUsers.id, { onDelete: "cascade" }),
    authCode: text("auth_code").notNull(),
    codeChallengeMethod: text("code_challenge_method").notNull(),
    codeChallenge: text("code_challenge").notNull(),
    providerType: text("provider_type").notNull(),
    authenticationMethod: text("authentication_method").notNull(),
    /** Set when GET /verify hands out the auth code; the 300 s exchange window starts then. */
    authCodeIssuedAt: ts("auth_code_issued_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("flow_state_auth_code_idx").on(t.authCode), index("flow_state_user_id_idx").on(t.userId)],
);

/**
 * How a session was authenticated (Supabase's `auth.mfa_amr_claims`): the `amr` claim of every
 * access token of the session, refreshes included, is read from here.
 */
export const authMfaAmrClaims = localAuth.table(
  "mfa_amr_claims",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    authenticationMethod: text("authentication_method").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mfa_amr_claims_session_id_authentication_method_pkey").on(t.sessionId, t.authenticationMethod)],
);

/** Mails the built-in endpoint would send when no SMTP is configured (the local mailbox). */
export const authMailbox = localAuth.table(
  "mailbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("mailbox_to_created_idx").on(t.toAddress, t.createdAt)],
);

/**
 * MFA factors (Supabase's `auth.mfa_factors`). Only TOTP is served. `secret` is sealed with the
 * app's encryption key (lib/crypto/secret-box, associated data = the factor id), never plain.
 */
export const authMfaFactors = localAuth.table(
  "mfa_factors",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    friendlyName: text("friendly_name"),
    /** totp (phone and webauthn are not offered by the built-in endpoint) */
    factorType: text("factor_type").notNull(),
    /** unverified | verified */
    status: text("status").notNull(),
    secret: text("secret"),
    phone: text("phone"),
    lastChallengedAt: ts("last_challenged_at"),
    /**
     * Ours (GoTrue has no such column): the RFC 6238 time step of the last accepted code, so one
     * code cannot be used twice, not even within its ±30 s window.
     */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("mfa_factors_user_id_idx").on(t.userId, t.createdAt),
    uniqueIndex("mfa_factors_user_friendly_name_unique").on(t.friendlyName, t.userId).where(sql`trim(${t.friendlyName}) <> ''`),
  ],
);

/** One challenge of a factor (Supabase's `auth.mfa_challenges`): verifiable once, from the address that created it, for 300 s. */
export const authMfaChallenges = localAuth.table(
  "mfa_challenges",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    factorId: uuid("factor_id")
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    verifiedAt: ts("verified_at"),
    ipAddress: text("ip_address").notNull(),
  },
  (t) => [index("mfa_challenges_factor_id_idx").on(t.factorId), index("mfa_challenges_created_at_idx").on(t.createdAt)],
);

/**
 * Recovery codes — an app-level addition (GoTrue has none): ten single-use codes per user, stored
 * as salted SHA-256 hashes, accepted by POST /factors/{id}/verify instead of a TOTP code.
 */
export const authMfaRecoveryCodes = localAuth.table(
  "mfa_recovery_codes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("mfa_recovery_codes_user_id_idx").on(t.userId)],
);

/**
 * Throttles of the endpoint that must hold across app instances (issue #27): per-account sign-in
 * backoff (`signin:<email>`) and the per-address mail gap (`mail:<kind>:<email>`). One row per key;
 * `blocked_until` is compared with the database's clock, so instances with skewed clocks agree.
 * Keys of unknown addresses are stored the same way as known ones (no account enumeration).
 */
export const authThrottles = localAuth.table(
  "throttles",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    blockedUntil: ts("blocked_until"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("throttles_updated_idx").on(t.updatedAt)],
);
