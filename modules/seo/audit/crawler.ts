/**
 * The crawl itself (run by the `seo.crawl` job, ./job.ts). The frontier lives in seo_crawl_pages
 * (a row per discovered URL, fetched_at null while queued), so:
 * - memory stays bounded: only one batch of rows (concurrency × 8) is held at a time, plus the set of
 *   known URLs (capped by the page limit) that keeps the insert budget exact;
 * - a restart resumes: the job runs again and fetches only rows without fetched_at;
 * - cancel is a status the loop reads between batches.
 * When nothing is queued, the checks run over the whole crawl (./finalize.ts).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import robotsParser from "robots-parser";
import { seoCrawlPages, seoCrawls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { outbound, type AuditContext, type OutboundClient } from "@/lib/http";
import { bodyText, CRAWLER_TOKEN, fetchWithChain, headerOf, type FetchResult } from "./fetcher";
import { parseHtml } from "./parse";
import { parseSitemap } from "./sitemap";
import { hostOfUrl, isInternal, normaliseUrl } from "./urls";
import { finalizeCrawl } from "./finalize";
import { crawlImageUrls, measureImages } from "./images";
import type { HtmlFacts } from "./types";

/** External link targets checked per crawl (status only). */
export const EXTERNAL_CAP = 500;
const MAX_SITEMAPS = 50;

export class CrawlCancelled extends Error {}

type Row = { id: string; url: string; depth: number | null; external: boolean; blockedByRobots: boolean };
type Robots = ReturnType<typeof robotsParser> | null;

export type CrawlOptions = { signal?: AbortSignal; client?: OutboundClient; jobId?: string | null; attempt?: number };

