/**
 * The keyword-words pages' queries: which candidates the store already has (/keyword-assistant,
 * /keywords-5ws), keeping candidates with their source, and the stored branded classification of
 * /branded-keywords. Every statement filters by scope.brandId (RLS is the second wall).
 *
 * Why the class is stored rather than computed per request: classifying 50,000 keywords against a
 * handful of terms costs ~0.5 s of CPU (more with many competitors), on every page view, and filters
 * and counts by class could not run in SQL. So each row keeps the class and the rule, and the brand's
 * SEO settings keep the fingerprint of the terms they came from. Opening the page classifies new
 * keywords only; after the brand terms change, it classifies every keyword once and writes the rows
 * whose class or rule changed (usually a few).
 */
import { createHash } from "node:crypto";
import { and, asc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { brandData, brands, seoGscRows, seoKeywords, seoSerps, seoSettings } from "@/db/schema";
import { logActivity } from "@/lib/activity";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { brandClassifier, brandedShareOverTime, type BrandClass, type BrandLexicon, type BrandRule, type BrandedShare } from "../analysis/branded";
import { CLASS_LABEL } from "../brand-class";
import { keywordKey } from "../keyword-text";
import { upsertKeywords } from "./keywords";
import { pgTextArray } from "@/lib/pg-array";

export const BRAND_CLASSES = ["branded", "competitor", "non_branded"] as const satisfies readonly BrandClass[];

/** Which of `keywords` the brand's store already holds, by keyword key. */
export async function storedKeywordKeys(scope: BrandScope, keywords: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(keywords.map(keywordKey).filter(Boolean))];
  if (!keys.length) return new Set();
  return withScope(scope, async (tx) => {
    const out = new Set<string>();
    for (let i = 0; i < keys.length; i += 1_000) {
      const rows = await tx
        .select({ key: seoKeywords.keywordKey })
        .from(seoKeywords)
        .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.keywordKey, keys.slice(i, i + 1_000))));
      for (const r of rows) out.add(r.key);
    }
    return out;
  });
}

/**
 * Candidates kept on /keyword-assistant or questions added on /keywords-5ws, into the store with the
 * source "assistant" (existing keywords keep their first source; the tag is added to them too).
 */
export async function keepKeywords(scope: BrandScope, keywords: readonly string[], tag: string, page: string): Promise<{ added: number; existing: number }> {
  return withScope(scope, async (tx) => {
    const { ids, added } = await upsertKeywords(tx, scope, keywords.map((keyword) => ({ keyword, tags: [tag] })), "assistant");
    if (added) {
      await logActivity(tx, {
        brandId: scope.brandId,
        userId: scope.userId,
        actionType: "seo_keywords_added",
        userAction: added === 1 ? `Added the keyword "${keywords.find((k) => ids.has(keywordKey(k)))}" from ${page}` : `Added ${added} keywords from ${page}`,
        payload: { added, source: "assistant" },
      });
    }
    return { added, existing: ids.size - added };
  });
}

/** The "People also ask" questions of the newest stored SERP of a keyword (real Google questions, no call made). */
export async function storedPeopleAlsoAsk(scope: BrandScope, keyword: string): Promise<string[]> {
  const key = keywordKey(keyword);
  if (!key) return [];
  return withScope(scope, async (tx) => {
    // seo_serps is deployment-wide; its RLS shows a SERP only when this brand has the keyword.
    const [row] = await tx.select({ paa: seoSerps.peopleAlsoAsk }).from(seoSerps).where(eq(seoSerps.keywordKey, key)).orderBy(sql`${seoSerps.day} desc`).limit(1);
    return row?.paa ?? [];
  });
}

export type BrandTerms = {
  brandName: string;
  /** Other spellings of the name and the brand's products, kept in the SEO settings. */
  nameVariants: string[];
  products: string[];
  website: string | null;
  competitors: { name: string; domain: string | null }[];
  /** Competitor domains watched in SEO settings (besides brand data's competitors). */
  seoCompetitorDomains: string[];
};

