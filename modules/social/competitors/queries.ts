/** /sm-competitors-list: the tracked profiles (own accounts first) and Brand Basic Data competitors not tracked yet. */
import { asc, desc, eq, sql } from "drizzle-orm";
import { brandData, socialMedia, socialProfiles, type SocialNetwork } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getSocialConnectionsView, type SocialConnectionView } from "../connect/connection";
import { guessHandle } from "./handles";

export type TrackedProfile = {
  id: string;
  network: SocialNetwork;
  handle: string;
  displayName: string;
  isOwn: boolean;
  competitorName: string | null;
  followers: number | null;
  mediaCount: number | null;
  storedPosts: number;
  refreshSchedule: "daily" | "weekly" | "manual";
  lastFetchedAt: Date | null;
  lastStatus: "ok" | "error" | "running" | null;
  lastError: string | null;
  lastSource: "api" | "import" | null;
};

export type CompetitorSuggestion = { name: string; domain: string | null; instagram: string; linkedin: string };

export type CompetitorsPage = { profiles: TrackedProfile[]; suggestions: CompetitorSuggestion[]; connections: SocialConnectionView[] };

export async function getCompetitorsPage(scope: BrandScope): Promise<CompetitorsPage> {
  const [profiles, competitors, connections] = await Promise.all([
    withScope(scope, (tx) =>
      tx
        .select({
          id: socialProfiles.id,
          network: socialProfiles.network,
          handle: socialProfiles.handle,
          displayName: socialProfiles.displayName,
          isOwn: socialProfiles.isOwn,
          competitorName: socialProfiles.competitorName,
          followers: socialProfiles.followers,
          mediaCount: socialProfiles.mediaCount,
          refreshSchedule: socialProfiles.refreshSchedule,
          lastFetchedAt: socialProfiles.lastFetchedAt,
          lastStatus: socialProfiles.lastStatus,
          lastError: socialProfiles.lastError,
          lastSource: socialProfiles.lastSource,
          // Written out: inside the sub-select drizzle would render the outer column unqualified (m.id).
          storedPosts: sql<number>`(select count(*)::int from ${socialMedia} m where m.profile_id = "social_profiles"."id")`,
        })
        .from(socialProfiles)
        .where(eq(socialProfiles.brandId, scope.brandId))
        .orderBy(desc(socialProfiles.isOwn), asc(socialProfiles.network), asc(socialProfiles.handle)),
    ),
    withScope(scope, async (tx) => {
      const [row] = await tx.select({ competitors: brandData.competitors }).from(brandData).where(eq(brandData.brandId, scope.brandId)).limit(1);
      return row?.competitors ?? [];
    }),
    getSocialConnectionsView(scope),
  ]);
  const tracked = new Set(profiles.map((p) => p.competitorName?.toLowerCase()).filter(Boolean));
  const suggestions = competitors
    .filter((c) => !tracked.has(c.name.toLowerCase()))
    .map((c) => ({ name: c.name, domain: c.domain ?? null, instagram: guessHandle("instagram", c.domain, c.name), linkedin: guessHandle("linkedin", c.domain, c.name) }));
  return { profiles, suggestions, connections };
}
