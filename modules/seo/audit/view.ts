/**
 * What /onpage-seo-audit reads for one request: the latest crawl and its progress, the issues grouped
 * by check, the comparison with the crawl before it, a page of crawled pages (table state from the
 * URL), the open page's issues and the chosen check's issues. The route file only composes.
 */
import { z } from "zod";
import { and, asc, desc, eq, ilike, lt, sql, type SQL } from "drizzle-orm";
import { brands, seoCrawlIssues, seoCrawlPages, seoCrawls } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { CHECK_BY_KEY } from "./checks";
import { AUDIT_PAGES_TABLE, type AuditTableState } from "./view-spec";
import type { Severity } from "./types";

const filters = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  check: z.string().max(64).optional().catch(undefined),
  open: z.string().max(2000).optional().catch(undefined),
});

export function parseAuditTable(params: SearchParams | URLSearchParams): AuditTableState {
  return parseTableState(AUDIT_PAGES_TABLE, params, filters);
}

export type CrawlSummary = typeof seoCrawls.$inferSelect;
export type IssueGroup = { checkKey: string; title: string; fix: string; severity: Severity; issues: number; pages: number; isNew: number };
export type AuditPageRow = {
  id: string;
  url: string;
  statusCode: number | null;
  fetchError: string | null;
  score: number | null;
  wordCount: number | null;
  inlinks: number;
  depth: number | null;
  responseMs: number | null;
  title: string | null;
  issues: number;
  blockedByRobots: boolean;
};
export type IssueRow = { id: string; pageUrl: string; checkKey: string; severity: Severity; evidence: string };

const SORT: Record<string, SQL> = {
  url: sql`${seoCrawlPages.url}`,
  status: sql`${seoCrawlPages.statusCode}`,
  score: sql`${seoCrawlPages.score}`,
  words: sql`${seoCrawlPages.wordCount}`,
  inlinks: sql`${seoCrawlPages.inlinks}`,
  depth: sql`${seoCrawlPages.depth}`,
  ms: sql`${seoCrawlPages.responseMs}`,
  issues: sql`issue_count`,
};

const SEVERITY_ORDER: Record<Severity, number> = { critical: 0, warning: 1, notice: 2 };