/** The brand terms the classifier uses, where they live: brands (name, website), brand data, SEO settings. */
export async function getBrandTerms(scope: BrandScope): Promise<BrandTerms> {
  return withScope(scope, async (tx) => {
    const [brand] = await tx.select({ name: brands.name, website: brands.website }).from(brands).where(eq(brands.id, scope.brandId));
    const [data] = await tx.select({ competitors: brandData.competitors }).from(brandData).where(eq(brandData.brandId, scope.brandId));
    const [settings] = await tx
      .select({ domains: seoSettings.competitorDomains, variants: seoSettings.brandNameVariants, products: seoSettings.brandProducts })
      .from(seoSettings)
      .where(eq(seoSettings.brandId, scope.brandId));
    return {
      brandName: brand?.name ?? "",
      nameVariants: settings?.variants ?? [],
      products: settings?.products ?? [],
      website: brand?.website ?? null,
      competitors: (data?.competitors ?? []).map((c) => ({ name: c.name, domain: c.domain || null })),
      seoCompetitorDomains: settings?.domains ?? [],
    };
  });
}

export function lexiconOf(terms: BrandTerms): BrandLexicon {
  const known = new Set(terms.competitors.map((c) => c.domain?.toLowerCase()).filter(Boolean));
  return {
    names: [...(terms.brandName ? [terms.brandName] : []), ...terms.nameVariants],
    products: terms.products,
    domains: terms.website ? [terms.website] : [],
    competitors: [
      ...terms.competitors.map((c) => ({ name: c.name, domains: c.domain ? [c.domain] : [] })),
      ...terms.seoCompetitorDomains.filter((d) => !known.has(d.toLowerCase())).map((d) => ({ name: d, domains: [d] })),
    ],
  };
}

/** Saves the brand's name variants and products (SEO settings); the next page view reclassifies with them. */
export async function updateBrandTerms(scope: BrandScope, terms: { nameVariants: string[]; products: string[] }): Promise<{ saved: true }> {
  return withScope(scope, async (tx) => {
    await tx
      .insert(seoSettings)
      .values({ brandId: scope.brandId, brandNameVariants: terms.nameVariants, brandProducts: terms.products })
      .onConflictDoUpdate({ target: seoSettings.brandId, set: { brandNameVariants: terms.nameVariants, brandProducts: terms.products } });
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_brand_terms_updated",
      userAction: `Updated the brand terms of the branded classification (${terms.nameVariants.length} name variants, ${terms.products.length} products)`,
      payload: { nameVariants: terms.nameVariants.length, products: terms.products.length },
    });
    return { saved: true as const };
  });
}

/** A fingerprint of the terms (and of the rules' version), stored on each classified row. */
export function lexiconKey(lexicon: BrandLexicon): string {
  return createHash("sha256").update(JSON.stringify(["v1", lexicon.names, lexicon.products ?? [], lexicon.domains ?? [], lexicon.competitors ?? []])).digest("hex").slice(0, 16);
}

const WRITE_CHUNK = 5_000;

function sameRule(a: BrandRule | null, b: BrandRule): boolean {
  return !!a && a.kind === b.kind && a.term === b.term && a.competitor === b.competitor && a.distance === b.distance;
}

/**
 * How many keywords a pass with these terms would read: the never-classified ones, or every keyword
 * when the terms changed since the last pass. The page classifies a small backlog while it renders
 * and hands a large one to the job runner (modules/seo/brand-class-job.ts).
 */
export async function brandClassBacklog(scope: BrandScope, terms: BrandTerms): Promise<number> {
  const key = lexiconKey(lexiconOf(terms));
  return withScope(scope, async (tx) => {
    const [settings] = await tx.select({ key: seoSettings.brandClassKey }).from(seoSettings).where(eq(seoSettings.brandId, scope.brandId));
    const current = settings?.key === key;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), current ? isNull(seoKeywords.brandClass) : undefined));
    return Number(row?.n ?? 0);
  });
}

