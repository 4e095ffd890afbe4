/**
 * The SEO reads of the public REST API (/api/v1/keywords…): the keyword store and one keyword's
 * rank-check history, cursor-paginated. The filters are keywordFilter's, the same the
 * /keyword-research list applies; only the paging differs (keyset on an index that starts with
 * brand_id, so page 1,000 costs what page 1 does, and rows added meanwhile never shift a page).
 */
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { seoKeywordGroups, seoKeywords, seoRankChecks } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { keywordFilter, type KeywordListQuery } from "./keywords";

/** Where a page starts: after the row with this sort value and id (both from the previous page's last row). */
export type Keyset = { value: string; id: string };

export type ApiKeyword = {
  id: string;
  keyword: string;
  tags: string[];
  tracked: boolean;
  groupId: string | null;
  groupName: string | null;
  source: string;
  volume: number | null;
  cpcUsd: number | null;
  difficulty: number | null;
  competition: number | null;
  intent: string | null;
  position: number | null;
  positionUrl: string | null;
  figuresAt: string | null;
  createdAt: string;
  updatedAt: string;
};

// A timestamp as text with all six fractional digits: a JS Date keeps milliseconds only, and a
// keyset compared at millisecond precision would skip or repeat rows created in the same millisecond.
const exactTs = (column: SQL | typeof seoKeywords.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApiKeyword(r: typeof seoKeywords.$inferSelect, groupName: string | null): ApiKeyword {
  return {
    id: r.id,
    keyword: r.keyword,
    tags: r.tags,
    tracked: r.tracked,
    groupId: r.groupId,
    groupName,
    source: r.source,
    volume: r.volume,
    cpcUsd: r.cpcUsd === null ? null : Number(r.cpcUsd),
    difficulty: r.difficulty,
    competition: r.competition,
    intent: r.intent,
    position: r.position,
    positionUrl: r.positionUrl,
    figuresAt: iso(r.figuresAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const groupNameOf = sql<string | null>`(select g.name from ${seoKeywordGroups} g where g.brand_id = "seo_keywords"."brand_id" and g.id = "seo_keywords"."group_id")`;

/**
 * A page of the brand's keywords, newest first, on (brand_id, created_at, id). Returns one row more
 * than `limit` when there is a next page (the caller cuts it and makes the cursor).
 */
export async function listKeywordsPage(
  scope: BrandScope,
  filter: Omit<KeywordListQuery, "sort" | "dir" | "page" | "pageSize">,
  page: { limit: number; after: Keyset | null },
): Promise<{ rows: ApiKeyword[]; keys: Keyset[] }> {
  const k = seoKeywords;
  const where = [keywordFilter(scope, filter)];
  if (page.after) where.push(sql`(${k.createdAt}, ${k.id}) < (${page.after.value}::timestamptz, ${page.after.id}::uuid)`);
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ k, groupName: groupNameOf, key: exactTs(k.createdAt) })
      .from(k)
      .where(and(...where))
      .orderBy(sql`${k.createdAt} desc`, sql`${k.id} desc`)
      .limit(page.limit + 1),
  );
  return { rows: rows.map((r) => toApiKeyword(r.k, r.groupName)), keys: rows.map((r) => ({ value: r.key, id: r.k.id })) };
}

export async function getKeyword(scope: BrandScope, id: string): Promise<ApiKeyword | null> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ k: seoKeywords, groupName: groupNameOf })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.id, id))),
  );
  return row ? toApiKeyword(row.k, row.groupName) : null;
}

/** Ids of the brand's keywords by their normalised text (what an add answers with). */
export async function keywordIdsByKey(scope: BrandScope, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: seoKeywords.id, key: seoKeywords.keywordKey })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), sql`${seoKeywords.keywordKey} = any(${`{${keys.map((k) => `"${k.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[])`)),
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

export type ApiRankCheck = {
  id: string;
  /** UTC day of the check, yyyy-MM-dd. */
  day: string;
  location: string;
  device: string;
  /** Organic position of the brand; null = not in the results fetched. */
  position: number | null;
  url: string | null;
  checkedAt: string;
};

export type RankHistoryFilter = { location?: string; device?: string; from?: string; to?: string };

/** One keyword's rank checks, newest day first, on (brand_id, keyword_id, location, device, day). */
export async function listRankHistoryPage(
  scope: BrandScope,
  keywordId: string,
  filter: RankHistoryFilter,
  page: { limit: number; after: Keyset | null },
): Promise<{ rows: ApiRankCheck[]; keys: Keyset[] }> {
  const c = seoRankChecks;
  const where: (SQL | undefined)[] = [eq(c.brandId, scope.brandId), eq(c.keywordId, keywordId)];
  if (filter.location) where.push(eq(c.location, filter.location));
  if (filter.device) where.push(eq(c.device, filter.device));
  if (filter.from) where.push(gte(c.day, filter.from));
  if (filter.to) where.push(lte(c.day, filter.to));
  if (page.after) where.push(sql`(${c.day}, ${c.id}) < (${page.after.value}::date, ${page.after.id}::uuid)`);
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: c.id, day: sql<string>`${c.day}::text`, location: c.location, device: c.device, position: c.position, url: c.url, createdAt: c.createdAt })
      .from(c)
      .where(and(...where))
      .orderBy(sql`${c.day} desc`, sql`${c.id} desc`)
      .limit(page.limit + 1),
  );
  return {
    rows: rows.map((r) => ({ id: r.id, day: r.day, location: r.location, device: r.device, position: r.position, url: r.url, checkedAt: r.createdAt.toISOString() })),
    keys: rows.map((r) => ({ value: r.day, id: r.id })),
  };
}
