/**
 * Keeps public.profiles in step with the auth user, so every signed-in person has the row that
 * brand tables reference. Runs as the system role (the caller's executor is the owner connection),
 * never through RLS: a user who has no profile yet could not insert one as growth_app anyway.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { profiles } from "@/db/schema";

function str(v: unknown): string | null {
  return typeof v === "string" && v.trim() ? v.trim() : null;
}

/** full_name / avatar_url as Supabase providers write them (email signup, Google: name, picture). */
export function profileFields(userMetadata: Record<string, unknown>): { fullName: string | null; avatarUrl: string | null } {
  return {
    fullName: str(userMetadata.full_name) ?? str(userMetadata.name),
    avatarUrl: str(userMetadata.avatar_url) ?? str(userMetadata.picture),
  };
}

/**
 * Insert, or refresh email and the metadata-derived fields. With `authoritative` (the user just
 * changed their metadata) a removed name or avatar is cleared; otherwise (a sign-in) missing
 * metadata never wipes what the profile already holds, e.g. a name edited in the app.
 */
export async function upsertProfile(
  db: Executor,
  user: { id: string; email: string; userMetadata: Record<string, unknown> },
  opts: { authoritative?: boolean } = {},
): Promise<void> {
  const { fullName, avatarUrl } = profileFields(user.userMetadata);
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, fullName, avatarUrl })
    .onConflictDoUpdate({
      target: profiles.id,
      set: opts.authoritative
        ? { email: user.email, fullName, avatarUrl, updatedAt: new Date() }
        : {
            email: user.email,
            fullName: sql`coalesce(excluded.full_name, ${profiles.fullName})`,
            avatarUrl: sql`coalesce(excluded.avatar_url, ${profiles.avatarUrl})`,
            updatedAt: new Date(),
          },
    });
}