/**
 * Brings the brand's stored classes up to date; returns how many rows were written. With the terms of
 * the last pass (seo_settings.brand_class_key) only never-classified keywords are read (a partial
 * index finds them); with other terms every keyword is classified again, and only rows whose class
 * or rule changed are written. Idempotent: a second call with the same terms does nothing.
 */
export async function ensureBrandClasses(scope: BrandScope, terms?: BrandTerms): Promise<{ classified: number; key: string }> {
  const lexicon = lexiconOf(terms ?? (await getBrandTerms(scope)));
  const key = lexiconKey(lexicon);
  return withScope(scope, async (tx) => {
    const [settings] = await tx.select({ key: seoSettings.brandClassKey }).from(seoSettings).where(eq(seoSettings.brandId, scope.brandId));
    const current = settings?.key === key;
    const rows = await tx
      .select({ id: seoKeywords.id, key: seoKeywords.keywordKey, cls: seoKeywords.brandClass, rule: seoKeywords.brandRule })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), current ? isNull(seoKeywords.brandClass) : undefined));
    const classify = brandClassifier(lexicon);
    const changed: { id: string; cls: BrandClass; rule: BrandRule }[] = [];
    for (const r of rows) {
      const c = classify(r.key);
      if (r.cls !== c.class || !sameRule(r.rule as BrandRule | null, c.rule)) changed.push({ id: r.id, cls: c.class, rule: c.rule });
    }
    for (let i = 0; i < changed.length; i += WRITE_CHUNK) {
      const part = changed.slice(i, i + WRITE_CHUNK);
      await tx.execute(sql`
        update seo_keywords k set brand_class = v.c, brand_rule = v.r
        from (select unnest(${`{${part.map((r) => r.id).join(",")}}`}::uuid[]) as id,
                     unnest(${pgTextArray(part.map((r) => r.cls))}::text[]) as c,
                     unnest(${pgTextArray(part.map((r) => JSON.stringify(r.rule)))}::text[])::jsonb as r) v
        where k.brand_id = ${scope.brandId}::uuid and k.id = v.id`);
    }
    if (!current) {
      await tx.insert(seoSettings).values({ brandId: scope.brandId, brandClassKey: key }).onConflictDoUpdate({ target: seoSettings.brandId, set: { brandClassKey: key } });
    }
    return { classified: changed.length, key };
  });
}


const effectiveClass = sql<BrandClass>`coalesce(${seoKeywords.brandClassOverride}, ${seoKeywords.brandClass})`;

export type BrandedRow = {
  id: string;
  keyword: string;
  volume: number | null;
  /** What counts: the override when set, else the rules' class. */
  class: BrandClass;
  ruleClass: BrandClass | null;
  rule: BrandRule | null;
  override: BrandClass | null;
};

export type BrandedListQuery = { class?: BrandClass; overridden?: boolean; q?: string; page?: number; pageSize?: number };

/** Counts per effective class and of overrides, for the filter tabs. */
export async function brandClassCounts(scope: BrandScope): Promise<Record<BrandClass, number> & { overridden: number; total: number }> {
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({ cls: effectiveClass, n: sql<number>`count(*)::int`, overridden: sql<number>`count(${seoKeywords.brandClassOverride})::int` })
      .from(seoKeywords)
      .where(eq(seoKeywords.brandId, scope.brandId))
      .groupBy(effectiveClass);
    const out = { branded: 0, competitor: 0, non_branded: 0, overridden: 0, total: 0 };
    for (const r of rows) {
      if (r.cls) out[r.cls] = r.n;
      out.overridden += r.overridden;
      out.total += r.n;
    }
    return out;
  });
}

