/**
 * A follower count typed in for a profile the brand has no API reading of (a competitor known only
 * from a CSV export): it normalises the comparisons per 1k followers. Stored on the profile and as
 * today's snapshot, like a refresh would.
 */
import { and, eq } from "drizzle-orm";
import { socialProfiles, socialProfileSnapshots } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";

export async function setProfileFollowers(scope: BrandScope, profileId: string, followers: number, today = new Date()): Promise<{ followers: number }> {
  return withScope(scope, async (tx) => {
    const [p] = await tx
      .select({ id: socialProfiles.id, handle: socialProfiles.handle, lastSource: socialProfiles.lastSource })
      .from(socialProfiles)
      .where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.brandId, scope.brandId)));
    if (!p) throw new NotFoundError();
    if (p.lastSource === "api") throw new ActionError(`@${p.handle}'s follower count comes from the connected account and refreshes on its own.`);
    await tx.update(socialProfiles).set({ followers, updatedAt: new Date() }).where(and(eq(socialProfiles.id, p.id), eq(socialProfiles.brandId, scope.brandId)));
    await tx
      .insert(socialProfileSnapshots)
      .values({ brandId: scope.brandId, profileId: p.id, takenOn: today.toISOString().slice(0, 10), followers })
      .onConflictDoUpdate({ target: [socialProfileSnapshots.profileId, socialProfileSnapshots.takenOn], set: { followers } });
    await logScopeActivity(tx, scope, "social_profile_followers_set", `Set @${p.handle}'s followers to ${followers.toLocaleString("en")}`, { profileId: p.id, followers });
    return { followers };
  });
}
