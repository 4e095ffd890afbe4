/**
 * One refresh of a tracked profile (the `social.refresh` job): read it from its network and store
 * what came back — the profile's counts, today's snapshot (the latest reading of the day wins) and
 * its posts (one row per external id, updated in place) — then its last status.
 * - Instagram, own account: the account's fields, its media (cursor paging) and each recent media's
 *   insights, with the brand's connection; a competitor: business_discovery through that connection.
 * - LinkedIn, own page: follower count (networkSizes), posts by the organisation and their share
 *   statistics; a competitor: the organisation by vanity name and its follower count.
 * Every write is an upsert on a unique key, so a run cut short and run again stores each thing once.
 */
import { and, eq, sql } from "drizzle-orm";
import { socialMedia, socialProfileSnapshots, socialProfiles } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { OutboundClient } from "@/lib/http";
import { socialAccessToken, recordConnectionError } from "./connect/connection";
import type { SocialFailure, SocialResult } from "./providers/call";
import { linkedInConfig, metaConfig, NETWORK_NAME } from "./providers/config";
import { linkedInFollowers, linkedInOrganizationByVanity, linkedInPosts, linkedInShareStatistics } from "./providers/linkedin";
import { instagramAccount, instagramDiscovery, instagramMedia, instagramMediaInsights } from "./providers/meta";
import type { MediaReading, ProfileReading } from "./providers/shared";

/** Insights are one call per media: the newest ones change, older ones keep their last reading. */
const INSIGHTS_FOR_NEWEST = 25;

type Profile = typeof socialProfiles.$inferSelect;
type Reading = { profile: Partial<ProfileReading>; media: MediaReading[]; source: string };

export type RefreshOutcome = { ok: true; media: number } | { ok: false; failure: SocialFailure };

async function readInstagram(scope: BrandScope, p: Profile, ctx: { scope: BrandScope; jobId?: string | null; client?: OutboundClient }): Promise<SocialResult<Reading>> {
  const access = await socialAccessToken(scope, "instagram", ctx);
  if (!access.ok) {
    const why = access.failure.notConnected && !p.isOwn ? `${access.failure.message} Competitors' Instagram data is read through the brand's own connected professional account (business_discovery).` : access.failure.message;
    return { ok: false, failure: { ...access.failure, message: why } };
  }
  const config = metaConfig()!;
  const { accessToken, accountId } = access.value;
  if (p.isOwn) {
    const account = await instagramAccount(config, ctx, accessToken, accountId);
    if (!account.ok) return account;
    const media = await instagramMedia(config, ctx, accessToken, accountId);
    if (!media.ok) return media;
    for (const m of media.value.slice(0, INSIGHTS_FOR_NEWEST)) {
      const ins = await instagramMediaInsights(config, ctx, accessToken, m.externalId);
      if (!ins.ok) {
        // A token or rate problem stops the refresh; a media without insights (e.g. posted before the account turned professional) keeps nulls.
        if (ins.failure.kind === "expired_token" || ins.failure.kind === "rate_limited" || ins.failure.kind === "missing_permission") return ins;
        continue;
      }
      Object.assign(m, { reach: ins.value.reach, saves: ins.value.saves, shares: ins.value.shares, videoViews: m.mediaType === "reel" || m.mediaType === "video" ? ins.value.views : null, impressions: m.mediaType === "reel" || m.mediaType === "video" ? null : ins.value.views });
    }
    return { ok: true, value: { profile: account.value, media: media.value, source: "Graph API" } };
  }
  const found = await instagramDiscovery(config, ctx, accessToken, accountId, p.handle);
  if (!found.ok) return found;
  return { ok: true, value: { profile: found.value.profile, media: found.value.media, source: "Graph API business_discovery" } };
}

