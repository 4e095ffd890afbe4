/**
 * Who is signed in, for Server Components, Route Handlers and Server Actions. Never trusts the
 * session cookie's `user`: the access token is verified (sessionClaims(): ES256 signature, expiry), and in built-in mode its session must still exist, so a token of a signed-out
 * session is refused although it has not expired. One verification per request (React cache).
 */
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { and, eq, exists, sql } from "drizzle-orm";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getDb } from "@/db/client";
import { authMfaFactors, authSessions } from "@/db/schema";
import { sessionClaims } from "@/lib/auth/claims";
import { profileFields, upsertProfile } from "@/lib/auth/profiles";
import type { AuthUser } from "@/lib/auth/types";
import { isBuiltInAuth } from "@/lib/supabase/config";
import { createClient } from "@/lib/supabase/server";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const g = globalThis as unknown as { __growthHostedProfiles?: Set<string> };

/** Hosted mode has no endpoint of ours to create profiles: the first verified request per process does. */
async function ensureHostedProfile(id: string, email: string, userMetadata: Record<string, unknown>): Promise<void> {
  const done = (g.__growthHostedProfiles ??= new Set());
  if (done.has(id)) return;
  await upsertProfile(getDb(), { id, email, userMetadata });
  done.add(id);
}

/** The verified user of a server-side Supabase client's session, or null. */
export async function userFromSupabase(supabase: SupabaseClient): Promise<AuthUser | null> {
  const builtIn = isBuiltInAuth();
  const claims = await sessionClaims(supabase);
  if (!claims) return null;
  const sub = claims.sub;
  if (typeof sub !== "string" || !UUID_RE.test(sub) || claims.role !== "authenticated") return null;
  const sessionId = typeof claims.session_id === "string" && UUID_RE.test(claims.session_id) ? claims.session_id : null;
  const email = typeof claims.email === "string" ? claims.email : "";
  const userMetadata = (claims.user_metadata ?? {}) as Record<string, unknown>;

  if (builtIn) {
    if (!sessionId) return null;
    const db = getDb();
    const [live] = await db
      .select({
        aal: authSessions.aal,
        hasFactor: exists(
          db
            .select({ one: sql`1` })
            .from(authMfaFactors)
            .where(and(eq(authMfaFactors.userId, authSessions.userId), eq(authMfaFactors.status, "verified"))),
        ),
      })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, sub)))
      .limit(1);
    if (!live) return null;
    // Password (or link) done, second factor not yet: the session exists only to answer the code
    // step on /auth. Pages, actions and the proxy treat it as signed out until it reaches aal2.
    if (live.hasFactor && live.aal !== "aal2") return null;
  } else {
    await ensureHostedProfile(sub, email, userMetadata);
  }

  const { fullName, avatarUrl } = profileFields(userMetadata);
  return { id: sub, email, fullName, avatarUrl, sessionId, claims: { ...claims, sub } };
}

export const getCurrentUser = cache(async (): Promise<AuthUser | null> => userFromSupabase(await createClient()));

/** A same-site path only; anything else would turn /auth?next= into an open redirect. */
function safePath(raw: string | null): string | null {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  return raw;
}

/** The signed-in user, or a redirect to /auth?next=<current path> (path from the proxy's x-pathname). */
export const requireUser = cache(async (): Promise<AuthUser> => {
  const user = await getCurrentUser();
  if (user) return user;
  const path = safePath((await headers()).get("x-pathname"));
  redirect(path ? `/auth?next=${encodeURIComponent(path)}` : "/auth");
});

/** Authenticator assurance level of a session: aal1 = one factor (password, link), aal2 = plus a verified MFA factor. */
export type Aal = "aal1" | "aal2";

/**
 * The assurance level of a verified user's access token (its `aal` claim). Anything other than
 * "aal2" counts as aal1, so a token without the claim never passes a two-factor requirement.
 */
export function userAal(user: Pick<AuthUser, "claims">): Aal {
  return user.claims.aal === "aal2" ? "aal2" : "aal1";
}

/** The current request's assurance level, or null when nobody is signed in. */
export const getCurrentAal = cache(async (): Promise<Aal | null> => {
  const user = await getCurrentUser();
  return user ? userAal(user) : null;
});
