/**
 * The brand's keyword store: adding keywords (typed, pasted, Brand Basic Data, imports, providers),
 * merging figures per source, and the server-side sorted, filtered, paginated list that
 * /keyword-research renders. Every statement filters by scope.brandId (RLS is the second wall).
 */
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { brandData, seoKeywordFigures, seoKeywordGroups, seoKeywords, type KeywordFigureExtra } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { cleanKeyword, cleanTag, KEYWORD_MAX_CHARS, keywordKey } from "../keyword-text";
import type { KeywordFigures, MonthlyVolume, SeoSource } from "../types";

/** A brand holds at most this many keywords (the page is measured at 50,000). */
export const KEYWORDS_PER_BRAND = 100_000;
const CHUNK = 1_000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type NewKeyword = { keyword: string; tags?: string[] };

/**
 * Adds keywords the brand does not have yet (keyed by keywordKey) and returns every given keyword's
 * id by key. Existing keywords keep their first source; given tags are added to them.
 */
export async function upsertKeywords(
  tx: Tx,
  // Only the brand and the person are read, so a scheduled sync (no person) can add keywords too.
  scope: { readonly brandId: string; readonly userId: string | null },
  items: readonly NewKeyword[],
  source: SeoSource,
): Promise<{ ids: Map<string, string>; added: number; tagged: number }> {
  const byKey = new Map<string, { keyword: string; tags: string[] }>();
  for (const item of items) {
    const keyword = cleanKeyword(item.keyword).slice(0, KEYWORD_MAX_CHARS);
    const key = keywordKey(keyword);
    if (!key) continue;
    const tags = (item.tags ?? []).map(cleanTag).filter(Boolean);
    const had = byKey.get(key);
    if (had) had.tags = [...new Set([...had.tags, ...tags])];
    else byKey.set(key, { keyword, tags: [...new Set(tags)] });
  }
  const keys = [...byKey.keys()];
  const ids = new Map<string, string>();
  const existingTags = new Map<string, { id: string; tags: string[] }>();
  for (const part of chunks(keys)) {
    const rows = await tx
      .select({ id: seoKeywords.id, key: seoKeywords.keywordKey, tags: seoKeywords.tags })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.keywordKey, part)));
    for (const r of rows) {
      ids.set(r.key, r.id);
      existingTags.set(r.key, { id: r.id, tags: r.tags });
    }
  }
  const fresh = keys.filter((k) => !ids.has(k));
  if (fresh.length) {
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(seoKeywords).where(eq(seoKeywords.brandId, scope.brandId))) as [{ count: number }];
    if (count + fresh.length > KEYWORDS_PER_BRAND) {
      throw new ActionError(
        `A brand can keep up to ${KEYWORDS_PER_BRAND.toLocaleString("en")} keywords; it has ${count.toLocaleString("en")} and this adds ${fresh.length.toLocaleString("en")}. Remove some first.`,
      );
    }
  }
  let added = 0;
  for (const part of chunks(fresh)) {
    // ON CONFLICT: a concurrent add of the same keyword is not an error; its id is read below.
    const rows = await tx
      .insert(seoKeywords)
      .values(part.map((key) => ({ brandId: scope.brandId, keyword: byKey.get(key)!.keyword, keywordKey: key, tags: byKey.get(key)!.tags, source, createdBy: scope.userId })))
      .onConflictDoNothing({ target: [seoKeywords.brandId, seoKeywords.keywordKey] })
      .returning({ id: seoKeywords.id, key: seoKeywords.keywordKey });
    added += rows.length;
    for (const r of rows) ids.set(r.key, r.id);
    const missing = part.filter((k) => !ids.has(k));
    if (missing.length) {
      const raced = await tx
        .select({ id: seoKeywords.id, key: seoKeywords.keywordKey })
        .from(seoKeywords)
        .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.keywordKey, missing)));
      for (const r of raced) ids.set(r.key, r.id);
    }
  }
  let tagged = 0;
  for (const [key, { id, tags }] of existingTags) {
    const want = byKey.get(key)!.tags;
    if (!want.length) continue;
    const merged = mergeTags(tags, want, []);
    if (merged.length === tags.length) continue;
    await tx.update(seoKeywords).set({ tags: merged }).where(and(eq(seoKeywords.id, id), eq(seoKeywords.brandId, scope.brandId)));
    tagged++;
  }
  return { ids, added, tagged };
}