export async function runCrawl(scope: BrandScope, crawlId: string, opts: CrawlOptions = {}): Promise<"succeeded" | "cancelled" | "failed"> {
  const client = opts.client ?? outbound;
  const crawl = await withScope(scope, async (tx) => {
    const [c] = await tx.select().from(seoCrawls).where(and(eq(seoCrawls.id, crawlId), eq(seoCrawls.brandId, scope.brandId)));
    if (!c || c.status === "cancelled" || c.status === "succeeded" || c.status === "failed") return c ?? null;
    await tx
      .update(seoCrawls)
      .set({ status: "running", startedAt: c.startedAt ?? new Date(), jobId: opts.jobId ?? c.jobId })
      .where(eq(seoCrawls.id, crawlId));
    return c;
  });
  if (!crawl) return "failed";
  if (crawl.status === "cancelled") return "cancelled";
  if (crawl.status === "succeeded" || crawl.status === "failed") return crawl.status;

  const siteHost = hostOfUrl(crawl.startUrl);
  const audit: AuditContext = { brandId: scope.brandId, userId: scope.userId, jobId: opts.jobId ?? null, provider: "site-crawl", purpose: "seo.crawl", retry: Math.max(0, (opts.attempt ?? 1) - 1) };

  // What the crawl knows so far (empty on a first run, the stored rows on a resumed one).
  const known = new Map<string, { depth: number | null; external: boolean }>();
  const existing = await withScope(scope, (tx) =>
    tx.select({ url: seoCrawlPages.url, depth: seoCrawlPages.depth, external: seoCrawlPages.external }).from(seoCrawlPages).where(eq(seoCrawlPages.crawlId, crawlId)),
  );
  for (const r of existing) known.set(r.url, { depth: r.depth, external: r.external });
  let internalCount = existing.filter((r) => !r.external).length;
  let externalCount = existing.length - internalCount;

  let robotsTxt = crawl.robotsTxt;
  if (!crawl.sitemapsRead) {
    const robotsUrl = new URL("/robots.txt", crawl.startUrl).toString();
    const r = await fetchWithChain(client, robotsUrl, audit, { accept: "text/plain,*/*" });
    robotsTxt = r.finalStatus === 200 ? bodyText(r).slice(0, 500_000) : "";
  }
  const robots: Robots = robotsTxt ? robotsParser(new URL("/robots.txt", crawl.startUrl).toString(), robotsTxt) : null;
  const blocked = (url: string) => robots?.isAllowed(url, CRAWLER_TOKEN) === false;

  async function discover(rows: { url: string; depth: number | null; external: boolean; inSitemap?: boolean }[]) {
    const fresh: (typeof seoCrawlPages.$inferInsert)[] = [];
    const deeper: { url: string; depth: number }[] = [];
    const sitemapMarks: string[] = [];
    for (const r of rows) {
      const k = known.get(r.url);
      if (k) {
        if (!k.external && k.depth === null && r.depth !== null) {
          k.depth = r.depth;
          deeper.push({ url: r.url, depth: r.depth });
        }
        if (r.inSitemap) sitemapMarks.push(r.url);
        continue;
      }
      if (r.external ? externalCount >= EXTERNAL_CAP : internalCount >= crawl!.pageLimit) continue;
      if (r.external) externalCount++;
      else internalCount++;
      known.set(r.url, { depth: r.depth, external: r.external });
      fresh.push({ crawlId, brandId: scope.brandId, url: r.url, depth: r.external ? null : r.depth, external: r.external, inSitemap: !!r.inSitemap, blockedByRobots: !r.external && blocked(r.url) });
    }
    if (!fresh.length && !deeper.length && !sitemapMarks.length) return;
    await withScope(scope, async (tx) => {
      for (let i = 0; i < fresh.length; i += 500) await tx.insert(seoCrawlPages).values(fresh.slice(i, i + 500)).onConflictDoNothing();
      for (const d of deeper) await tx.update(seoCrawlPages).set({ depth: d.depth }).where(and(eq(seoCrawlPages.crawlId, crawlId), eq(seoCrawlPages.url, d.url)));
      if (sitemapMarks.length)
        await tx
          .update(seoCrawlPages)
          .set({ inSitemap: true })
          .where(and(eq(seoCrawlPages.crawlId, crawlId), sql`${seoCrawlPages.url} in (${sql.join(sitemapMarks.map((u) => sql`${u}`), sql`, `)})`));
    });
  }

  if (!crawl.sitemapsRead) {
    const start = normaliseUrl(crawl.startUrl, crawl.startUrl) ?? crawl.startUrl;
    await discover([{ url: start, depth: 0, external: false }]);
    const sitemapUrls = new Set<string>(robots?.getSitemaps() ?? []);
    sitemapUrls.add(new URL("/sitemap.xml", crawl.startUrl).toString());
    const queue = [...sitemapUrls];
    const read = new Set<string>();
    while (queue.length && read.size < MAX_SITEMAPS && internalCount < crawl.pageLimit) {
      const sm = queue.shift()!;
      if (read.has(sm)) continue;
      read.add(sm);
      const res = await fetchWithChain(client, sm, audit, { accept: "application/xml,text/xml,*/*" });
      if (res.finalStatus !== 200) continue;
      const parsed = parseSitemap(bodyText(res));
      if (parsed.kind === "index") queue.push(...parsed.locs);
      else {
        const entries = parsed.locs.map((l) => normaliseUrl(l, sm)).filter((u): u is string => !!u && isInternal(u, siteHost));
        await discover(entries.map((url) => ({ url, depth: null, external: false, inSitemap: true })));
      }
    }
    await withScope(scope, (tx) => tx.update(seoCrawls).set({ sitemapsRead: true, robotsTxt: robotsTxt ?? "" }).where(eq(seoCrawls.id, crawlId)));
  }

  async function progress() {
    await withScope(scope, (tx) =>
      tx
        .update(seoCrawls)
        .set({
          pagesFound: sql`(select count(*) from ${seoCrawlPages} where crawl_id = ${crawlId} and not external)`,
          pagesCrawled: sql`(select count(*) from ${seoCrawlPages} where crawl_id = ${crawlId} and not external and fetched_at is not null)`,
          pagesQueued: sql`(select count(*) from ${seoCrawlPages} where crawl_id = ${crawlId} and fetched_at is null)`,
        })
        .where(eq(seoCrawls.id, crawlId)),
    );
  }

  async function crawlRow(row: Row): Promise<void> {
    if (row.external) {
      let res = await fetchWithChain(client, row.url, audit, { method: "HEAD" });
      // Servers that refuse HEAD get a GET (body capped: only the status matters).
      if (res.finalStatus === 405 || res.finalStatus === 501 || res.finalStatus === 403) res = await fetchWithChain(client, row.url, audit, { maxBytes: 64 * 1024 });
      await complete(row, res, null);
      return;
    }
    if (row.blockedByRobots && crawl!.respectRobots) {
      await withScope(scope, (tx) => tx.update(seoCrawlPages).set({ fetchedAt: new Date() }).where(eq(seoCrawlPages.id, row.id)));
      return;
    }
    const res = await fetchWithChain(client, row.url, audit);
    const contentType = headerOf(res.headers, "content-type") ?? null;
    let html: HtmlFacts | null = null;
    if (res.chain.length === 0 && res.finalStatus === 200 && res.body && /html/i.test(contentType ?? "text/html")) html = parseHtml(res.body.toString("utf8"), row.url, siteHost);
    await complete(row, res, html);
    const next = row.depth === null ? null : row.depth + 1;
    const found: { url: string; depth: number | null; external: boolean }[] = [];
    // A redirect's target is a page of its own (crawled once, under its own URL).
    if (res.chain.length && !res.loop && isInternal(res.finalUrl, siteHost)) found.push({ url: res.finalUrl, depth: row.depth, external: false });
    if (html) {
      const nofollowPage = /\bnofollow\b|\bnone\b/i.test(html.robotsMeta ?? "");
      for (const l of html.links) if (l.url && !(nofollowPage && l.internal)) found.push({ url: l.url, depth: l.internal ? next : null, external: !l.internal });
      const canonical = html.canonicalHref ? normaliseUrl(html.canonicalHref, row.url) : null;
      if (canonical && isInternal(canonical, siteHost)) found.push({ url: canonical, depth: next, external: false });
    }
    await discover(found);
  }

  async function complete(row: Row, res: FetchResult, html: HtmlFacts | null) {
    const canonical = html?.canonicalHref ? normaliseUrl(html.canonicalHref, row.url) : null;
    await withScope(scope, (tx) =>
      tx
        .update(seoCrawlPages)
        .set({
          fetchedAt: new Date(),
          finalUrl: res.finalUrl,
          statusCode: row.external ? res.finalStatus : res.status,
          fetchError: res.error,
          redirectChain: res.chain,
          contentType: headerOf(res.headers, "content-type") ?? null,
          bytes: res.body?.length ?? null,
          responseMs: res.responseMs,
          title: html?.title ?? null,
          metaDescription: html?.metaDescription ?? null,
          h1s: html?.h1s ?? [],
          canonical,
          robotsMeta: html?.robotsMeta ?? null,
          xRobotsTag: headerOf(res.headers, "x-robots-tag") ?? null,
          lang: html?.lang ?? null,
          wordCount: html?.wordCount ?? null,
          linksInternal: html?.links.filter((l) => l.internal).length ?? 0,
          linksExternal: html?.links.filter((l) => l.url && !l.internal).length ?? 0,
          simhash: html?.simhash ?? null,
          facts: { loop: res.loop, html },
        })
        .where(eq(seoCrawlPages.id, row.id)),
    );
  }

  const batchSize = crawl.concurrency * 8;
  for (;;) {
    if (opts.signal?.aborted) throw new Error("The crawl was interrupted; it resumes where it stopped.");
    const [state] = await withScope(scope, (tx) => tx.select({ status: seoCrawls.status }).from(seoCrawls).where(eq(seoCrawls.id, crawlId)));
    if (!state || state.status === "cancelled") {
      await progress();
      return "cancelled";
    }
    const batch: Row[] = await withScope(scope, (tx) =>
      tx
        .select({ id: seoCrawlPages.id, url: seoCrawlPages.url, depth: seoCrawlPages.depth, external: seoCrawlPages.external, blockedByRobots: seoCrawlPages.blockedByRobots })
        .from(seoCrawlPages)
        .where(and(eq(seoCrawlPages.crawlId, crawlId), isNull(seoCrawlPages.fetchedAt)))
        .orderBy(asc(seoCrawlPages.external), sql`${seoCrawlPages.depth} asc nulls last`, asc(seoCrawlPages.url))
        .limit(batchSize),
    );
    if (!batch.length) break;
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        if (opts.signal?.aborted) return;
        const row = batch[next++]!;
        if (crawl!.delayMs > 0 && !row.external) await new Promise((ok) => setTimeout(ok, crawl!.delayMs));
        await crawlRow(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(crawl.concurrency, batch.length) }, worker));
    await progress();
  }

  // The images the crawled pages load, measured once (a resumed crawl finds them stored).
  const [stored] = await withScope(scope, (tx) => tx.select({ imageSizes: seoCrawls.imageSizes }).from(seoCrawls).where(eq(seoCrawls.id, crawlId)));
  if (!stored?.imageSizes) {
    const urls = await crawlImageUrls(scope, crawlId);
    const sizes = await measureImages(client, urls, audit, crawl.concurrency, opts.signal);
    await withScope(scope, (tx) => tx.update(seoCrawls).set({ imageSizes: sizes }).where(eq(seoCrawls.id, crawlId)));
  }

  return finalizeCrawl(scope, crawlId, crawl.startUrl);
}