async function readLinkedIn(scope: BrandScope, p: Profile, ctx: { scope: BrandScope; jobId?: string | null; client?: OutboundClient }): Promise<SocialResult<Reading>> {
  const access = await socialAccessToken(scope, "linkedin", ctx);
  if (!access.ok) {
    const why = access.failure.notConnected && !p.isOwn ? `${access.failure.message} Competitors' LinkedIn pages are looked up through the brand's own connection.` : access.failure.message;
    return { ok: false, failure: { ...access.failure, message: why } };
  }
  const config = linkedInConfig()!;
  const { accessToken } = access.value;
  if (p.isOwn) {
    const urn = access.value.accountId;
    const followers = await linkedInFollowers(config, ctx, accessToken, urn);
    if (!followers.ok) return followers;
    const posts = await linkedInPosts(config, ctx, accessToken, urn);
    if (!posts.ok) return posts;
    const stats = await linkedInShareStatistics(config, ctx, accessToken, urn, posts.value.map((m) => m.externalId));
    if (!stats.ok) return stats;
    for (const m of posts.value) Object.assign(m, stats.value.get(m.externalId) ?? {});
    return { ok: true, value: { profile: { externalId: urn, displayName: access.value.accountName, followers: followers.value, mediaCount: null }, media: posts.value, source: "LinkedIn API" } };
  }
  const org = await linkedInOrganizationByVanity(config, ctx, accessToken, p.handle);
  if (!org.ok) return org;
  const followers = await linkedInFollowers(config, ctx, accessToken, org.value.urn);
  if (!followers.ok) return followers;
  return { ok: true, value: { profile: { externalId: org.value.urn, displayName: org.value.name, biography: org.value.description, followers: followers.value }, media: [], source: "LinkedIn API" } };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Marks the profile running (so the list shows it) — the job sets ok or error when it ends. */
export async function markRefreshing(scope: BrandScope, profileId: string): Promise<void> {
  await withScope(scope, (tx) => tx.update(socialProfiles).set({ lastStatus: "running" }).where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.brandId, scope.brandId))));
}

export async function refreshProfile(scope: BrandScope, profileId: string, opts: { jobId?: string | null; client?: OutboundClient; now?: Date } = {}): Promise<RefreshOutcome | null> {
  const p = await withScope(scope, async (tx) => {
    const [r] = await tx.select().from(socialProfiles).where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.brandId, scope.brandId))).limit(1);
    return r ?? null;
  });
  // Removed since it was queued: nothing to do.
  if (!p) return null;
  await markRefreshing(scope, p.id);
  const ctx = { scope, jobId: opts.jobId ?? null, client: opts.client };
  const read = p.network === "instagram" ? await readInstagram(scope, p, ctx) : await readLinkedIn(scope, p, ctx);
  const now = opts.now ?? new Date();
  if (!read.ok) {
    if (p.isOwn && read.failure.kind === "expired_token") await recordConnectionError(scope, p.network, read.failure.message);
    await withScope(scope, (tx) =>
      tx.update(socialProfiles).set({ lastStatus: "error", lastError: read.failure.message, lastFetchedAt: now }).where(and(eq(socialProfiles.id, p.id), eq(socialProfiles.brandId, scope.brandId))),
    );
    return read;
  }
  const { profile: r, media, source } = read.value;
  await withScope(scope, async (tx) => {
    await tx
      .update(socialProfiles)
      .set({
        ...(r.externalId ? { externalId: r.externalId } : {}),
        ...(r.displayName ? { displayName: r.displayName } : {}),
        ...(r.biography !== undefined ? { biography: r.biography } : {}),
        followers: r.followers ?? null,
        following: r.following ?? null,
        mediaCount: r.mediaCount ?? null,
        lastSource: "api",
        lastFetchedAt: now,
        lastStatus: "ok",
        lastError: null,
      })
      .where(and(eq(socialProfiles.id, p.id), eq(socialProfiles.brandId, scope.brandId)));
    const counts = { followers: r.followers ?? null, following: r.following ?? null, mediaCount: r.mediaCount ?? null };
    await tx
      .insert(socialProfileSnapshots)
      .values({ brandId: scope.brandId, profileId: p.id, takenOn: today(now), ...counts })
      .onConflictDoUpdate({ target: [socialProfileSnapshots.profileId, socialProfileSnapshots.takenOn], set: counts });
    for (const m of media) {
      const metrics = { likes: m.likes, comments: m.comments, shares: m.shares, saves: m.saves, reach: m.reach, impressions: m.impressions, videoViews: m.videoViews, clicks: m.clicks };
      await tx
        .insert(socialMedia)
        .values({ brandId: scope.brandId, profileId: p.id, network: p.network, externalId: m.externalId, permalink: m.permalink, mediaType: m.mediaType, caption: m.caption, hashtags: m.hashtags, publishedAt: m.publishedAt, ...metrics, source: "api", sourceLabel: source, fetchedAt: now })
        .onConflictDoUpdate({
          target: [socialMedia.profileId, socialMedia.externalId],
          // A reading that lacks a metric (business_discovery has no reach) keeps the one stored before.
          set: {
            permalink: m.permalink,
            mediaType: m.mediaType,
            caption: m.caption,
            hashtags: m.hashtags,
            ...Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, v ?? sql.raw(`social_media.${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)])),
            source: "api",
            sourceLabel: source,
            fetchedAt: now,
            updatedAt: now,
          },
        });
    }
  });
  return { ok: true, media: media.length };
}

export const refreshFailureText = (network: "instagram" | "linkedin", f: SocialFailure) => `${NETWORK_NAME[network]}: ${f.message}`;
