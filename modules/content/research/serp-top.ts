/**
 * The competing articles for a keyword or a focus keyword group, from the SERPs already stored
 * (seo_serps, the shared cache; row-level security shows a SERP only for the brand's own keywords):
 * the latest SERP of each keyword, its organic results merged across the group's keywords (a URL
 * ranking for several keywords of the group, and higher, comes first), the top 10, with the
 * People-Also-Ask questions of those SERPs. Nothing is fetched from a SERP provider here: a keyword
 * without a stored SERP says so and links to /serps-research, where fetching one is a click.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { seoBacklinkProfiles, seoDomainRankings, seoKeywordGroups, seoKeywords, seoSerps } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { canonicalUrl } from "@/modules/seo/analysis/cluster";
import { keywordKey } from "@/modules/seo/keyword-text";

export type ResearchTarget = { kind: "keyword"; keyword: string } | { kind: "group"; groupId: string };

export const TOP_ARTICLES = 10;

/** The target as one string: job payloads, URLs and React keys. */
export function targetKey(t: ResearchTarget): string {
  return t.kind === "keyword" ? `keyword:${keywordKey(t.keyword)}` : `group:${t.groupId}`;
}

export function targetQuery(t: ResearchTarget): string {
  return t.kind === "keyword" ? `keyword=${encodeURIComponent(t.keyword)}` : `group=${encodeURIComponent(t.groupId)}`;
}

export type TargetChoices = { keywords: { keyword: string; volume: number | null; hasSerp: boolean }[]; groups: { id: string; name: string; keywords: number }[] };

/** The brand's keywords (those with a stored SERP first, then by volume) and focus keyword groups, for the picker. */
export async function researchChoices(scope: BrandScope, limit = 300): Promise<TargetChoices> {
  return withScope(scope, async (tx) => {
    const keywords = await tx
      .select({
        keyword: seoKeywords.keyword,
        volume: seoKeywords.volume,
        hasSerp: sql<boolean>`exists (select 1 from ${seoSerps} s where s.keyword_key = ${seoKeywords.keywordKey})`,
      })
      .from(seoKeywords)
      .where(eq(seoKeywords.brandId, scope.brandId))
      .orderBy(desc(sql`exists (select 1 from ${seoSerps} s where s.keyword_key = ${seoKeywords.keywordKey})`), desc(sql`coalesce(${seoKeywords.volume}, -1)`), asc(seoKeywords.keywordKey))
      .limit(limit);
    const groups = await tx
      .select({ id: seoKeywordGroups.id, name: seoKeywordGroups.name, keywords: sql<number>`(select count(*)::int from ${seoKeywords} k where k.group_id = ${seoKeywordGroups.id})` })
      .from(seoKeywordGroups)
      .where(eq(seoKeywordGroups.brandId, scope.brandId))
      .orderBy(asc(seoKeywordGroups.name))
      .limit(limit);
    return { keywords: keywords.map((k) => ({ ...k, hasSerp: Boolean(k.hasSerp) })), groups: groups.map((g) => ({ ...g, keywords: Number(g.keywords) })) };
  });
}

export type TopResult = { url: string; domain: string; title: string; position: number; keyword: string; keywords: number };

export type SerpTop = {
  /** What the page calls the target ("running shoes", or the group's name). */
  label: string;
  /** The keywords looked at (the keyword, or the group's keywords). */
  keywords: string[];
  /** Keywords of the target with no stored SERP. */
  missing: string[];
  /** The newest SERP day used. */
  day: string | null;
  results: TopResult[];
  peopleAlsoAsk: { question: string; serps: number }[];
};

