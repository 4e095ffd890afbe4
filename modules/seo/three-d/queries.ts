/**
 * Saved 3D analyses of a brand: list, read, and the edits each step makes. Every read and write is
 * brand-scoped (BrandScope + RLS); the matrix itself is built in ./matrix.ts from fresh source figures.
 */
import { and, desc, eq } from "drizzle-orm";
import { seo3dAnalyses } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { cleanKeyword } from "../keyword-text";
import { cellKey, type ChosenPage, type MetricId, type Pair } from "./model";
import { MAX_PAGES, MAX_PAIRS, normalisePageUrl, offeredMetrics, pageSource, pairSource, type PageSourceId, type PairSourceId } from "./sources";

export type Analysis = {
  id: string;
  name: string;
  pages: ChosenPage[];
  pairs: Pair[];
  metrics: MetricId[];
  periodDays: number;
  createdAt: Date;
  updatedAt: Date;
};

export type AnalysisSummary = { id: string; name: string; pages: number; pairs: number; metrics: number; updatedAt: Date };

/** The metrics a new analysis starts with: every one some source delivers. */
const defaultMetrics = () => offeredMetrics();

function toAnalysis(r: typeof seo3dAnalyses.$inferSelect): Analysis {
  const offered = new Set(offeredMetrics());
  return {
    id: r.id,
    name: r.name,
    pages: r.pages,
    pairs: r.pairs,
    // A metric whose source was removed is dropped rather than shown as an empty column.
    metrics: r.metrics.filter((m): m is MetricId => offered.has(m as MetricId)),
    periodDays: r.periodDays,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export async function list3dAnalyses(scope: BrandScope): Promise<AnalysisSummary[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx.select().from(seo3dAnalyses).where(eq(seo3dAnalyses.brandId, scope.brandId)).orderBy(desc(seo3dAnalyses.updatedAt)).limit(200);
    return rows.map((r) => ({ id: r.id, name: r.name, pages: r.pages.length, pairs: r.pairs.length, metrics: toAnalysis(r).metrics.length, updatedAt: r.updatedAt }));
  });
}

async function load(tx: Tx, scope: BrandScope, id: string): Promise<Analysis> {
  const [row] = await tx.select().from(seo3dAnalyses).where(and(eq(seo3dAnalyses.id, id), eq(seo3dAnalyses.brandId, scope.brandId)));
  if (!row) throw new NotFoundError();
  return toAnalysis(row);
}

/** The analysis, or null when it does not exist in this brand (a stale or foreign link). */
export async function get3dAnalysis(scope: BrandScope, id: string): Promise<Analysis | null> {
  return withScope(scope, async (tx) => {
    try {
      return await load(tx, scope, id);
    } catch (e) {
      if (e instanceof NotFoundError) return null;
      throw e;
    }
  });
}

async function save(tx: Tx, scope: BrandScope, id: string, patch: Partial<Pick<typeof seo3dAnalyses.$inferInsert, "pages" | "pairs" | "metrics" | "periodDays">>) {
  await tx.update(seo3dAnalyses).set(patch).where(and(eq(seo3dAnalyses.id, id), eq(seo3dAnalyses.brandId, scope.brandId)));
}

export async function create3dAnalysis(scope: BrandScope, name: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .insert(seo3dAnalyses)
      .values({ brandId: scope.brandId, name, metrics: defaultMetrics(), createdBy: scope.userId })
      .returning({ id: seo3dAnalyses.id });
    await logScopeActivity(tx, scope, "seo_3d_analysis_created", `Started the 3D analysis "${name}"`, { analysisId: row!.id });
    return { id: row!.id };
  });
}

export async function delete3dAnalysis(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const a = await load(tx, scope, id);
    await tx.delete(seo3dAnalyses).where(and(eq(seo3dAnalyses.id, id), eq(seo3dAnalyses.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "seo_3d_analysis_deleted", `Deleted the 3D analysis "${a.name}"`, { analysisId: id });
    return { id };
  });
}

/**
 * Adds a page source's pages to the analysis (kept pages stay, repeats are skipped). The source is read
 * before the transaction opens: a sitemap fetch must not hold a database connection.
 */
