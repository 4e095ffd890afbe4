/**
 * The rank check of one brand: today's SERP (through the shared cache) for every tracked keyword at
 * the brand's location and device, the brand's position in it, the day's row of history, and an
 * alert (activity row + `seo_rank_drop` webhook) for each keyword that dropped more than the
 * brand's threshold since its previous check. Runs as a person (the job's acting scope), so every
 * statement stays behind the tenant wall.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { brands, seoKeywords, seoRankChecks, seoSettings } from "@/db/schema";
import { logActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { emitBrandEvent } from "@/modules/webhooks/emit";
import { hostOf, isOwnDomain } from "./own-domain";
import { getSeoSettings } from "./queries/settings";
import { rankChanges, rankDrops } from "./analysis/rank-change";
import { getSerp, serpDay } from "./serp-cache";
import type { SerpSource } from "./serp-source";
import type { ProviderFailure } from "./types";

export const RANK_DROP_EVENT = "seo_rank_drop";

/** Failures that will answer the same for every keyword: the check stops at the first. */
const STOPPING: ProviderFailure["kind"][] = ["not_configured", "rejected_key", "out_of_credit", "budget"];

export type RankCheckSummary = {
  tracked: number;
  checked: number;
  /** SERPs reused from the shared cache (no provider call). */
  cached: number;
  failed: number;
  alerts: number;
  /** Why the check stopped early, when it did. */
  stopped: ProviderFailure | null;
  /** The first keyword's failure that did not stop the check (a timeout, a 500). */
  firstFailure: ProviderFailure | null;
};

export async function runRankCheck(scope: BrandScope, opts: { source?: SerpSource; now?: Date; jobId?: string } = {}): Promise<RankCheckSummary> {
  const now = opts.now ?? new Date();
  const day = serpDay(now);
  const settings = await getSeoSettings(scope);
  const { tracked, website } = await withScope(scope, async (tx) => ({
    tracked: await tx
      .select({ id: seoKeywords.id, keyword: seoKeywords.keyword })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.tracked, true)))
      .orderBy(seoKeywords.keywordKey),
    website: (await tx.select({ website: brands.website }).from(brands).where(eq(brands.id, scope.brandId)))[0]?.website ?? null,
  }));
  const own = [hostOf(website)].filter((d): d is string => !!d);
  const summary: RankCheckSummary = { tracked: tracked.length, checked: 0, cached: 0, failed: 0, alerts: 0, stopped: null, firstFailure: null };
  for (const k of tracked) {
    const result = await getSerp(scope, { keyword: k.keyword, location: settings.location, language: settings.language, device: settings.device }, { source: opts.source, now, jobId: opts.jobId });
    if (!result.ok) {
      summary.failed++;
      if (STOPPING.includes(result.failure.kind)) {
        summary.stopped = result.failure;
        break;
      }
      summary.firstFailure ??= result.failure;
      continue;
    }
    const { id: serpId, serp, cached } = result.value;
    if (cached) summary.cached++;
    const hit = own.length ? serp.organic.find((r) => isOwnDomain(r.domain || hostOf(r.url) || "", own)) : undefined;
    const position = hit?.position ?? null;
    const url = hit?.url ?? null;
    const alerted = await withScope(scope, async (tx) => {
      const [previous] = await tx
        .select({ position: seoRankChecks.position, day: seoRankChecks.day })
        .from(seoRankChecks)
        .where(
          and(
            eq(seoRankChecks.brandId, scope.brandId),
            eq(seoRankChecks.keywordId, k.id),
            eq(seoRankChecks.location, settings.location),
            eq(seoRankChecks.device, settings.device),
            lt(seoRankChecks.day, day),
          ),
        )
        .orderBy(desc(seoRankChecks.day))
        .limit(1);
      await tx
        .insert(seoRankChecks)
        .values({ brandId: scope.brandId, keywordId: k.id, location: settings.location, device: settings.device, day, position, url, serpId })
        .onConflictDoUpdate({
          target: [seoRankChecks.brandId, seoRankChecks.keywordId, seoRankChecks.location, seoRankChecks.device, seoRankChecks.day],
          set: { position, url, serpId },
        });
      await tx
        .update(seoKeywords)
        .set({ position, positionUrl: url })
        .where(and(eq(seoKeywords.id, k.id), eq(seoKeywords.brandId, scope.brandId)));
      const history = [...(previous ? [{ checkedAt: previous.day, position: previous.position }] : []), { checkedAt: day, position }];
      const [drop] = rankDrops(rankChanges([{ keyword: k.keyword, history }]), settings.dropAlertPlaces);
      if (!drop) return false;
      const where = position === null ? "out of the top 100" : `to position ${position}`;
      const data = { keyword: k.keyword, keyword_id: k.id, previous_position: drop.from, position, places: drop.places, location: settings.location, device: settings.device, day, url };
      await logActivity(tx, {
        brandId: scope.brandId,
        userId: scope.userId,
        actionType: RANK_DROP_EVENT,
        userAction: `"${k.keyword}" dropped from position ${drop.from} ${where} (${settings.location}, ${settings.device})`,
        payload: data,
      });
      await emitBrandEvent(tx, scope, RANK_DROP_EVENT, data, { warnWhenUnrouted: false });
      return true;
    });
    summary.checked++;
    if (alerted) summary.alerts++;
  }
  await withScope(scope, (tx) =>
    tx
      .insert(seoSettings)
      .values({ brandId: scope.brandId, lastRankCheckAt: now })
      .onConflictDoUpdate({ target: seoSettings.brandId, set: { lastRankCheckAt: now } }),
  );
  return summary;
}

/** A keyword's position history (oldest first) at `at` (default: the brand's location and device), for the chart. */
export async function rankHistory(
  scope: BrandScope,
  keywordId: string,
  days = 90,
  at?: { location: string; device: string },
): Promise<{ day: string; position: number | null; url: string | null }[]> {
  const settings = at ?? (await getSeoSettings(scope));
  return withScope(scope, (tx) =>
    tx
      .select({ day: seoRankChecks.day, position: seoRankChecks.position, url: seoRankChecks.url })
      .from(seoRankChecks)
      .where(
        and(
          eq(seoRankChecks.brandId, scope.brandId),
          eq(seoRankChecks.keywordId, keywordId),
          eq(seoRankChecks.location, settings.location),
          eq(seoRankChecks.device, settings.device),
          sql`${seoRankChecks.day} > current_date - ${days}::int`,
        ),
      )
      .orderBy(seoRankChecks.day),
  );
}
