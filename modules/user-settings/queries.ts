import { and, desc, eq } from "drizzle-orm";
import { authMfaFactors, authSessions, authUsers, profiles } from "@/db/schema";
import { remainingRecoveryCodes, replaceRecoveryCodes } from "@/lib/auth/recovery-codes";
import { userAal } from "@/lib/auth/session";
import type { AuthUser } from "@/lib/auth/types";
import { withUserTx } from "@/lib/brand-scope";
import { readUserFile } from "@/lib/storage";
import { asSystem } from "@/lib/system";
import { isBuiltInAuth } from "@/lib/supabase/config";
import { createClient } from "@/lib/supabase/server";
import type { Theme } from "./inputs";
import { describeUserAgent } from "./user-agent";

export type UserSettings = {
  email: string;
  fullName: string;
  avatarUrl: string | null;
  theme: Theme;
  /** An email change waiting for its confirmation link, if any. */
  pendingEmail: string | null;
  authMode: "builtin" | "hosted";
};

export async function getUserSettings(user: AuthUser): Promise<UserSettings> {
  const [profile] = await withUserTx(user, (tx) =>
    tx.select({ email: profiles.email, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl, theme: profiles.theme }).from(profiles).where(eq(profiles.id, user.id)),
  );
  return {
    email: profile?.email ?? user.email,
    fullName: profile?.fullName ?? user.fullName ?? "",
    avatarUrl: profile?.avatarUrl ?? user.avatarUrl,
    theme: profile?.theme ?? "system",
    pendingEmail: await pendingEmailChange(user),
    authMode: isBuiltInAuth() ? "builtin" : "hosted",
  };
}

async function pendingEmailChange(user: AuthUser): Promise<string | null> {
  if (isBuiltInAuth()) {
    // The auth tables are not reachable as growth_app; the filter by the signed-in id is the wall here.
    const [row] = await asSystem("own pending email change: auth tables are not exposed to growth_app", (db) =>
      db.select({ emailChange: authUsers.emailChange }).from(authUsers).where(eq(authUsers.id, user.id)),
    );
    return row?.emailChange || null;
  }
  const { data } = await (await createClient()).auth.getUser();
  return data.user?.new_email ?? null;
}

export type ActiveSession = {
  id: string;
  current: boolean;
  browser: string;
  os: string;
  mobile: boolean;
  ip: string | null;
  createdAt: string;
  lastActiveAt: string;
};

/**
 * The signed-in user's sessions in built-in mode (null in hosted mode, where Supabase keeps them).
 * Read with the system handle — local_auth is not exposed to growth_app — and filtered by the
 * verified user id, so nobody ever sees another person's sessions.
 */
export async function listSessions(user: AuthUser): Promise<ActiveSession[] | null> {
  if (!isBuiltInAuth()) return null;
  const rows = await asSystem("own sessions: auth tables are not exposed to growth_app", (db) =>
    db
      .select({
        id: authSessions.id,
        createdAt: authSessions.createdAt,
        updatedAt: authSessions.updatedAt,
        refreshedAt: authSessions.refreshedAt,
        notAfter: authSessions.notAfter,
        userAgent: authSessions.userAgent,
        ip: authSessions.ip,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id))
      .orderBy(desc(authSessions.updatedAt)),
  );
  const now = Date.now();
  return rows
    .filter((r) => !r.notAfter || r.notAfter.getTime() > now)
    .map((r) => {
      const last = [r.refreshedAt, r.updatedAt, r.createdAt].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0]!;
      return {
        id: r.id,
        current: r.id === user.sessionId,
        ...describeUserAgent(r.userAgent),
        ip: r.ip,
        createdAt: r.createdAt.toISOString(),
        lastActiveAt: last.toISOString(),
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Deletes one of the user's own sessions (built-in mode); false when it was not theirs or is gone. */
export async function deleteOwnSession(user: AuthUser, sessionId: string): Promise<boolean> {
  const rows = await asSystem("sign out own session: auth tables are not exposed to growth_app", (db) =>
    db
      .delete(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, user.id)))
      .returning({ id: authSessions.id }),
  );
  return rows.length > 0;
}

/** Whether `password` is the user's current password (built-in mode; the auth table is system-only). */
export async function verifyCurrentPasswordBuiltIn(user: AuthUser, password: string): Promise<boolean> {
  const { verifyPassword } = await import("@/lib/auth/endpoint/password");
  const [row] = await asSystem("verify own password: auth tables are not exposed to growth_app", (db) =>
    db.select({ hash: authUsers.encryptedPassword }).from(authUsers).where(eq(authUsers.id, user.id)),
  );
  return verifyPassword(password, row?.hash);
}

/** `userId`'s avatar as `viewer` may see it (themselves, or someone who shares a brand with them); else null. */
export function getAvatar(viewer: Pick<AuthUser, "id" | "claims">, userId: string) {
  return readUserFile(viewer, userId, "avatar");
}

export type TwoFactorFactor = { id: string; friendlyName: string; createdAt: string };
export type TwoFactorStatus = {
  /** Verified TOTP factors (authenticator apps). */
  factors: TwoFactorFactor[];
  /** Unused recovery codes; null where they do not exist (hosted Supabase has none). */
  recoveryCodesLeft: number | null;
};

/** The signed-in person's authenticator apps and how many recovery codes they have left. */
export async function getTwoFactorStatus(user: AuthUser): Promise<TwoFactorStatus> {
  if (!isBuiltInAuth()) {
    const { data } = await (await createClient()).auth.mfa.listFactors();
    const factors = (data?.totp ?? []).map((f) => ({ id: f.id, friendlyName: f.friendly_name ?? "Authenticator app", createdAt: f.created_at }));
    return { factors, recoveryCodesLeft: null };
  }
  return asSystem("own MFA factors: auth tables are not exposed to growth_app", async (db) => {
    const rows = await db
      .select({ id: authMfaFactors.id, friendlyName: authMfaFactors.friendlyName, createdAt: authMfaFactors.createdAt })
      .from(authMfaFactors)
      .where(and(eq(authMfaFactors.userId, user.id), eq(authMfaFactors.status, "verified")))
      .orderBy(authMfaFactors.createdAt);
    return {
      factors: rows.map((r) => ({ id: r.id, friendlyName: r.friendlyName || "Authenticator app", createdAt: r.createdAt.toISOString() })),
      recoveryCodesLeft: rows.length ? await remainingRecoveryCodes(db, user.id) : 0,
    };
  });
}

/** New recovery codes for a person at aal2 with a verified factor (built-in auth only); null when they may not have any. */
export async function regenerateOwnRecoveryCodes(user: AuthUser): Promise<string[] | null> {
  if (!isBuiltInAuth() || userAal(user) !== "aal2") return null;
  return asSystem("own MFA recovery codes: auth tables are not exposed to growth_app", async (db) => {
    const [factor] = await db
      .select({ id: authMfaFactors.id })
      .from(authMfaFactors)
      .where(and(eq(authMfaFactors.userId, user.id), eq(authMfaFactors.status, "verified")))
      .limit(1);
    return factor ? replaceRecoveryCodes(db, user.id) : null;
  });
}