/** `tags` plus `add` minus `remove`, compared case-insensitively, first spelling kept. */
export function mergeTags(tags: readonly string[], add: readonly string[], remove: readonly string[]): string[] {
  const gone = new Set(remove.map((t) => cleanTag(t).toLowerCase()));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const t of [...tags, ...add.map(cleanTag)]) {
    const k = t.toLowerCase();
    if (!k || seen.has(k) || gone.has(k)) continue;
    seen.add(k);
    out.push(t);
  }
  return out;
}

/** Typed or pasted keywords. */
export async function addKeywords(scope: BrandScope, keywords: readonly string[], tags: readonly string[] = []): Promise<{ added: number; existing: number }> {
  return withScope(scope, async (tx) => {
    const { ids, added } = await upsertKeywords(tx, scope, keywords.map((keyword) => ({ keyword, tags: [...tags] })), "manual");
    if (added) {
      await logActivity(tx, {
        brandId: scope.brandId,
        userId: scope.userId,
        actionType: "seo_keywords_added",
        userAction: added === 1 ? `Added the keyword "${keywords.find((k) => ids.has(keywordKey(k)))}"` : `Added ${added} keywords`,
        payload: { added },
      });
    }
    return { added, existing: ids.size - added };
  });
}

/** The keyword list of Brand Basic Data (spec §3), into the store. */
export async function addBrandDataKeywords(scope: BrandScope): Promise<{ added: number; existing: number }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx.select({ keywords: brandData.keywords }).from(brandData).where(eq(brandData.brandId, scope.brandId));
    const list = row?.keywords ?? [];
    if (!list.length) throw new ActionError("Brand Basic Data has no keywords yet. Add them on /brand-setup first.");
    const { ids, added } = await upsertKeywords(tx, scope, list.map((keyword) => ({ keyword })), "brand_data");
    if (added) {
      await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType: "seo_keywords_added", userAction: `Added ${added} keywords from Brand Basic Data`, payload: { added } });
    }
    return { added, existing: ids.size - added };
  });
}

/** One source's figures for a keyword, plus what only some sources give. */
export type FiguresInput = Omit<KeywordFigures, "keyword"> & { keywordId: string; position?: number | null; url?: string | null; extra?: KeywordFigureExtra };

type StoredFigures = Pick<typeof seoKeywordFigures.$inferSelect, "volume" | "monthly" | "cpcUsd" | "difficulty" | "competition" | "intent" | "position" | "url" | "extra">;

function storedForm(f: FiguresInput): StoredFigures {
  return {
    volume: f.volume === null ? null : Math.round(f.volume),
    monthly: f.monthly,
    cpcUsd: f.cpcUsd === null ? null : f.cpcUsd.toFixed(2),
    difficulty: f.difficulty === null ? null : Math.round(f.difficulty),
    competition: f.competition,
    intent: f.intent,
    position: f.position ?? null,
    url: f.url ?? null,
    extra: f.extra ?? {},
  };
}

function sameFigures(a: StoredFigures, b: StoredFigures): boolean {
  const norm = (s: StoredFigures) =>
    JSON.stringify([s.volume, s.monthly ?? null, s.cpcUsd === null ? null : Number(s.cpcUsd), s.difficulty, s.competition === null ? null : Math.fround(s.competition), s.intent, s.position, s.url, sortKeys(s.extra)]);
  return norm(a) === norm(b);
}

