/**
 * The end of a crawl: every check over every page (they need the whole site: inlinks, duplicates,
 * hreflang return links), page and site scores, and the issues stored. Idempotent — a retry after a
 * crash replaces the crawl's issues.
 */
import { and, eq, sql } from "drizzle-orm";
import { seoCrawlIssues, seoCrawlPages, seoCrawls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { buildSiteIndex, isIndexableHtml } from "./site";
import { pageScore, runChecks } from "./checks";
import { normaliseUrl } from "./urls";
import type { HtmlFacts, Issue, PageFacts, RedirectHop } from "./types";

type StoredFacts = { loop?: boolean; html?: HtmlFacts | null };

export async function loadPageFacts(scope: BrandScope, crawlId: string): Promise<(PageFacts & { id: string })[]> {
  const rows = await withScope(scope, (tx) =>
    tx.select().from(seoCrawlPages).where(and(eq(seoCrawlPages.crawlId, crawlId), eq(seoCrawlPages.brandId, scope.brandId))),
  );
  return rows.map((r) => {
    const facts = (r.facts ?? {}) as StoredFacts;
    return {
      id: r.id,
      url: r.url,
      external: r.external,
      inSitemap: r.inSitemap,
      blockedByRobots: r.blockedByRobots,
      depth: r.depth,
      fetched: r.fetchedAt !== null,
      status: r.statusCode,
      fetchError: r.fetchError,
      finalUrl: r.finalUrl,
      redirectChain: r.redirectChain as RedirectHop[],
      redirectLoop: !!facts.loop,
      contentType: r.contentType,
      bytes: r.bytes,
      responseMs: r.responseMs,
      xRobotsTag: r.xRobotsTag,
      canonical: r.canonical,
      html: facts.html ?? null,
    };
  });
}

export function scorePages(pages: PageFacts[], issues: Issue[]): { perPage: Map<string, number | null>; site: number | null } {
  const byPage = new Map<string, Issue[]>();
  for (const i of issues) {
    const list = byPage.get(i.pageUrl);
    if (list) list.push(i);
    else byPage.set(i.pageUrl, [i]);
  }
  const perPage = new Map<string, number | null>();
  const counted: number[] = [];
  for (const p of pages) {
    if (p.external || !p.fetched || (p.blockedByRobots && p.status === null)) continue;
    // Redirects are neither good nor bad pages; errors count as 0 in the site score.
    if (p.status !== null && p.status >= 300 && p.status < 400 && !p.redirectLoop) continue;
    const s = p.status === 200 ? pageScore(byPage.get(p.url) ?? []) : 0;
    perPage.set(p.url, p.status === 200 ? s : null);
    counted.push(s);
  }
  const site = counted.length ? Math.round(counted.reduce((a, b) => a + b, 0) / counted.length) : null;
  return { perPage, site };
}

export async function finalizeCrawl(scope: BrandScope, crawlId: string, startUrl: string): Promise<"succeeded" | "failed"> {
  const pages = await loadPageFacts(scope, crawlId);
  const startKey = normaliseUrl(startUrl, startUrl) ?? startUrl;
  const start = pages.find((p) => p.url === startKey);
  if (!start || (start.status === null && !start.blockedByRobots)) {
    const why = start?.fetchError ?? "no answer";
    await withScope(scope, (tx) =>
      tx
        .update(seoCrawls)
        .set({ status: "failed", finishedAt: new Date(), error: `The start URL ${startUrl} could not be fetched: ${why}.` })
        .where(eq(seoCrawls.id, crawlId)),
    );
    return "failed";
  }
  const [row] = await withScope(scope, (tx) => tx.select({ imageSizes: seoCrawls.imageSizes }).from(seoCrawls).where(eq(seoCrawls.id, crawlId)));
  const site = buildSiteIndex(startKey, pages, row?.imageSizes ?? []);
  const issues = runChecks(site);
  const { perPage, site: siteScore } = scorePages(pages, issues);
  const updates = pages
    .filter((p) => !p.external)
    .map((p) => ({ id: p.id, inlinks: site.inlinks.get(p.url)?.length ?? 0, score: perPage.get(p.url) ?? null, indexable: p.status === null ? null : isIndexableHtml(p) }));
  const count = (s: Issue["severity"]) => issues.filter((i) => i.severity === s).length;

  await withScope(scope, async (tx) => {
    await tx.delete(seoCrawlIssues).where(eq(seoCrawlIssues.crawlId, crawlId));
    for (let i = 0; i < issues.length; i += 500)
      await tx.insert(seoCrawlIssues).values(issues.slice(i, i + 500).map((x) => ({ ...x, crawlId, brandId: scope.brandId })));
    for (let i = 0; i < updates.length; i += 1000) {
      await tx.execute(sql`
        update ${seoCrawlPages} p set inlinks = v.inlinks, score = v.score, indexable = v.indexable
        from jsonb_to_recordset(${JSON.stringify(updates.slice(i, i + 1000))}::jsonb) as v(id uuid, inlinks int, score smallint, indexable boolean)
        where p.id = v.id and p.crawl_id = ${crawlId}`);
    }
    await tx
      .update(seoCrawls)
      .set({ status: "succeeded", finishedAt: new Date(), score: siteScore, issuesCritical: count("critical"), issuesWarning: count("warning"), issuesNotice: count("notice"), error: null })
      .where(and(eq(seoCrawls.id, crawlId), sql`${seoCrawls.status} = 'running'`));
  });
  return "succeeded";
}
