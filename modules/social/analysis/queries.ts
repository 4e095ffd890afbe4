/**
 * The analysis pages' reads: the brand's tracked profiles on a network (its own first), one
 * profile's analysis, and several profiles side by side. Every read is scoped to the brand; a
 * profile id of another brand reads as absent.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { sampleRows, socialMedia, socialProfiles, socialProfileSnapshots, type SocialNetwork } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { weeklySeries, postsPerWeek } from "./metrics/cadence";
import { leaderDifferences, leaderOf, summariseProfile, type Leader, type ProfileSummary } from "./metrics/compare";
import { formatMix, hashtagLift, topicLift, type FormatStat, type LiftStat } from "./metrics/content";
import { engagementRateByFollowers, engagementRateByReach, interactionsPerPost, topAndBottomPosts, type RankedPost } from "./metrics/engagement";
import { postingTimes, type Timing } from "./metrics/timing";
import type { MetricPost, Sampled } from "./metrics/types";

export type TrackedProfile = {
  id: string;
  network: SocialNetwork;
  handle: string;
  displayName: string;
  isOwn: boolean;
  followers: number | null;
  lastSource: "api" | "import" | null;
  posts: number;
  lastPostAt: Date | null;
  /** Made by the sample-data seed (shown as "Sample data"). */
  sample: boolean;
};

/** The outer row's id inside correlated subqueries (a bare column would bind to the subquery's own table). */
const profileIdCol = sql`${sql.identifier("social_profiles")}.${sql.identifier("id")}`;

export async function listTrackedProfiles(scope: BrandScope, network: SocialNetwork): Promise<TrackedProfile[]> {
  return withScope(scope, (tx) =>
    tx
      .select({
        id: socialProfiles.id,
        network: socialProfiles.network,
        handle: socialProfiles.handle,
        displayName: socialProfiles.displayName,
        isOwn: socialProfiles.isOwn,
        followers: socialProfiles.followers,
        lastSource: socialProfiles.lastSource,
        posts: sql<number>`(select count(*)::int from ${socialMedia} m where m.profile_id = ${profileIdCol} and m.brand_id = ${scope.brandId})`,
        lastPostAt: sql<Date | null>`(select max(m.published_at) from ${socialMedia} m where m.profile_id = ${profileIdCol} and m.brand_id = ${scope.brandId})`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
        sample: sql<boolean>`exists (select 1 from ${sampleRows} s where s.brand_id = ${scope.brandId} and s.table_name = 'social_profiles' and s.row_id = ${profileIdCol})`,
      })
      .from(socialProfiles)
      .where(and(eq(socialProfiles.brandId, scope.brandId), eq(socialProfiles.network, network)))
      .orderBy(desc(socialProfiles.isOwn), asc(socialProfiles.handle)),
  );
}

async function loadPosts(scope: BrandScope, profileIds: string[]): Promise<Map<string, MetricPost[]>> {
  const rows = profileIds.length
    ? await withScope(scope, (tx) =>
        tx
          .select({
            profileId: socialMedia.profileId,
            id: socialMedia.id,
            mediaType: socialMedia.mediaType,
            caption: socialMedia.caption,
            hashtags: socialMedia.hashtags,
            publishedAt: socialMedia.publishedAt,
            permalink: socialMedia.permalink,
            likes: socialMedia.likes,
            comments: socialMedia.comments,
            shares: socialMedia.shares,
            saves: socialMedia.saves,
            reach: socialMedia.reach,
          })
          .from(socialMedia)
          .where(and(eq(socialMedia.brandId, scope.brandId), inArray(socialMedia.profileId, profileIds)))
          .orderBy(asc(socialMedia.publishedAt)),
      )
    : [];
  const out = new Map<string, MetricPost[]>(profileIds.map((id) => [id, []]));
  for (const { profileId, ...p } of rows) out.get(profileId)?.push(p);
  return out;
}

export type ProfileAnalysis = {
  profile: TrackedProfile;
  sources: string[];
  followers: { day: string; followers: number }[];
  weekly: { week: string; posts: number }[];
  postsPerWeek: { value: number | null; weeks: number };
  interactionsPerPost: Sampled;
  rateByFollowers: Sampled;
  rateByReach: Sampled;
  postsWithoutCounts: number;
  formats: FormatStat[];
  timing: Timing;
  top: RankedPost[];
  bottom: RankedPost[];
  hashtags: LiftStat[];
  topics: LiftStat[];
};

/** One profile's analysis, or null when the brand tracks no such profile. Times are read in UTC. */
export async function getProfileAnalysis(scope: BrandScope, profileId: string, network: SocialNetwork): Promise<ProfileAnalysis | null> {
  const profile = (await listTrackedProfiles(scope, network)).find((p) => p.id === profileId);
  if (!profile) return null;
  const [posts, snaps, sources] = await Promise.all([
    loadPosts(scope, [profile.id]).then((m) => m.get(profile.id) ?? []),
    withScope(scope, (tx) =>
      tx
        .select({ day: socialProfileSnapshots.takenOn, followers: socialProfileSnapshots.followers })
        .from(socialProfileSnapshots)
        .where(and(eq(socialProfileSnapshots.brandId, scope.brandId), eq(socialProfileSnapshots.profileId, profile.id)))
        .orderBy(asc(socialProfileSnapshots.takenOn)),
    ),
    withScope(scope, (tx) =>
      tx
        .selectDistinct({ label: socialMedia.sourceLabel })
        .from(socialMedia)
        .where(and(eq(socialMedia.brandId, scope.brandId), eq(socialMedia.profileId, profile.id))),
    ),
  ]);
  const { top, bottom } = topAndBottomPosts(posts, 5);
  return {
    profile,
    sources: sources.map((s) => s.label).filter(Boolean).sort(),
    followers: snaps.filter((s): s is { day: string; followers: number } => s.followers !== null),
    weekly: weeklySeries(posts),
    postsPerWeek: postsPerWeek(posts),
    interactionsPerPost: interactionsPerPost(posts),
    rateByFollowers: engagementRateByFollowers(posts, profile.followers),
    rateByReach: engagementRateByReach(posts),
    postsWithoutCounts: posts.filter((p) => p.likes === null && p.comments === null && p.shares === null && p.saves === null).length,
    formats: formatMix(posts),
    timing: postingTimes(posts, "UTC"),
    top,
    bottom,
    hashtags: hashtagLift(posts),
    topics: topicLift(posts),
  };
}

/** `leader`: the best of all; `rival`: the best of the competitors, whom the differences are about. */
export type Comparison = { profiles: ProfileSummary[]; own: ProfileSummary | null; leader: Leader | null; rival: Leader | null; differences: string[] };

/** The chosen profiles (ids the brand does not track are left out) side by side, normalised. */
export async function getComparison(scope: BrandScope, network: SocialNetwork, profileIds: string[]): Promise<Comparison> {
  const tracked = (await listTrackedProfiles(scope, network)).filter((p) => profileIds.includes(p.id));
  const posts = await loadPosts(scope, tracked.map((p) => p.id));
  const profiles = tracked.map((p) => summariseProfile({ id: p.id, handle: p.handle, isOwn: p.isOwn, followers: p.followers, posts: posts.get(p.id) ?? [] }));
  const own = profiles.find((p) => p.isOwn) ?? null;
  const leader = leaderOf(profiles);
  const rival = own ? leaderOf(profiles, { excludeId: own.id }) : null;
  return { profiles, own, leader, rival, differences: own ? leaderDifferences(own, rival) : [] };
}