function sortKeys(o: Record<string, unknown>): [string, unknown][] {
  return Object.entries(o).sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Stores each keyword's figures under its source, keeping the source and when it was fetched.
 * Figures equal to the stored ones change nothing (fetched_at included), so re-importing the same
 * file is a no-op; then the keyword rows' latest-figure columns are refreshed from every source.
 */
export async function mergeFigures(tx: Tx, scope: BrandScope, items: readonly FiguresInput[]): Promise<{ added: number; updated: number; unchanged: number }> {
  const out = { added: 0, updated: 0, unchanged: 0 };
  const touched: string[] = [];
  const bySource = new Map<string, FiguresInput[]>();
  for (const f of items) bySource.set(f.source, [...(bySource.get(f.source) ?? []), f]);
  for (const [source, list] of bySource) {
    for (const part of chunks(list)) {
      const existing = new Map(
        (
          await tx
            .select()
            .from(seoKeywordFigures)
            .where(and(eq(seoKeywordFigures.brandId, scope.brandId), eq(seoKeywordFigures.source, source), inArray(seoKeywordFigures.keywordId, part.map((f) => f.keywordId))))
        ).map((r) => [r.keywordId, r]),
      );
      const inserts: (typeof seoKeywordFigures.$inferInsert)[] = [];
      for (const f of part) {
        const next = storedForm(f);
        const old = existing.get(f.keywordId);
        if (!old) {
          inserts.push({ ...next, brandId: scope.brandId, keywordId: f.keywordId, source, fetchedAt: f.fetchedAt });
          out.added++;
          touched.push(f.keywordId);
        } else if (sameFigures(old, next)) {
          out.unchanged++;
        } else {
          await tx
            .update(seoKeywordFigures)
            .set({ ...next, fetchedAt: f.fetchedAt })
            .where(and(eq(seoKeywordFigures.id, old.id), eq(seoKeywordFigures.brandId, scope.brandId)));
          out.updated++;
          touched.push(f.keywordId);
        }
      }
      if (inserts.length) await tx.insert(seoKeywordFigures).values(inserts);
    }
  }
  await refreshLatestFigures(tx, scope, touched);
  return out;
}

/** Copies each keyword's most recent non-null figure of every kind (any source) onto the keyword row. */
export async function refreshLatestFigures(tx: Tx, scope: BrandScope, keywordIds: readonly string[]): Promise<void> {
  const latest = (column: string) =>
    sql.raw(`(select f.${column} from seo_keyword_figures f where f.brand_id = k.brand_id and f.keyword_id = k.id and f.${column} is not null order by f.fetched_at desc limit 1)`);
  for (const part of chunks([...new Set(keywordIds)])) {
    await tx.execute(sql`
      update seo_keywords k set
        volume = ${latest("volume")},
        cpc_usd = ${latest("cpc_usd")},
        difficulty = ${latest("difficulty")},
        competition = ${latest("competition")},
        intent = ${latest("intent")},
        position = coalesce(${latest("position")}, k.position),
        position_url = coalesce(${latest("url")}, k.position_url),
        figures_at = (select max(f.fetched_at) from seo_keyword_figures f where f.brand_id = k.brand_id and f.keyword_id = k.id),
        updated_at = now()
      where k.brand_id = ${scope.brandId}::uuid and k.id in (select unnest(${`{${part.join(",")}}`}::uuid[]))`);
  }
}

export const KEYWORD_SORTS = ["volume", "keyword", "difficulty", "position", "created"] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

/** The direction each sort is usually read in (and indexed for): most searched, easiest, best-ranked, newest first. */
const PRIMARY_DIR: Record<KeywordSort, "asc" | "desc"> = { volume: "desc", keyword: "asc", difficulty: "asc", position: "asc", created: "desc" };

export type KeywordListQuery = {
  /** Part of the keyword text. */
  q?: string;
  tags?: string[];
  tracked?: boolean;
  /** A group id, or "none" for keywords in no group. */
  group?: string;
  source?: string;
  intent?: string;
  minVolume?: number;
  maxVolume?: number;
  minDifficulty?: number;
  maxDifficulty?: number;
  /** The brand has no known position. */
  unranked?: boolean;
  /** Brand ranks between these positions (inclusive). */
  minPosition?: number;
  maxPosition?: number;
  sort?: KeywordSort;
  dir?: "asc" | "desc";
  page?: number;
  pageSize?: number;
};

export type KeywordRow = {
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
  /** Every source that has figures for the keyword. */
  sources: string[];
  /** The latest 12-month series of any source, for the sparkline. */
  monthly: MonthlyVolume[] | null;
  createdAt: string;
};

// Correlated subselects name the outer row explicitly: in a one-table query drizzle writes columns
// unqualified, and inside the subselect "brand_id" would mean the inner table's own column.
const outerK = { brandId: sql.raw(`"seo_keywords"."brand_id"`), id: sql.raw(`"seo_keywords"."id"`), groupId: sql.raw(`"seo_keywords"."group_id"`) };

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of a keyword list (page or export): the brand first, then each filter given. */
export function keywordFilter(scope: BrandScope, query: KeywordListQuery): SQL {
  const k = seoKeywords;
  const where: (SQL | undefined)[] = [eq(k.brandId, scope.brandId)];
  if (query.q?.trim()) where.push(ilike(k.keywordKey, likePattern(keywordKey(query.q))));
  if (query.tags?.length) where.push(sql`${k.tags} && ${`{${query.tags.map((t) => `"${cleanTag(t).replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`);
  if (query.tracked !== undefined) where.push(eq(k.tracked, query.tracked));
  if (query.group === "none") where.push(isNull(k.groupId));
  else if (query.group) where.push(eq(k.groupId, query.group));
  if (query.source) where.push(or(eq(k.source, query.source), sql`exists (select 1 from ${seoKeywordFigures} f where f.brand_id = ${outerK.brandId} and f.keyword_id = ${outerK.id} and f.source = ${query.source})`));
  if (query.intent) where.push(eq(k.intent, query.intent));
  if (query.minVolume !== undefined) where.push(gte(k.volume, query.minVolume));
  if (query.maxVolume !== undefined) where.push(lte(k.volume, query.maxVolume));
  if (query.minDifficulty !== undefined) where.push(gte(k.difficulty, query.minDifficulty));
  if (query.maxDifficulty !== undefined) where.push(lte(k.difficulty, query.maxDifficulty));
  if (query.unranked) where.push(isNull(k.position));
  if (query.minPosition !== undefined) where.push(gte(k.position, query.minPosition));
  if (query.maxPosition !== undefined) where.push(and(isNotNull(k.position), lte(k.position, query.maxPosition)));
  return and(...where)!;
}

/** The ORDER BY of a keyword list: one an index serves (see listKeywords). */
export function keywordOrder(query: KeywordListQuery): SQL[] {
  const k = seoKeywords;
  const sort = query.sort ?? "volume";
  const dir = query.dir ?? PRIMARY_DIR[sort];
  const by = { volume: k.volume, keyword: k.keywordKey, difficulty: k.difficulty, position: k.position, created: k.createdAt }[sort];
  // Each order is one an index serves by a forward or backward scan: in a column's usual direction
  // keywords without the figure come last; reversed, they come first (the backward scan's order).
  // keyword_key is unique per brand and created_at never null, so they need no nulls clause.
  const nulls = sort === "keyword" || sort === "created" ? sql`` : dir === PRIMARY_DIR[sort] ? sql` nulls last` : sql` nulls first`;
  // drizzle-kit writes the volume index's id column DESC NULLS LAST; ids are never null, but the
  // planner matches the clause literally.
  const idOrder = sort === "volume" ? (dir === "desc" ? "desc nulls last" : "asc nulls first") : dir;
  return [sql`${by} ${sql.raw(dir)}${nulls}`, ...(sort === "keyword" ? [] : [sql`${k.id} ${sql.raw(idOrder)}`])];
}

/**
 * One page of the brand's keywords. Every filter and sort runs in Postgres on brand_id-leading
 * indexes (volume, difficulty, position, created, keyword key), so a page costs the same at 50,000
 * keywords as at 50; the id is the tie-breaker so pages never overlap.
 */
export async function listKeywords(scope: BrandScope, query: KeywordListQuery = {}): Promise<{ rows: KeywordRow[]; total: number; page: number; pageSize: number }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 50, 1), 500);
  const page = Math.max(query.page ?? 1, 1);
  const k = seoKeywords;
  const filter = keywordFilter(scope, query);
  const order = keywordOrder(query);
  return withScope(scope, async (tx) => {
    const [rows, [count]] = await Promise.all([
      tx
        .select({
          k: k,
          // Scalar subselects, not joins: the page's 50 rows come straight off the sort's index.
          groupName: sql<string | null>`(select g.name from ${seoKeywordGroups} g where g.brand_id = ${outerK.brandId} and g.id = ${outerK.groupId})`,
          sources: sql<string[]>`array(select f.source from ${seoKeywordFigures} f where f.brand_id = ${outerK.brandId} and f.keyword_id = ${outerK.id} order by f.source)`,
          monthly: sql<MonthlyVolume[] | null>`(select f.monthly from ${seoKeywordFigures} f where f.brand_id = ${outerK.brandId} and f.keyword_id = ${outerK.id} and f.monthly is not null order by f.fetched_at desc limit 1)`,
        })
        .from(k)
        .where(filter)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      tx.select({ n: sql<number>`count(*)::int` }).from(k).where(filter),
    ]);
    return {
      rows: rows.map(({ k: r, groupName, sources, monthly }) => ({
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
        figuresAt: r.figuresAt?.toISOString() ?? null,
        sources,
        monthly,
        createdAt: r.createdAt.toISOString(),
      })),
      total: count?.n ?? 0,
      page,
      pageSize,
    };
  });
}

export async function deleteKeywords(scope: BrandScope, ids: readonly string[]): Promise<{ deleted: number }> {
  return withScope(scope, async (tx) => {
    // Another brand's id answers like a deleted one (NotFoundError), never as "0 deleted".
    await assertInBrand(tx, scope, seoKeywords, ids);
    const own = [...ids];
    await tx
      .update(seoKeywordGroups)
      .set({ focusKeywordId: null })
      .where(and(eq(seoKeywordGroups.brandId, scope.brandId), inArray(seoKeywordGroups.focusKeywordId, own)));
    const gone = await tx.delete(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, own))).returning({ keyword: seoKeywords.keyword });
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_keywords_deleted",
      userAction: gone.length === 1 ? `Deleted the keyword "${gone[0]!.keyword}"` : `Deleted ${gone.length} keywords`,
      payload: { deleted: gone.length },
    });
    return { deleted: gone.length };
  });
}

