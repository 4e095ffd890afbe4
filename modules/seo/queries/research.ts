/**
 * What /keyword-research reads: one page of the brand's keywords in the data table's shape (the URL
 * state → listKeywords), the SERP features of the page's keywords from the shared SERP cache, the
 * filter choices, the person's saved views, and the export of every row of the filter.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { seoKeywordGroups, seoKeywords, seoSavedViews, seoSerps } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { SearchParams } from "@/lib/table/parse";
import { keywordKey } from "../keyword-text";
import { parseKeywordTable } from "../research-inputs";
import { keywordsToSearch, POSITION_BANDS, type KeywordTableState } from "../research-view";
import { getSeoSettings } from "./settings";
import { keywordFilter, keywordOrder, listKeywords, type KeywordListQuery, type KeywordRow, type KeywordSort } from "./keywords";

/** The table's URL state as a keyword list query. */
export function keywordListQuery(state: KeywordTableState): KeywordListQuery {
  const f = state.filters;
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const band = f.pos ? POSITION_BANDS[f.pos] : null;
  return {
    q: f.q,
    tags: f.tag ? [f.tag] : undefined,
    tracked: f.tracked === undefined ? undefined : f.tracked === "yes",
    group: f.group,
    source: f.source,
    intent: f.intent,
    minVolume: num(f.vmin),
    maxVolume: num(f.vmax),
    minDifficulty: num(f.dmin),
    maxDifficulty: num(f.dmax),
    unranked: f.pos === "unranked" || undefined,
    minPosition: band?.min ?? undefined,
    maxPosition: band?.max ?? undefined,
    sort: state.sort.id as KeywordSort,
    dir: state.sort.desc ? "desc" : "asc",
    page: state.page,
    pageSize: state.size,
  };
}

export type ResearchRow = KeywordRow & { serpFeatures: string[] | null };

/**
 * SERP features of the latest stored SERP of each keyword at the brand's default location, language
 * and device (the shared cache; RLS lets a person read SERPs of their brands' keywords only). One
 * query for the page's keywords, served by the cache's (keyword_key, location, language, device, day) key.
 */
async function serpFeaturesOf(scope: BrandScope, keys: string[]): Promise<Map<string, string[]>> {
  if (!keys.length) return new Map();
  const settings = await getSeoSettings(scope);
  const rows = await withScope(scope, (tx) =>
    tx
      .selectDistinctOn([seoSerps.keywordKey], { key: seoSerps.keywordKey, features: seoSerps.features })
      .from(seoSerps)
      .where(and(inArray(seoSerps.keywordKey, keys), eq(seoSerps.location, settings.location), eq(seoSerps.language, settings.language), eq(seoSerps.device, settings.device)))
      .orderBy(seoSerps.keywordKey, desc(seoSerps.day)),
  );
  return new Map(rows.map((r) => [r.key, r.features]));
}

export type GroupOption = { id: string; name: string };

async function groupOptions(scope: BrandScope): Promise<GroupOption[]> {
  return withScope(scope, (tx) =>
    tx
      .select({ id: seoKeywordGroups.id, name: seoKeywordGroups.name })
      .from(seoKeywordGroups)
      .where(eq(seoKeywordGroups.brandId, scope.brandId))
      .orderBy(asc(sql`lower(${seoKeywordGroups.name})`))
      .limit(500),
  );
}

/** Whether the brand has any keyword at all (the empty state), read off the brand index. */
async function brandHasKeywords(scope: BrandScope): Promise<boolean> {
  const [row] = await withScope(scope, (tx) => tx.select({ id: seoKeywords.id }).from(seoKeywords).where(eq(seoKeywords.brandId, scope.brandId)).limit(1));
  return !!row;
}

export type SavedView = { id: string; name: string; search: string };

export async function listSavedViews(scope: BrandScope): Promise<SavedView[]> {
  return withScope(scope, (tx) =>
    tx
      .select({ id: seoSavedViews.id, name: seoSavedViews.name, search: seoSavedViews.search })
      .from(seoSavedViews)
      .where(and(eq(seoSavedViews.brandId, scope.brandId), eq(seoSavedViews.userId, scope.userId)))
      .orderBy(asc(sql`lower(${seoSavedViews.name})`)),
  );
}

/** A person keeps at most this many views per brand. */
export const SAVED_VIEWS_PER_PERSON = 50;

/**
 * Saves the table state as a named view of this person in this brand; a view of the same name is
 * replaced. The search is parsed and written again, so only what the table understands is stored.
 */
