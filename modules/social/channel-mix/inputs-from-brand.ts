/**
 * What the Channel Mix model reads for one brand: the onboarding questionnaire (business model,
 * audience, goals, channels, team hours), the personas (table and Brand Basic Data list), and its
 * own tracked profiles' last 90 days (followers then and now, posts and their engagement).
 */
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { personas, socialMedia, socialProfiles, socialProfileSnapshots } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getBrandProfile } from "@/modules/brand-setup/queries";
import { getQuestionnaire } from "@/modules/questionnaire/queries";
import { engagementRate, parseTeamHours, type MixInputs, type MixNetwork, type NetworkResults } from "./score";

const text = (v: string | string[] | undefined): string => (Array.isArray(v) ? v.join("\n") : (v ?? ""));

const WINDOW_DAYS = 90;

export async function gatherMixInputs(scope: BrandScope, now = new Date()): Promise<MixInputs> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const [questionnaire, profile, stored] = await Promise.all([
    getQuestionnaire(scope),
    getBrandProfile(scope),
    withScope(scope, async (tx) => {
      const people = await tx.select({ name: personas.name, profile: personas.profile }).from(personas).where(eq(personas.brandId, scope.brandId));
      const own = await tx
        .select({ id: socialProfiles.id, network: socialProfiles.network, followers: socialProfiles.followers })
        .from(socialProfiles)
        .where(and(eq(socialProfiles.brandId, scope.brandId), eq(socialProfiles.isOwn, true)))
        .orderBy(sql`${socialProfiles.followers} desc nulls last`);
      const results: Partial<Record<MixNetwork, NetworkResults>> = {};
      for (const p of own) {
        // Several own profiles on one network (a second brand account): the largest one speaks for it.
        if (results[p.network]) continue;
        const [first] = await tx
          .select({ followers: socialProfileSnapshots.followers })
          .from(socialProfileSnapshots)
          .where(and(eq(socialProfileSnapshots.brandId, scope.brandId), eq(socialProfileSnapshots.profileId, p.id), gte(socialProfileSnapshots.takenOn, since.toISOString().slice(0, 10))))
          .orderBy(asc(socialProfileSnapshots.takenOn))
          .limit(1);
        const [last] = await tx
          .select({ followers: socialProfileSnapshots.followers })
          .from(socialProfileSnapshots)
          .where(and(eq(socialProfileSnapshots.brandId, scope.brandId), eq(socialProfileSnapshots.profileId, p.id)))
          .orderBy(desc(socialProfileSnapshots.takenOn))
          .limit(1);
        const posts = await tx
          .select({ likes: socialMedia.likes, comments: socialMedia.comments, shares: socialMedia.shares, saves: socialMedia.saves })
          .from(socialMedia)
          .where(and(eq(socialMedia.brandId, scope.brandId), eq(socialMedia.profileId, p.id), gte(socialMedia.publishedAt, since)));
        const followers = p.followers ?? last?.followers ?? null;
        const before = first?.followers ?? null;
        results[p.network] = { followers, followersBefore: before, posts: posts.length, engagementRate: engagementRate(posts, followers) };
      }
      return { people, results };
    }),
  ]);
  const a = questionnaire.answers;
  const personaText = [...stored.people.map((p) => `${p.name} ${JSON.stringify(p.profile)}`), ...(profile?.lists.personas ?? [])].join("\n");
  return {
    businessModel: text(a.offer?.business_model) || null,
    audience: [text(a.audience?.primary_audience), text(a.audience?.pain_points), personaText, profile?.industry ?? ""].filter(Boolean).join("\n"),
    goals: [text(a.goals?.goals), text(a.goals?.kpis)].filter(Boolean).join("\n"),
    currentChannels: Array.isArray(a.channels?.current_channels) ? a.channels.current_channels : text(a.channels?.current_channels).split(/\n|,/).map((s) => s.trim()).filter(Boolean),
    bestChannel: text(a.channels?.best_channel),
    channelsToExplore: text(a.channels?.channels_to_explore),
    teamHours: parseTeamHours(text(a.budget?.team_capacity)),
    results: stored.results,
  };
}