export async function tagKeywords(scope: BrandScope, ids: readonly string[], add: readonly string[], remove: readonly string[]): Promise<{ changed: number }> {
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywords, ids);
    const rows = await tx
      .select({ id: seoKeywords.id, tags: seoKeywords.tags })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, [...ids])));
    let changed = 0;
    for (const r of rows) {
      const next = mergeTags(r.tags, add, remove);
      if (JSON.stringify(next) === JSON.stringify(r.tags)) continue;
      await tx.update(seoKeywords).set({ tags: next }).where(and(eq(seoKeywords.id, r.id), eq(seoKeywords.brandId, scope.brandId)));
      changed++;
    }
    return { changed };
  });
}

/** Tracking a keyword puts it into the rank check (modules/seo/rank-check.ts). */
export async function setKeywordsTracked(scope: BrandScope, ids: readonly string[], tracked: boolean): Promise<{ changed: number }> {
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywords, ids);
    const rows = await tx
      .update(seoKeywords)
      .set({ tracked })
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, [...ids]), eq(seoKeywords.tracked, !tracked)))
      .returning({ id: seoKeywords.id });
    if (rows.length) {
      await logActivity(tx, {
        brandId: scope.brandId,
        userId: scope.userId,
        actionType: tracked ? "seo_keywords_tracked" : "seo_keywords_untracked",
        userAction: `${tracked ? "Started" : "Stopped"} tracking ${rows.length === 1 ? "1 keyword" : `${rows.length} keywords`}`,
        payload: { count: rows.length },
      });
    }
    return { changed: rows.length };
  });
}

/** Puts keywords into a group of the brand (null: out of any group). */
export async function setKeywordsGroup(scope: BrandScope, ids: readonly string[], groupId: string | null): Promise<{ changed: number }> {
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywordGroups, [groupId]);
    await assertInBrand(tx, scope, seoKeywords, ids);
    const rows = await tx
      .update(seoKeywords)
      .set({ groupId })
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, [...ids])))
      .returning({ id: seoKeywords.id });
    return { changed: rows.length };
  });
}
