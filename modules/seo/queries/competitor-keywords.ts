/**
 * /competitors-keywords: keywords competitors rank for and the brand does not (gap), keywords both rank
 * for (shared, both positions) and the brand's quick wins (positions 4–20). Two sources, always labelled:
 * the SERPs already stored for the brand's keywords (free, and limited to keywords the brand has), or
 * DataForSEO Labs ranked_keywords for the brand's and each competitor's domain (paid, checked against the
 * monthly budget, and the one that finds keywords the brand does not have yet).
 *
 * Brand vs brand: keywords two brands of the agency both target. Each brand's keywords are read through
 * that brand's own scope — the user's membership of both is what makes the second scope exist at all — so
 * no brand the user is not a member of is ever read or named.
 */
import { eq, sql } from "drizzle-orm";
import { seoKeywords } from "@/db/schema";
import { accessTo, NotFoundError, scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { atLeast } from "@/lib/permissions";
import { listBrands } from "@/modules/brands/queries";
import { keywordGaps, rankedFromSerps, type GapReport } from "../analysis/gaps";
import { seoBudgetRefusal, seoMonthSpendUsd } from "../budget";
import { keywordKey } from "../keyword-text";
import { keywordDataClientFor, NO_KEYWORD_PROVIDER, type ProviderSettings } from "../providers";
import type { OrganicResult, ProviderFailure } from "../types";
import { latestSerpsSql } from "./clustering";
import { getBrandDomains } from "./domains";
import { readDomainRankings, storeDomainRankings, utcDay, type StoredDomainRankings } from "./domain-rankings";
import { getSeoSettings } from "./settings";

export type CompetitorSource = "serps" | "labs";

export type CompetitorReport = GapReport & {
  source: CompetitorSource;
  own: string[];
  competitors: string[];
  /** SERPs read (stored source) or domains asked (Labs). */
  basis: number;
  /** Keys of the gap keywords already in the brand's store. */
  inStore: string[];
  /** Labs: when the oldest of the stored answers the report is built from was fetched (ISO); null for SERPs. */
  fetchedAt: string | null;
  /** Labs: domains whose answer was already fetched today and reused instead of asked again. */
  reused: string[];
};

/** Rows shown per list: the lists are sorted by volume, and the tail of a 5,000-keyword gap is noise. */
export const REPORT_ROWS = 500;

function trim(report: GapReport): GapReport {
  return { gap: report.gap.slice(0, REPORT_ROWS), shared: report.shared.slice(0, REPORT_ROWS), quickWins: report.quickWins.slice(0, REPORT_ROWS) };
}

async function storedKeys(scope: BrandScope, keys: readonly string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await withScope(scope, (tx) =>
    tx.execute<{ keyword_key: string }>(sql`select keyword_key from seo_keywords where brand_id = ${scope.brandId}::uuid and keyword_key in (select unnest(${`{${keys.map((k) => `"${k.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]))`),
  );
  return rows.map((r) => r.keyword_key);
}

/** The report from the latest stored SERP of each of the brand's keywords at its location, language and device. */
export async function competitorReportFromSerps(scope: BrandScope): Promise<CompetitorReport> {
  const [settings, domains] = await Promise.all([getSeoSettings(scope), getBrandDomains(scope)]);
  const market = { location: settings.location, language: settings.language, device: settings.device };
  const { serps, volumes } = await withScope(scope, async (tx) => ({
    serps: await tx.execute<{ keyword_key: string; organic: OrganicResult[] }>(sql`select * from ${latestSerpsSql(scope, market, false)} s`),
    volumes: await tx.execute<{ keyword_key: string; volume: number | null }>(sql`
      select k.keyword_key, k.volume from seo_keywords k where k.brand_id = ${scope.brandId}::uuid
        and k.keyword_key in (select s.keyword_key from ${latestSerpsSql(scope, market, false)} s)`),
  }));
  const volumeOf = new Map(volumes.map((v) => [v.keyword_key, v.volume === null ? null : Number(v.volume)]));
  const asSerps = serps.map((s) => ({ keyword: s.keyword_key, organic: s.organic }));
  const report = keywordGaps(rankedFromSerps(asSerps, domains.own, volumeOf), rankedFromSerps(asSerps, domains.competitors, volumeOf));
  const trimmed = trim(report);
  return { ...trimmed, source: "serps", own: domains.own, competitors: domains.competitors, basis: serps.length, inStore: trimmed.gap.map((g) => g.keyword), fetchedAt: null, reused: [] };
}

/** Competitors asked at DataForSEO Labs per report: each is one paid call. */
export const LABS_MAX_COMPETITORS = 5;
const LABS_LIMIT = 300;

/** The Labs report from stored answers: `mine` and `theirs` by domain; null when none of the domains has one. */
async function labsReport(scope: BrandScope, own: string[], rival: string[], stored: Map<string, StoredDomainRankings>, reused: string[]): Promise<CompetitorReport | null> {
  const used = [...own, ...rival].map((d) => stored.get(d)).filter((e) => e !== undefined);
  if (!used.length) return null;
  const rowsOf = (domains: string[]) => domains.flatMap((d) => stored.get(d)?.rows ?? []);
  const report = trim(keywordGaps(rowsOf(own), rowsOf(rival)));
  const inStore = await storedKeys(scope, report.gap.map((g) => keywordKey(g.keyword)));
  const oldest = used.reduce((a, e) => (e.fetchedAt < a ? e.fetchedAt : a), used[0]!.fetchedAt);
  return { ...report, source: "labs", own, competitors: rival, basis: used.length, inStore, fetchedAt: oldest.toISOString(), reused };
}

/** The latest stored DataForSEO Labs report of the brand's domains and competitors, without asking the provider; null when none was fetched. */
export async function storedCompetitorLabsReport(scope: BrandScope): Promise<CompetitorReport | null> {
  const [settings, domains] = await Promise.all([getSeoSettings(scope), getBrandDomains(scope)]);
  const rival = domains.competitors.slice(0, LABS_MAX_COMPETITORS);
  if (!domains.own.length || !rival.length) return null;
  const stored = await readDomainRankings(scope, [...domains.own, ...rival], { location: settings.location, language: settings.language });
  return labsReport(scope, domains.own, rival, stored, []);
}

/**
 * The report from DataForSEO Labs ranked_keywords; every answer is stored (seo_domain_rankings), and a
 * domain already fetched today is read from the store instead of paid for again. The first failure (no
 * key, budget, provider) comes back as such.
 */
export async function competitorReportFromLabs(scope: BrandScope, providerSettings?: ProviderSettings): Promise<{ ok: true; report: CompetitorReport } | { ok: false; failure: ProviderFailure }> {
  const [settings, domains] = await Promise.all([getSeoSettings(scope), getBrandDomains(scope)]);
  if (!domains.own.length) return { ok: false, failure: { kind: "not_configured", message: "The brand has no website. Add it under Brand Basic Data so its rankings can be looked up." } };
  if (!domains.competitors.length) return { ok: false, failure: { kind: "not_configured", message: "No competitor has a domain yet. Add competitors with their domains under Brand Basic Data or SEO Settings." } };
  const market = { location: settings.location, language: settings.language };
  const rival = domains.competitors.slice(0, LABS_MAX_COMPETITORS);
  const all = [...domains.own, ...rival];
  const stored = await readDomainRankings(scope, all, market, { day: utcDay(new Date()) });
  const reused = all.filter((d) => stored.has(d));
  const toFetch = all.filter((d) => !stored.has(d));
  if (toFetch.length) {
    const client = await keywordDataClientFor(scope, providerSettings);
    if (!client) return { ok: false, failure: { kind: "not_configured", message: NO_KEYWORD_PROVIDER } };
    const ctx = {
      scope,
      purpose: "seo.ranked",
      checkBudget: async (estimateUsd: number) => seoBudgetRefusal(settings.monthlyBudgetUsd, await seoMonthSpendUsd(scope), estimateUsd),
    };
    // One after another: each call checks the budget with what the ones before it spent.
    for (const d of toFetch) {
      const r = await client.rankedKeywords(d, market, ctx, { limit: LABS_LIMIT });
      if (!r.ok) return { ok: false, failure: r.failure };
      const fetchedAt = new Date();
      await storeDomainRankings(scope, d, market, r.value, fetchedAt);
      stored.set(d, { domain: d, fetchedAt, rows: r.value.map(({ keyword, domain, position, url, volume }) => ({ keyword, domain, position, url, volume })) });
    }
  }
  const report = await labsReport(scope, domains.own, rival, stored, reused);
  return report ? { ok: true, report } : { ok: false, failure: { kind: "not_configured", message: "No domain to ask DataForSEO Labs about." } };
}

export type OtherBrand = { id: string; name: string };

/** The other brands the user is a member of and may see SEO in: the only ones brand vs brand offers. */
export async function brandsToCompare(scope: BrandScope): Promise<OtherBrand[]> {
  const list = await listBrands(scope.user);
  const out: OtherBrand[] = [];
  for (const b of list) {
    if (b.id === scope.brandId) continue;
    try {
      const other = await scopeFor(scope.user, b.id);
      if (atLeast(await accessTo(other, "seo"), "view")) out.push({ id: b.id, name: b.name });
    } catch (e) {
      if (!(e instanceof NotFoundError)) throw e;
    }
  }
  return out;
}

export type BrandVsBrandRow = { keyword: string; volume: number | null; a: { position: number | null; url: string | null }; b: { position: number | null; url: string | null }; ahead: "a" | "b" | "tie" | null };

type StoreRow = { keyword: string; keywordKey: string; volume: number | null; position: number | null; url: string | null };

async function storeOf(scope: BrandScope): Promise<StoreRow[]> {
  return withScope(scope, (tx) =>
    tx
      .select({ keyword: seoKeywords.keyword, keywordKey: seoKeywords.keywordKey, volume: seoKeywords.volume, position: seoKeywords.position, url: seoKeywords.positionUrl })
      .from(seoKeywords)
      .where(eq(seoKeywords.brandId, scope.brandId)),
  );
}

/**
 * Keywords the current brand and `otherBrandId` both have in their stores, with each one's latest position.
 * The other brand is reached only through a scope of the same user (NotFoundError when they are not a member).
 */
export async function brandVsBrand(scope: BrandScope, otherBrandId: string): Promise<BrandVsBrandRow[]> {
  if (otherBrandId === scope.brandId) throw new NotFoundError();
  const other = await scopeFor(scope.user, otherBrandId);
  if (!atLeast(await accessTo(other, "seo"), "view")) throw new NotFoundError();
  const [a, b] = await Promise.all([storeOf(scope), storeOf(other)]);
  const byKey = new Map(b.map((r) => [r.keywordKey, r]));
  const rows: BrandVsBrandRow[] = [];
  for (const ra of a) {
    const rb = byKey.get(ra.keywordKey);
    if (!rb) continue;
    const pa = ra.position;
    const pb = rb.position;
    const ahead = pa === null && pb === null ? null : pb === null || (pa !== null && pa < pb) ? "a" : pa === null || pb < pa ? "b" : "tie";
    const volume = ra.volume === null ? rb.volume : rb.volume === null ? ra.volume : Math.max(ra.volume, rb.volume);
    rows.push({ keyword: ra.keyword, volume, a: { position: pa, url: ra.url }, b: { position: pb, url: rb.url }, ahead });
  }
  // Both ranking first (that is where the brands compete), then by volume.
  return rows
    .sort((x, y) => Number(y.a.position !== null && y.b.position !== null) - Number(x.a.position !== null && x.b.position !== null) || (y.volume ?? -1) - (x.volume ?? -1) || x.keyword.localeCompare(y.keyword))
    .slice(0, REPORT_ROWS);
}