export async function add3dPages(scope: BrandScope, id: string, source: PageSourceId, input: string): Promise<{ added: number; total: number; note?: string }> {
  const src = pageSource(source);
  if (!src) throw new ActionError("Unknown page source.");
  if (!(await get3dAnalysis(scope, id))) throw new NotFoundError();
  const loaded = await src.load(scope, input);
  return withScope(scope, async (tx) => {
    const a = await load(tx, scope, id);
    const have = new Set(a.pages.map((p) => p.url));
    const fresh = loaded.pages.filter((p) => !have.has(p.url) && (have.add(p.url), true));
    const room = MAX_PAGES - a.pages.length;
    if (room <= 0 && fresh.length) throw new ActionError(`An analysis holds at most ${MAX_PAGES.toLocaleString("en")} pages; remove some first.`);
    const taken = fresh.slice(0, room).map((p) => ({ url: p.url, source }));
    await save(tx, scope, id, { pages: [...a.pages, ...taken] });
    const capped = fresh.length > taken.length ? ` Only the first ${taken.length} fit: an analysis holds at most ${MAX_PAGES.toLocaleString("en")} pages.` : "";
    return { added: taken.length, total: a.pages.length + taken.length, note: [loaded.note, capped.trim()].filter(Boolean).join(" ") || undefined };
  });
}

/** Removes pages and the pairs that pointed at them (a pair to a removed page would be a stale cell). */
export async function remove3dPages(scope: BrandScope, id: string, urls: readonly string[]): Promise<{ removed: number }> {
  return withScope(scope, async (tx) => {
    const a = await load(tx, scope, id);
    const gone = new Set(urls);
    const pages = a.pages.filter((p) => !gone.has(p.url));
    await save(tx, scope, id, { pages, pairs: a.pairs.filter((p) => !gone.has(p.page)) });
    return { removed: a.pages.length - pages.length };
  });
}

function mergePairs(have: readonly Pair[], more: readonly Pair[]): { pairs: Pair[]; added: number } {
  const seen = new Set(have.map((p) => cellKey(p.page, p.keyword)));
  const out = [...have];
  for (const p of more) {
    const key = cellKey(p.page, p.keyword);
    if (seen.has(key)) continue;
    if (out.length >= MAX_PAIRS) throw new ActionError(`An analysis holds at most ${MAX_PAIRS.toLocaleString("en")} keyword–page pairs; remove some first.`);
    seen.add(key);
    out.push(p);
  }
  return { pairs: out, added: out.length - have.length };
}

export async function add3dPairsFromSource(scope: BrandScope, id: string, source: PairSourceId): Promise<{ added: number; total: number }> {
  const src = pairSource(source);
  if (!src) throw new ActionError("Unknown keyword source.");
  const before = await get3dAnalysis(scope, id);
  if (!before) throw new NotFoundError();
  if (!before.pages.length) throw new ActionError("Choose the pages first (step 1).");
  // Read outside the write transaction: withScope does not nest (one connection on embedded PGlite).
  const found = await src.load(scope, before.pages.map((p) => p.url), before.periodDays);
  return withScope(scope, async (tx) => {
    const a = await load(tx, scope, id);
    const pages = new Set(a.pages.map((p) => p.url));
    const { pairs, added } = mergePairs(a.pairs, found.filter((p) => pages.has(p.page)));
    await save(tx, scope, id, { pairs });
    return { added, total: pairs.length };
  });
}

export async function add3dPair(scope: BrandScope, id: string, keyword: string, page: string): Promise<{ added: number; total: number }> {
  return withScope(scope, async (tx) => {
    const a = await load(tx, scope, id);
    let url = "";
    if (page.trim()) {
      url = normalisePageUrl(page) ?? "";
      if (!url) throw new ActionError(`"${page}" is not a full web address (https://…).`);
      if (!a.pages.some((p) => p.url === url)) throw new ActionError("That page is not in this analysis; add it in step 1 first.");
    }
    const kw = cleanKeyword(keyword);
    const { pairs, added } = mergePairs(a.pairs, [{ keyword: kw, page: url, source: "manual" }]);
    if (!added) throw new ActionError(url ? `"${kw}" is already mapped to that page.` : `"${kw}" is already in the analysis without a page.`);
    await save(tx, scope, id, { pairs });
    return { added, total: pairs.length };
  });
}

export async function remove3dPairs(scope: BrandScope, id: string, remove: readonly { keyword: string; page: string }[]): Promise<{ removed: number }> {
  return withScope(scope, async (tx) => {
    const a = await load(tx, scope, id);
    const gone = new Set(remove.map((p) => cellKey(p.page, p.keyword)));
    const pairs = a.pairs.filter((p) => !gone.has(cellKey(p.page, p.keyword)));
    await save(tx, scope, id, { pairs });
    return { removed: a.pairs.length - pairs.length };
  });
}

export async function save3dMetrics(scope: BrandScope, id: string, metrics: readonly MetricId[], periodDays: number): Promise<{ metrics: MetricId[] }> {
  const offered = offeredMetrics();
  const kept = offered.filter((m) => metrics.includes(m));
  if (!kept.length) throw new ActionError("None of the chosen metrics has a data source yet; choose one of: " + offered.join(", ") + ".");
  return withScope(scope, async (tx) => {
    await load(tx, scope, id);
    await save(tx, scope, id, { metrics: kept, periodDays });
    return { metrics: kept };
  });
}
