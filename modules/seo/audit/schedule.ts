/**
 * Scheduled re-crawls of the on-page audit: weekly or monthly, each repeating the settings of the brand's
 * latest crawl (start URL, page limit, concurrency, delay, robots), so crawl-over-crawl comparison keeps
 * comparing like with like. The SEO hourly tick (modules/seo/jobs.ts) starts the due ones as the brand's
 * owner; a re-crawl missed while the server was down runs once at the next tick.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { seoCrawls, seoSettings } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";
import { startCrawl } from "./start";

export const CRAWL_FREQUENCIES = ["off", "weekly", "monthly"] as const;
export type CrawlFrequency = (typeof CRAWL_FREQUENCIES)[number];

/** The next re-crawl after `from`: 7 days, or the same day of the next month (UTC). */
export function nextCrawlAt(frequency: Exclude<CrawlFrequency, "off">, from: Date): Date {
  const next = new Date(from);
  if (frequency === "weekly") next.setUTCDate(next.getUTCDate() + 7);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export type CrawlSchedule = { frequency: CrawlFrequency; nextAt: Date | null };

export async function getCrawlSchedule(scope: BrandScope): Promise<CrawlSchedule> {
  const [row] = await withScope(scope, (tx) =>
    tx.select({ frequency: seoSettings.crawlFrequency, nextAt: seoSettings.nextCrawlAt }).from(seoSettings).where(eq(seoSettings.brandId, scope.brandId)),
  );
  return { frequency: (row?.frequency as CrawlFrequency | undefined) ?? "off", nextAt: row?.nextAt ?? null };
}

/** Turns re-crawls on (counting from the latest crawl's start) or off. */
export async function setCrawlSchedule(scope: BrandScope, frequency: CrawlFrequency, now = new Date()): Promise<CrawlSchedule> {
  return withScope(scope, async (tx) => {
    let nextAt: Date | null = null;
    if (frequency !== "off") {
      const [latest] = await tx.select({ createdAt: seoCrawls.createdAt }).from(seoCrawls).where(eq(seoCrawls.brandId, scope.brandId)).orderBy(desc(seoCrawls.createdAt)).limit(1);
      if (!latest) throw new ActionError("Run a crawl first: scheduled re-crawls repeat its address and settings.");
      nextAt = nextCrawlAt(frequency, latest.createdAt);
      if (nextAt < now) nextAt = now;
    }
    await tx
      .insert(seoSettings)
      .values({ brandId: scope.brandId, crawlFrequency: frequency, nextCrawlAt: nextAt })
      .onConflictDoUpdate({ target: seoSettings.brandId, set: { crawlFrequency: frequency, nextCrawlAt: nextAt } });
    await logScopeActivity(tx, scope, "set_seo_crawl_schedule", frequency === "off" ? "Turned scheduled site re-crawls off" : `Scheduled a ${frequency} site re-crawl`, { frequency });
    return { frequency, nextAt };
  });
}

/**
 * Brands whose re-crawl is due: each gets its next time set (in one system transaction, so two ticks
 * never both start it), then a crawl with its latest crawl's settings, started as the brand's owner.
 * A brand whose crawl is still running is skipped until its next time.
 */
export async function startDueCrawls(now = new Date()): Promise<string[]> {
  const due = await asSystem("SEO re-crawl tick: brands whose scheduled crawl is due", (db) =>
    db.transaction(async (tx) => {
      const rows = await tx.execute<{ brand_id: string; frequency: Exclude<CrawlFrequency, "off"> }>(sql`
        select brand_id, crawl_frequency as frequency from ${seoSettings}
        where crawl_frequency <> 'off' and next_crawl_at <= ${now.toISOString()}::timestamptz
        limit 200`);
      for (const r of rows) await tx.update(seoSettings).set({ nextCrawlAt: nextCrawlAt(r.frequency, now) }).where(eq(seoSettings.brandId, r.brand_id));
      return rows.map((r) => r.brand_id);
    }),
  );
  const started: string[] = [];
  for (const brandId of due) {
    const scope = await actingScope(brandId, null, "seo");
    if (!scope) continue;
    const [latest] = await withScope(scope, (tx) => tx.select().from(seoCrawls).where(and(eq(seoCrawls.brandId, brandId))).orderBy(desc(seoCrawls.createdAt)).limit(1));
    if (!latest) continue;
    try {
      await startCrawl(scope, { startUrl: latest.startUrl, pageLimit: latest.pageLimit, concurrency: latest.concurrency, delayMs: latest.delayMs, respectRobots: latest.respectRobots });
      started.push(brandId);
    } catch (e) {
      if (!(e instanceof ActionError)) throw e;
    }
  }
  return started;
}