/** Null when the keyword or group is not the brand's. */
export async function loadSerpTop(scope: BrandScope, target: ResearchTarget): Promise<SerpTop | null> {
  return withScope(scope, async (tx) => {
    let label: string;
    let kws: { keyword: string; key: string }[];
    if (target.kind === "keyword") {
      const key = keywordKey(target.keyword);
      const [own] = await tx.select({ keyword: seoKeywords.keyword }).from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, key)));
      if (!own) return null;
      label = own.keyword;
      kws = [{ keyword: own.keyword, key }];
    } else {
      const [group] = await tx.select({ name: seoKeywordGroups.name, focus: seoKeywordGroups.focusKeywordId }).from(seoKeywordGroups).where(and(eq(seoKeywordGroups.brandId, scope.brandId), eq(seoKeywordGroups.id, target.groupId)));
      if (!group) return null;
      label = group.name;
      const rows = await tx
        .select({ id: seoKeywords.id, keyword: seoKeywords.keyword, key: seoKeywords.keywordKey })
        .from(seoKeywords)
        .where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.groupId, target.groupId)))
        .orderBy(desc(sql`coalesce(${seoKeywords.volume}, -1)`), asc(seoKeywords.keywordKey))
        .limit(50);
      // The focus keyword first: its SERP breaks ties.
      kws = [...rows.filter((r) => r.id === group.focus), ...rows.filter((r) => r.id !== group.focus)];
    }
    if (!kws.length) return { label, keywords: [], missing: [], day: null, results: [], peopleAlsoAsk: [] };
    // A sample brand's own sample SERP (RLS shows it to that brand only) comes before real ones of the
    // same keyword: its articles are the ones the sample stored.
    const serps = await tx.execute<{ keyword_key: string; day: string; organic: { position: number; url: string; domain: string; title: string }[]; people_also_ask: string[] }>(sql`
      select distinct on (keyword_key) keyword_key, day::text as day, organic, people_also_ask
      from ${seoSerps} where keyword_key in ${sql`(${sql.join(kws.map((k) => sql`${k.key}`), sql`, `)})`}
      order by keyword_key, (sample_brand_id is null), day desc, fetched_at desc`);
    const byKey = new Map([...serps].map((s) => [s.keyword_key, s]));
    const merged = new Map<string, TopResult & { score: number }>();
    const paa = new Map<string, number>();
    kws.forEach(({ keyword, key }, order) => {
      const serp = byKey.get(key);
      if (!serp) return;
      for (const r of serp.organic) {
        if (r.position > TOP_ARTICLES || !/^https?:\/\//i.test(r.url)) continue;
        const id = canonicalUrl(r.url);
        const score = TOP_ARTICLES + 1 - r.position;
        const hit = merged.get(id);
        if (hit) {
          hit.score += score;
          hit.keywords += 1;
          if (r.position < hit.position) Object.assign(hit, { position: r.position, keyword });
        } else merged.set(id, { url: r.url, domain: (r.domain || hostOf(r.url)).replace(/^www\./, ""), title: r.title, position: r.position, keyword, keywords: 1, score: score + (order === 0 ? 0.5 : 0) });
      }
      for (const q of serp.people_also_ask ?? []) {
        const clean = q.trim();
        if (clean) paa.set(clean, (paa.get(clean) ?? 0) + 1);
      }
    });
    const results = [...merged.values()]
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, TOP_ARTICLES)
      .map(({ score: _score, ...r }) => r);
    return {
      label,
      keywords: kws.map((k) => k.keyword),
      missing: kws.filter((k) => !byKey.has(k.key)).map((k) => k.keyword),
      day: [...serps].map((s) => s.day).sort().at(-1) ?? null,
      results,
      peopleAlsoAsk: [...paa.entries()].sort((a, b) => b[1] - a[1]).map(([question, n]) => ({ question, serps: n })),
    };
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

export type DomainStrength = { rank: number | null; referringDomains: number | null; rankingKeywords: number | null };

/**
 * What the brand already knows about how strong each domain is: the latest backlink profile's rank
 * and referring domains (/competitors-backlinks) and how many keywords it ranks for
 * (/competitors-keywords). Domains never looked up are absent — the page says "unknown", never 0.
 */
export async function domainStrength(scope: BrandScope, domains: readonly string[]): Promise<Map<string, DomainStrength>> {
  const out = new Map<string, DomainStrength>();
  const list = [...new Set(domains.map((d) => d.replace(/^www\./, "").toLowerCase()))].filter(Boolean);
  if (!list.length) return out;
  const [profiles, rankings] = await withScope(scope, (tx) =>
    Promise.all([
      tx.execute<{ target: string; rank: number | null; rd: number | null }>(sql`
        select distinct on (target) target, (profile->'summary'->>'rank')::float8 as rank, (profile->'summary'->>'referringDomains')::int as rd
        from ${seoBacklinkProfiles} where brand_id = ${scope.brandId}::uuid and target in ${sql`(${sql.join(list.map((d) => sql`${d}`), sql`, `)})`}
        order by target, day desc`),
      tx
        .select({ domain: seoDomainRankings.domain, n: sql<number>`count(*)::int` })
        .from(seoDomainRankings)
        .where(and(eq(seoDomainRankings.brandId, scope.brandId), inArray(seoDomainRankings.domain, list)))
        .groupBy(seoDomainRankings.domain),
    ]),
  );
  for (const p of profiles) out.set(p.target, { rank: p.rank === null ? null : Number(p.rank), referringDomains: p.rd === null ? null : Number(p.rd), rankingKeywords: null });
  for (const r of rankings) out.set(r.domain, { ...(out.get(r.domain) ?? { rank: null, referringDomains: null }), rankingKeywords: Number(r.n) });
  return out;
}
