/**
 * /rankings: the brand's tracked keywords at one location and device with their latest checked
 * position, the check before it (change arrow), the best position, the ranking URL, the competitors'
 * positions on the same stored SERP and visibility; plus the rank check's progress and the recent
 * drop alerts. Sorted and paged in SQL on the (brand, keyword, location, device, day) index.
 */
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { activityLogs, brandData, brands, seoSerps } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listJobs, type JobStatus } from "@/lib/jobs";
import { ctrAt, visibility, type Visibility } from "../analysis/visibility";
import { SEO_RANK_CHECK_TASK } from "../jobs";
import { hostOf, isOwnDomain } from "../own-domain";
import { RANK_DROP_EVENT } from "../rank-check";
import { parseWhere, RANK_TABLE, type RankTableState } from "../rank-view";
import { serpDay } from "../serp-cache";
import { getSeoSettings, type SeoSettings } from "./settings";

export type CompetitorPosition = { domain: string; position: number | null };

export type RankRow = {
  id: string;
  keyword: string;
  volume: number | null;
  /** Day of the latest check at this location and device; null = never checked here. */
  day: string | null;
  position: number | null;
  previous: number | null;
  /** The check before the latest exists (a first check has no arrow). */
  hasPrevious: boolean;
  best: number | null;
  url: string | null;
  /** Expected share of the keyword's clicks at this position (CTR curve), 0–1. */
  ctr: number;
  competitors: CompetitorPosition[];
};

export type RankPage = {
  rows: RankRow[];
  total: number;
  /** Tracked keywords of the brand (any filter). */
  tracked: number;
  location: string;
  device: "desktop" | "mobile";
  /** Every location and device the brand has checks for, the default first. */
  places: { location: string; device: "desktop" | "mobile" }[];
  visibility: Visibility;
  competitorDomains: string[];
};

const ORDER: Record<string, SQL> = {
  keyword: sql`keyword_key`,
  position: sql`position`,
  change: sql`(previous - position)`,
  best: sql`best`,
  volume: sql`volume`,
};

/** The competitor domains watched on SERPs: the SEO settings' and Brand Basic Data's. */
export async function watchedCompetitorDomains(scope: BrandScope, settings: SeoSettings): Promise<string[]> {
  const [row] = await withScope(scope, (tx) => tx.select({ competitors: brandData.competitors }).from(brandData).where(eq(brandData.brandId, scope.brandId)));
  const fromBrand = (row?.competitors ?? []).map((c) => hostOf(c.domain)).filter((d): d is string => !!d);
  return [...new Set([...settings.competitorDomains, ...fromBrand])].slice(0, 12);
}

export async function listRankings(scope: BrandScope, state: RankTableState): Promise<RankPage> {
  const settings = await getSeoSettings(scope);
  const at = parseWhere(state.filters.where) ?? { location: settings.location, device: settings.device };
  const competitorDomains = await watchedCompetitorDomains(scope, settings);
  const b = scope.brandId;
  const q = state.filters.q?.trim().toLowerCase();
  const order = ORDER[state.sort.id] ?? ORDER[RANK_TABLE.defaultSort.id]!;
  const dir = state.sort.desc ? sql`desc nulls last` : sql`asc nulls last`;
  const offset = (state.page - 1) * state.size;

  const { rows, tracked, placeRows, all } = await withScope(scope, async (tx) => {
    const base = sql`
      with k as (
        select id, keyword, keyword_key, volume from seo_keywords
        where brand_id = ${b}::uuid and tracked ${q ? sql`and keyword_key like ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}
      ), l as (
        select distinct on (keyword_id) keyword_id, day, position, url, serp_id from seo_rank_checks
        where brand_id = ${b}::uuid and location = ${at.location} and device = ${at.device}
        order by keyword_id, day desc
      ), r as (
        select k.id, k.keyword, k.keyword_key, k.volume, l.day::text as day, l.position, l.url, l.serp_id,
          p.position as previous, p.day is not null as has_previous,
          (select min(c.position) from seo_rank_checks c
            where c.brand_id = ${b}::uuid and c.keyword_id = k.id and c.location = ${at.location} and c.device = ${at.device}) as best
        from k left join l on l.keyword_id = k.id
        left join lateral (
          select c.position, c.day from seo_rank_checks c
          where c.brand_id = ${b}::uuid and c.keyword_id = k.id and c.location = ${at.location} and c.device = ${at.device} and c.day < l.day
          order by c.day desc limit 1
        ) p on true
      )`;
    const rows = await tx.execute<{
      id: string;
      keyword: string;
      volume: number | null;
      day: string | null;
      position: number | null;
      url: string | null;
      serp_id: string | null;
      previous: number | null;
      has_previous: boolean;
      best: number | null;
      total: number;
    }>(sql`${base} select *, count(*) over ()::int as total from r order by ${order} ${dir}, keyword_key, id limit ${state.size} offset ${offset}`);
    const all = await tx.execute<{ keyword: string; position: number | null; volume: number | null }>(sql`${base} select keyword, position, volume from r`);
    const [count] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from seo_keywords where brand_id = ${b}::uuid and tracked`);
    const placeRows = await tx.execute<{ location: string; device: string }>(
      sql`select distinct location, device from seo_rank_checks where brand_id = ${b}::uuid order by location, device limit 50`,
    );
    return { rows, tracked: Number(count?.n ?? 0), placeRows, all };
  });

  const serpIds = [...new Set(rows.map((r) => r.serp_id).filter((id): id is string => !!id))];
  const serps = serpIds.length
    ? await withScope(scope, (tx) => tx.select({ id: seoSerps.id, organic: seoSerps.organic }).from(seoSerps).where(inArray(seoSerps.id, serpIds)))
    : [];
  const organicBySerp = new Map(serps.map((s) => [s.id, s.organic]));

  const places = [{ location: settings.location, device: settings.device }];
  for (const p of placeRows) {
    if (!places.some((x) => x.location === p.location && x.device === p.device)) places.push({ location: p.location, device: p.device as "desktop" | "mobile" });
  }
  if (!places.some((x) => x.location === at.location && x.device === at.device)) places.push(at);

  return {
    rows: rows.map((r) => {
      const organic = r.serp_id ? organicBySerp.get(r.serp_id) : undefined;
      return {
        id: r.id,
        keyword: r.keyword,
        volume: r.volume === null ? null : Number(r.volume),
        day: r.day,
        position: r.position === null ? null : Number(r.position),
        previous: r.previous === null ? null : Number(r.previous),
        hasPrevious: !!r.has_previous,
        best: r.best === null ? null : Number(r.best),
        url: r.url,
        ctr: ctrAt(r.position),
        competitors: organic
          ? competitorDomains.map((domain) => ({ domain, position: organic.find((o) => isOwnDomain(o.domain || hostOf(o.url) || "", [domain]))?.position ?? null }))
          : [],
      };
    }),
    total: Number(rows[0]?.total ?? 0),
    tracked,
    location: at.location,
    device: at.device,
    places,
    visibility: visibility(all.map((r) => ({ keyword: r.keyword, position: r.position === null ? null : Number(r.position), volume: r.volume === null ? null : Number(r.volume) }))),
    competitorDomains,
  };
}