export async function saveKeywordView(scope: BrandScope, rawName: string, search: string): Promise<SavedView> {
  const name = rawName.trim();
  if (!name) throw new ActionError("Name the view.");
  const state = parseKeywordTable(new URLSearchParams(search.replace(/^\?/, "")));
  const clean = keywordsToSearch({ filters: state.filters, sort: state.sort, size: state.size });
  return withScope(scope, async (tx) => {
    const mine = and(eq(seoSavedViews.brandId, scope.brandId), eq(seoSavedViews.userId, scope.userId));
    const [same] = await tx
      .select({ id: seoSavedViews.id })
      .from(seoSavedViews)
      .where(and(mine, sql`lower(btrim(${seoSavedViews.name})) = lower(btrim(${name}))`));
    if (same) {
      await tx.update(seoSavedViews).set({ name, search: clean }).where(and(mine, eq(seoSavedViews.id, same.id)));
      return { id: same.id, name, search: clean };
    }
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(seoSavedViews).where(mine)) as [{ n: number }];
    if (n >= SAVED_VIEWS_PER_PERSON) throw new ActionError(`You can keep up to ${SAVED_VIEWS_PER_PERSON} saved views per brand. Delete one first.`);
    const [row] = await tx.insert(seoSavedViews).values({ brandId: scope.brandId, userId: scope.userId, name, search: clean }).returning({ id: seoSavedViews.id });
    return { id: row!.id, name, search: clean };
  });
}

export async function deleteKeywordView(scope: BrandScope, id: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const gone = await tx
      .delete(seoSavedViews)
      .where(and(eq(seoSavedViews.id, id), eq(seoSavedViews.brandId, scope.brandId), eq(seoSavedViews.userId, scope.userId)))
      .returning({ id: seoSavedViews.id });
    // Another person's or brand's view answers like a deleted one.
    if (!gone.length) throw new NotFoundError();
  });
}

/** Everything the page renders for one request; the route file only composes. */
export async function loadKeywordResearch(scope: BrandScope, params: SearchParams) {
  const state = parseKeywordTable(params);
  const [page, groups, views, any] = await Promise.all([listKeywords(scope, keywordListQuery(state)), groupOptions(scope), listSavedViews(scope), brandHasKeywords(scope)]);
  const features = await serpFeaturesOf(
    scope,
    page.rows.map((r) => keywordKey(r.keyword)),
  );
  const rows: ResearchRow[] = page.rows.map((r) => ({ ...r, serpFeatures: features.get(keywordKey(r.keyword)) ?? null }));
  return {
    state,
    rows,
    total: page.total,
    groups,
    views,
    hasKeywords: any,
    // Every keyword of the filter in the table's order; page and size do not apply to a download.
    exportHref: `/keyword-research/export${keywordsToSearch({ filters: state.filters, sort: state.sort })}`,
  };
}

/** Rows in one export at most (a brand keeps up to 100,000 keywords; the page is measured at 50,000). */
export const KEYWORD_EXPORT_LIMIT = 100_000;

export type ExportKeywordRow = {
  keyword: string;
  volume: number | null;
  cpcUsd: string | null;
  difficulty: number | null;
  competition: number | null;
  intent: string | null;
  position: number | null;
  positionUrl: string | null;
  source: string;
  tags: string[];
  group: string | null;
  tracked: boolean;
  figuresAt: Date | null;
};

/** Every keyword of the table's filter and sort, or only `ids` of them (the bulk bar's "Export selected"). */
export async function listKeywordsForExport(scope: BrandScope, state: KeywordTableState, ids?: readonly string[]): Promise<ExportKeywordRow[]> {
  const query = keywordListQuery(state);
  const where = ids ? and(keywordFilter(scope, query), inArray(seoKeywords.id, ids.length ? [...ids] : ["00000000-0000-0000-0000-000000000000"])) : keywordFilter(scope, query);
  const k = seoKeywords;
  return withScope(scope, (tx) =>
    tx
      .select({
        keyword: k.keyword,
        volume: k.volume,
        cpcUsd: k.cpcUsd,
        difficulty: k.difficulty,
        competition: k.competition,
        intent: k.intent,
        position: k.position,
        positionUrl: k.positionUrl,
        source: k.source,
        tags: k.tags,
        group: sql<string | null>`(select g.name from ${seoKeywordGroups} g where g.brand_id = "seo_keywords"."brand_id" and g.id = "seo_keywords"."group_id")`,
        tracked: k.tracked,
        figuresAt: k.figuresAt,
      })
      .from(k)
      .where(where)
      .orderBy(...keywordOrder(query))
      .limit(KEYWORD_EXPORT_LIMIT),
  );
}