export async function loadAuditPage(scope: BrandScope, params: SearchParams) {
  const state = parseAuditTable(params);
  return withScope(scope, async (tx) => {
    const [brand] = await tx.select({ website: brands.website }).from(brands).where(eq(brands.id, scope.brandId));
    const [latest] = await tx.select().from(seoCrawls).where(eq(seoCrawls.brandId, scope.brandId)).orderBy(desc(seoCrawls.createdAt)).limit(1);
    // The crawl whose results are shown: the latest one that succeeded (a running crawl shows progress above it).
    const [shown] = latest?.status === "succeeded"
      ? [latest]
      : await tx.select().from(seoCrawls).where(and(eq(seoCrawls.brandId, scope.brandId), eq(seoCrawls.status, "succeeded"))).orderBy(desc(seoCrawls.finishedAt)).limit(1);
    const [previous] = shown
      ? await tx
          .select({ id: seoCrawls.id, finishedAt: seoCrawls.finishedAt, score: seoCrawls.score })
          .from(seoCrawls)
          .where(and(eq(seoCrawls.brandId, scope.brandId), eq(seoCrawls.status, "succeeded"), lt(seoCrawls.createdAt, shown.createdAt)))
          .orderBy(desc(seoCrawls.createdAt))
          .limit(1)
      : [];
    if (!shown) return { state, website: brand?.website ?? null, latest: latest ?? null, shown: null, previous: null, groups: [], comparison: null, pages: { rows: [], total: 0 }, openPage: null, checkIssues: [] };

    const prevId = previous?.id ?? null;
    const groupRows = await tx.execute<{ check_key: string; severity: Severity; issues: number; pages: number; is_new: number }>(sql`
      select i.check_key, min(i.severity) as severity, count(*)::int as issues, count(distinct i.page_url)::int as pages,
        ${prevId ? sql`count(*) filter (where not exists (select 1 from ${seoCrawlIssues} p where p.crawl_id = ${prevId} and p.brand_id = ${scope.brandId} and p.check_key = i.check_key and p.page_url = i.page_url))::int` : sql`0`} as is_new
      from ${seoCrawlIssues} i where i.crawl_id = ${shown.id} and i.brand_id = ${scope.brandId}
      group by i.check_key`);
    const groups: IssueGroup[] = [...groupRows]
      .map((g) => {
        const c = CHECK_BY_KEY.get(g.check_key);
        return { checkKey: g.check_key, title: c?.title ?? g.check_key, fix: c?.fix ?? "", severity: (c?.severity ?? g.severity) as Severity, issues: Number(g.issues), pages: Number(g.pages), isNew: Number(g.is_new) };
      })
      .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.pages - a.pages);

    let comparison: { newIssues: number; fixed: number; stillOpen: number; previousScore: number | null; previousAt: Date | null } | null = null;
    if (prevId) {
      const [c] = await tx.execute<{ new_issues: number; fixed: number; still_open: number }>(sql`
        with cur as (select distinct check_key, page_url from ${seoCrawlIssues} where crawl_id = ${shown.id} and brand_id = ${scope.brandId}),
             prev as (select distinct check_key, page_url from ${seoCrawlIssues} where crawl_id = ${prevId} and brand_id = ${scope.brandId})
        select (select count(*) from cur where (check_key, page_url) not in (select check_key, page_url from prev))::int as new_issues,
               (select count(*) from prev where (check_key, page_url) not in (select check_key, page_url from cur))::int as fixed,
               (select count(*) from cur where (check_key, page_url) in (select check_key, page_url from prev))::int as still_open`);
      comparison = { newIssues: Number(c?.new_issues ?? 0), fixed: Number(c?.fixed ?? 0), stillOpen: Number(c?.still_open ?? 0), previousScore: previous!.score, previousAt: previous!.finishedAt };
    }

    const where = and(
      eq(seoCrawlPages.crawlId, shown.id),
      eq(seoCrawlPages.brandId, scope.brandId),
      eq(seoCrawlPages.external, false),
      state.filters.q ? ilike(seoCrawlPages.url, `%${state.filters.q.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
      state.filters.check
        ? sql`exists (select 1 from ${seoCrawlIssues} i where i.crawl_id = ${shown.id} and i.brand_id = ${scope.brandId} and i.check_key = ${state.filters.check} and i.page_url = ${seoCrawlPages.url})`
        : undefined,
    );
    const issueCount = sql<number>`(select count(*) from ${seoCrawlIssues} i where i.crawl_id = ${shown.id} and i.brand_id = ${scope.brandId} and i.page_url = ${seoCrawlPages.url})::int`;
    const order = SORT[state.sort.id] ?? SORT.score!;
    const rows = await tx
      .select({
        id: seoCrawlPages.id,
        url: seoCrawlPages.url,
        statusCode: seoCrawlPages.statusCode,
        fetchError: seoCrawlPages.fetchError,
        score: seoCrawlPages.score,
        wordCount: seoCrawlPages.wordCount,
        inlinks: seoCrawlPages.inlinks,
        depth: seoCrawlPages.depth,
        responseMs: seoCrawlPages.responseMs,
        title: seoCrawlPages.title,
        issues: issueCount.as("issue_count"),
        blockedByRobots: seoCrawlPages.blockedByRobots,
      })
      .from(seoCrawlPages)
      .where(where)
      .orderBy(state.sort.desc ? sql`${order} desc nulls last` : sql`${order} asc nulls last`, asc(seoCrawlPages.url))
      .limit(state.size)
      .offset((state.page - 1) * state.size);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(seoCrawlPages).where(where);

    const issueCols = { id: seoCrawlIssues.id, pageUrl: seoCrawlIssues.pageUrl, checkKey: seoCrawlIssues.checkKey, severity: seoCrawlIssues.severity, evidence: seoCrawlIssues.evidence };
    const openPage = state.filters.open
      ? {
          page: (await tx.select().from(seoCrawlPages).where(and(eq(seoCrawlPages.crawlId, shown.id), eq(seoCrawlPages.brandId, scope.brandId), eq(seoCrawlPages.url, state.filters.open))))[0] ?? null,
          issues: (await tx
            .select(issueCols)
            .from(seoCrawlIssues)
            .where(and(eq(seoCrawlIssues.crawlId, shown.id), eq(seoCrawlIssues.brandId, scope.brandId), eq(seoCrawlIssues.pageUrl, state.filters.open)))
            .orderBy(asc(seoCrawlIssues.checkKey))) as IssueRow[],
        }
      : null;
    const checkIssues = state.filters.check
      ? ((await tx
          .select(issueCols)
          .from(seoCrawlIssues)
          .where(and(eq(seoCrawlIssues.crawlId, shown.id), eq(seoCrawlIssues.brandId, scope.brandId), eq(seoCrawlIssues.checkKey, state.filters.check)))
          .orderBy(asc(seoCrawlIssues.pageUrl))
          .limit(200)) as IssueRow[])
      : [];
    return { state, website: brand?.website ?? null, latest: latest ?? null, shown, previous: previous ?? null, groups, comparison, pages: { rows: rows as AuditPageRow[], total: Number(n) }, openPage, checkIssues };
  });
}

export type AuditPageData = Awaited<ReturnType<typeof loadAuditPage>>;

/** Every issue of the shown crawl, for the CSV export (page, check, severity, evidence, how to fix). */
export async function auditIssuesForExport(scope: BrandScope, crawlId?: string) {
  return withScope(scope, async (tx) => {
    const [crawl] = crawlId
      ? await tx.select({ id: seoCrawls.id }).from(seoCrawls).where(and(eq(seoCrawls.id, crawlId), eq(seoCrawls.brandId, scope.brandId)))
      : await tx.select({ id: seoCrawls.id }).from(seoCrawls).where(and(eq(seoCrawls.brandId, scope.brandId), eq(seoCrawls.status, "succeeded"))).orderBy(desc(seoCrawls.finishedAt)).limit(1);
    if (!crawl) return [];
    return tx
      .select({ pageUrl: seoCrawlIssues.pageUrl, checkKey: seoCrawlIssues.checkKey, severity: seoCrawlIssues.severity, evidence: seoCrawlIssues.evidence })
      .from(seoCrawlIssues)
      .where(and(eq(seoCrawlIssues.crawlId, crawl.id), eq(seoCrawlIssues.brandId, scope.brandId)))
      .orderBy(asc(seoCrawlIssues.pageUrl), asc(seoCrawlIssues.checkKey));
  });
}
