/**
 * The /content-ideas page: one page of ideas (filtered, sorted and paged in SQL from the URL) with,
 * per idea, its brief, what it was merged into, the knowledge-base passages an AI idea was based on
 * and its near-duplicates (own and across the agency); the counts per status; what data the brand
 * has for each source (the empty state says what to add); and whether AI generation is possible.
 */
import { and, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { contentBriefs, contentIdeas } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { allOf, containsText, orderBySql, type SortColumns } from "@/lib/table/sql";
import { pageWindow, type TablePage } from "@/lib/table/state";
import { listCitations } from "@/modules/knowledge/grounding";
import { EXTERNAL_AGENT_ENGINE, getContentSettings, resolveContentEngine } from "../engine";
import { findNearDuplicatesMany, type NearDuplicates } from "../similarity";
import { IDEAS_PURPOSE } from "./ai";
import type { IdeaOrigin, ScoreParts } from "./score";
import { IDEAS_TABLE, type IdeasTableState } from "./view-params";

export type IdeaRow = {
  id: string;
  title: string;
  summary: string;
  origin: IdeaOrigin;
  reason: string;
  score: number;
  scoreParts: Partial<ScoreParts>;
  keyword: string | null;
  pageUrl: string | null;
  status: "new" | "accepted" | "rejected" | "merged";
  rejectReason: string | null;
  mergedInto: { id: string; title: string } | null;
  briefId: string | null;
  createdAt: string;
  basedOn: { sourceTitle: string; heading: string }[];
  nearDuplicates: NearDuplicates;
};

export type IdeasPage = TablePage<IdeaRow> & {
  /** Ideas of the brand in any status: none at all shows the empty state. */
  any: number;
  byStatus: Record<IdeaRow["status"], number>;
};

const merged = alias(contentIdeas, "merged_into");

const SORTS: SortColumns<typeof IDEAS_TABLE> = {
  score: { expr: contentIdeas.score },
  created: { expr: contentIdeas.createdAt },
  title: { expr: sql`lower(${contentIdeas.title})` },
};

function filters(scope: BrandScope, state: IdeasTableState): SQL {
  const conds: SQL[] = [eq(contentIdeas.brandId, scope.brandId)];
  const status = state.filters.status;
  if (!status) conds.push(inArray(contentIdeas.status, ["new", "accepted"]));
  else if (status !== "all") conds.push(eq(contentIdeas.status, status as IdeaRow["status"]));
  if (state.filters.origin) conds.push(eq(contentIdeas.origin, state.filters.origin as IdeaOrigin));
  if (state.filters.q) conds.push(containsText([contentIdeas.title, contentIdeas.summary, contentIdeas.keyword], state.filters.q));
  return allOf(conds);
}

export async function listIdeasPage(scope: BrandScope, state: IdeasTableState): Promise<IdeasPage> {
  const { statusCounts, total } = await withScope(scope, async (tx) => ({
    statusCounts: await tx.select({ status: contentIdeas.status, n: count() }).from(contentIdeas).where(eq(contentIdeas.brandId, scope.brandId)).groupBy(contentIdeas.status),
    total: (await tx.select({ n: count() }).from(contentIdeas).where(filters(scope, state)))[0]?.n ?? 0,
  }));
  const byStatus = { new: 0, accepted: 0, rejected: 0, merged: 0 };
  for (const s of statusCounts) byStatus[s.status] = s.n;
  const any = statusCounts.reduce((a, s) => a + s.n, 0);
  const win = pageWindow(total, state);
  if (!total) return { ...win, rows: [], any, byStatus };

  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: contentIdeas.id,
        title: contentIdeas.title,
        summary: contentIdeas.summary,
        origin: contentIdeas.origin,
        reason: contentIdeas.reason,
        score: contentIdeas.score,
        scoreParts: contentIdeas.scoreParts,
        keyword: contentIdeas.keyword,
        pageUrl: contentIdeas.pageUrl,
        status: contentIdeas.status,
        rejectReason: contentIdeas.rejectReason,
        mergedIntoId: contentIdeas.mergedIntoId,
        mergedIntoTitle: merged.title,
        createdAt: contentIdeas.createdAt,
        briefId: sql<string | null>`(select b.id from ${contentBriefs} b where b.brand_id = ${contentIdeas.brandId} and b.idea_id = ${contentIdeas.id} order by b.created_at limit 1)`,
      })
      .from(contentIdeas)
      .leftJoin(merged, and(eq(merged.id, contentIdeas.mergedIntoId), eq(merged.brandId, contentIdeas.brandId)))
      .where(filters(scope, state))
      .orderBy(orderBySql(SORTS, state.sort, contentIdeas.id))
      .limit(win.pageSize)
      .offset(win.offset),
  );
  const aiIds = rows.filter((r) => r.origin === "ai").map((r) => r.id);
  const [citations, duplicates] = await Promise.all([
    listCitations(scope, IDEAS_PURPOSE, aiIds),
    findNearDuplicatesMany(
      scope,
      rows.map((r) => ({ kind: "idea" as const, text: r.title, excludeId: r.id })),
    ),
  ]);
  return {
    ...win,
    any,
    byStatus,
    rows: rows.map((r, i) => {
      // A merged idea's own target is no news; nor is an idea's own brief (it was made from it).
      const dup = duplicates[i]!;
      const own = dup.own.filter((m) => !(m.kind === "idea" && m.id === r.mergedIntoId) && !(m.kind === "brief" && m.id === r.briefId));
      return {
        id: r.id,
        title: r.title,
        summary: r.summary,
        origin: r.origin,
        reason: r.reason,
        score: r.score,
        scoreParts: r.scoreParts as Partial<ScoreParts>,
        keyword: r.keyword,
        pageUrl: r.pageUrl,
        status: r.status,
        rejectReason: r.rejectReason,
        mergedInto: r.mergedIntoId && r.mergedIntoTitle ? { id: r.mergedIntoId, title: r.mergedIntoTitle } : null,
        briefId: r.briefId,
        createdAt: r.createdAt.toISOString(),
        basedOn: citations.filter((c) => c.subject === r.id).map((c) => ({ sourceTitle: c.sourceTitle, heading: c.heading })),
        nearDuplicates: { ...dup, own },
      };
    }),
  };
}