export type RankCheckProgress = {
  /** The latest rank-check job of the brand, manual or scheduled. */
  job: { id: string; status: JobStatus; lastError: string | null; createdAt: Date } | null;
  /** Tracked keywords checked today at the brand's default location and device. */
  checkedToday: number;
  tracked: number;
  lastRankCheckAt: Date | null;
  nextRankCheckAt: Date | null;
  frequency: SeoSettings["rankCheckFrequency"];
};

/** Progress of the brand's rank check, read from the job queue and today's history rows (so it survives a reload). */
export async function getRankCheckProgress(scope: BrandScope, now = new Date()): Promise<RankCheckProgress> {
  const settings = await getSeoSettings(scope);
  return withScope(scope, async (tx) => {
    const [job] = await listJobs(tx, sql`task = ${SEO_RANK_CHECK_TASK} and brand_id = ${scope.brandId}`, 1);
    const [counts] = await tx.execute<{ checked: number; tracked: number }>(sql`
      select
        (select count(*)::int from seo_rank_checks c join seo_keywords k on k.id = c.keyword_id and k.brand_id = c.brand_id and k.tracked
          where c.brand_id = ${scope.brandId}::uuid and c.day = ${serpDay(now)}::date and c.location = ${settings.location} and c.device = ${settings.device}) as checked,
        (select count(*)::int from seo_keywords where brand_id = ${scope.brandId}::uuid and tracked) as tracked`);
    return {
      job: job ? { id: job.id, status: job.status, lastError: job.lastError, createdAt: job.createdAt } : null,
      checkedToday: Number(counts?.checked ?? 0),
      tracked: Number(counts?.tracked ?? 0),
      lastRankCheckAt: settings.lastRankCheckAt,
      nextRankCheckAt: settings.nextRankCheckAt,
      frequency: settings.rankCheckFrequency,
    };
  });
}

export type RankAlert = { id: string; at: Date; text: string; keyword: string | null; places: number | null };

/** The latest drop alerts (the activity rows the rank check writes with its `seo_rank_drop` webhook). */
export async function listRankAlerts(scope: BrandScope, limit = 8): Promise<RankAlert[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: activityLogs.id, at: activityLogs.createdAt, text: activityLogs.userAction, payload: activityLogs.payload })
      .from(activityLogs)
      .where(and(eq(activityLogs.brandId, scope.brandId), eq(activityLogs.actionType, RANK_DROP_EVENT)))
      .orderBy(desc(activityLogs.createdAt))
      .limit(limit),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    text: r.text,
    keyword: typeof r.payload.keyword === "string" ? r.payload.keyword : null,
    places: typeof r.payload.places === "number" ? r.payload.places : null,
  }));
}

/** The brand's website host, for "your URL" labels. */
export async function brandHost(scope: BrandScope): Promise<string | null> {
  const [row] = await withScope(scope, (tx) => tx.select({ website: brands.website }).from(brands).where(eq(brands.id, scope.brandId)));
  return hostOf(row?.website);
}