/** One page of classified keywords, alphabetical (served by the brand/keyword-key unique index). */
export async function listBrandedKeywords(scope: BrandScope, query: BrandedListQuery = {}): Promise<{ rows: BrandedRow[]; total: number; page: number; pageSize: number }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 50, 1), 200);
  const page = Math.max(query.page ?? 1, 1);
  const k = seoKeywords;
  // Keywords a background pass has not reached yet are left out rather than shown as non-branded.
  const where: SQL[] = [eq(k.brandId, scope.brandId), sql`${effectiveClass} is not null`];
  if (query.class) where.push(sql`${effectiveClass} = ${query.class}`);
  if (query.overridden) where.push(isNotNull(k.brandClassOverride));
  if (query.q?.trim()) where.push(ilike(k.keywordKey, `%${keywordKey(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const filter = and(...where);
  return withScope(scope, async (tx) => {
    const [rows, [count]] = await Promise.all([
      tx
        .select({ id: k.id, keyword: k.keyword, volume: k.volume, cls: k.brandClass, rule: k.brandRule, override: k.brandClassOverride })
        .from(k)
        .where(filter)
        .orderBy(asc(k.keywordKey))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      tx.select({ n: sql<number>`count(*)::int` }).from(k).where(filter),
    ]);
    return {
      rows: rows.map((r) => {
        const ruleClass = (r.cls as BrandClass | null) ?? null;
        const override = (r.override as BrandClass | null) ?? null;
        return { id: r.id, keyword: r.keyword, volume: r.volume, class: override ?? ruleClass ?? "non_branded", ruleClass, rule: (r.rule as BrandRule | null) ?? null, override };
      }),
      total: count?.n ?? 0,
      page,
      pageSize,
    };
  });
}

/** Sets (or with null clears) the manual class of keywords; it wins over the rules until cleared. */
export async function setBrandClassOverride(scope: BrandScope, ids: readonly string[], cls: BrandClass | null): Promise<{ changed: number }> {
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywords, ids);
    const rows = await tx
      .update(seoKeywords)
      .set({ brandClassOverride: cls })
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, [...ids]), sql`${seoKeywords.brandClassOverride} is distinct from ${cls}`))
      .returning({ keyword: seoKeywords.keyword });
    if (rows.length) {
      const what = cls === null ? "the rules' class" : CLASS_LABEL[cls].toLowerCase();
      await logActivity(tx, {
        brandId: scope.brandId,
        userId: scope.userId,
        actionType: "seo_brand_class_override",
        userAction: rows.length === 1 ? `Set "${rows[0]!.keyword}" to ${what}` : `Set ${rows.length} keywords to ${what}`,
        payload: { count: rows.length, class: cls },
      });
    }
    return { changed: rows.length };
  });
}

/**
 * Branded share of Search Console clicks per day, from rows that carry both a date and a query (the
 * API import with the date and query dimensions). Each query is classified with the brand's overrides
 * applied. Empty when no such rows exist (the Performance export keeps dates and queries in separate files).
 */
export async function brandedClickShare(scope: BrandScope, terms: BrandTerms, days = 90): Promise<BrandedShare[]> {
  return withScope(scope, async (tx) => {
    const [latest] = await tx
      .select({ day: sql<string | null>`max(${seoGscRows.day})::text` })
      .from(seoGscRows)
      .where(and(eq(seoGscRows.brandId, scope.brandId), isNotNull(seoGscRows.query), isNotNull(seoGscRows.day)));
    if (!latest?.day) return [];
    const rows = await tx
      .select({ query: seoGscRows.query, date: sql<string>`${seoGscRows.day}::text`, clicks: sql<number>`sum(${seoGscRows.clicks})::int` })
      .from(seoGscRows)
      .where(and(eq(seoGscRows.brandId, scope.brandId), isNotNull(seoGscRows.query), sql`${seoGscRows.day} > ${latest.day}::date - ${days}::int`))
      .groupBy(seoGscRows.day, seoGscRows.query);
    const overrides = await tx
      .select({ key: seoKeywords.keywordKey, cls: seoKeywords.brandClassOverride })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), isNotNull(seoKeywords.brandClassOverride)));
    const classify = brandClassifier({ ...lexiconOf(terms), overrides: new Map(overrides.map((o) => [o.key, o.cls as BrandClass])) });
    return brandedShareOverTime(rows, classify, "day");
  });
}