export type IdeaReadiness = {
  keywords: number;
  groups: number;
  ranked: number;
  gscRows: number;
  ga4Rows: number;
  serps: number;
  saioAnswers: number;
  competitors: number;
};

/** How much of each source's data the brand has: what the empty state and the generate hint point at. */
export async function getIdeaReadiness(scope: BrandScope): Promise<IdeaReadiness> {
  const [row] = await withScope(scope, (tx) =>
    tx.execute<IdeaReadiness>(sql`
      select
        (select count(*)::int from seo_keywords where brand_id = ${scope.brandId}::uuid) as keywords,
        (select count(*)::int from seo_keyword_groups where brand_id = ${scope.brandId}::uuid) as groups,
        (select count(*)::int from seo_keywords where brand_id = ${scope.brandId}::uuid and position is not null) as ranked,
        (select count(*)::int from (select 1 from seo_gsc_rows where brand_id = ${scope.brandId}::uuid limit 1000) g) as "gscRows",
        (select count(*)::int from (select 1 from seo_ga4_rows where brand_id = ${scope.brandId}::uuid limit 1000) a) as "ga4Rows",
        (select count(*)::int from (select 1 from seo_serps s where s.keyword_key in (select keyword_key from seo_keywords where brand_id = ${scope.brandId}::uuid) limit 1000) s) as serps,
        (select count(*)::int from (select 1 from saio_answers where brand_id = ${scope.brandId}::uuid limit 1000) x) as "saioAnswers",
        (select case jsonb_typeof(competitors) when 'array' then jsonb_array_length(competitors) else 0 end from brand_data where brand_id = ${scope.brandId}::uuid) as competitors`),
  );
  return {
    keywords: row?.keywords ?? 0,
    groups: row?.groups ?? 0,
    ranked: row?.ranked ?? 0,
    gscRows: row?.gscRows ?? 0,
    ga4Rows: row?.ga4Rows ?? 0,
    serps: row?.serps ?? 0,
    saioAnswers: row?.saioAnswers ?? 0,
    competitors: Number(row?.competitors ?? 0),
  };
}

/** Which engine "Generate more with AI" would use, or what to connect first. */
export async function getIdeaEngine(scope: BrandScope): Promise<{ ready: true; label: string } | { ready: false; note: string }> {
  const settings = await getContentSettings(scope);
  const engine = await resolveContentEngine(scope, settings.engineKey === EXTERNAL_AGENT_ENGINE ? { ...settings, engineKey: null } : settings);
  return engine.kind === "ai" ? { ready: true, label: engine.label } : { ready: false, note: engine.kind === "none" ? engine.note : "Connect an AI engine on /integrations." };
}

/** The brand's open ideas, best first (for a seed or another page). */
export async function listOpenIdeas(scope: BrandScope, limit = 50): Promise<{ id: string; title: string; score: number }[]> {
  return withScope(scope, (tx) =>
    tx
      .select({ id: contentIdeas.id, title: contentIdeas.title, score: contentIdeas.score })
      .from(contentIdeas)
      .where(and(eq(contentIdeas.brandId, scope.brandId), ne(contentIdeas.status, "merged"), ne(contentIdeas.status, "rejected")))
      .orderBy(sql`${contentIdeas.score} desc`, contentIdeas.id)
      .limit(limit),
  );
}
