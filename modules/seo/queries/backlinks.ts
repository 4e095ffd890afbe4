/**
 * /competitors-backlinks: backlink profiles of the brand and its competitors (the same competitor
 * list /competitors-keywords uses) and the link gap, from DataForSEO Backlinks or imported Semrush
 * Backlinks exports. Every answer is stored per brand, target and UTC day (seo_backlink_profiles,
 * seo_link_gaps): the page reads the store, a target fetched today is read back instead of paid for
 * again, and each paid call is checked against the brand's monthly SEO budget first.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { seoBacklinkProfiles, seoLinkGaps } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { createTask } from "@/modules/tasks/create";
import { linkGapFromReferringDomains, mergeGaps, type BacklinkProfile, type LinkGap } from "../analysis/backlinks";
import { seoBudgetRefusal, seoMonthSpendUsd } from "../budget";
import { keywordDataClientFor, type ProviderSettings } from "../providers";
import type { ProviderFailure } from "../types";
import { getBrandDomains } from "./domains";
import { utcDay } from "./domain-rankings";
import { getSeoSettings } from "./settings";

/** Competitors compared: each costs four paid calls per fetch. */
export const BACKLINKS_MAX_COMPETITORS = 5;
/** Rows asked per list: enough for the strongest referring domains and the newest links without paying for the long tail. */
const LIST_LIMIT = 100;
const GAP_LIMIT = 300;
/** Days of history drawn per target. */
const HISTORY_DAYS = 180;

export type BacklinkSource = "dataforseo" | "semrush_import";
export type StoredProfile = { target: string; source: BacklinkSource; day: string; fetchedAt: string; profile: BacklinkProfile };
export type StoredGap = { source: "dataforseo" | "computed"; fetchedAt: string; gap: LinkGap };

export type BacklinkReport = {
  own: string[];
  competitors: string[];
  /** Latest stored profile per target (absent = never fetched or imported). */
  profiles: StoredProfile[];
  /** Referring domains and backlinks per target and day, oldest first. */
  history: { target: string; day: string; referringDomains: number; backlinks: number }[];
  gap: StoredGap | null;
  /** A DataForSEO login is there (the brand's or the deployment's): the page can fetch. */
  canFetch: boolean;
};

async function targets(scope: BrandScope): Promise<{ own: string[]; competitors: string[] }> {
  const domains = await getBrandDomains(scope);
  return { own: domains.own, competitors: domains.competitors.slice(0, BACKLINKS_MAX_COMPETITORS) };
}

/** Replaces the target's profile of `fetchedAt`'s day. */
export async function storeBacklinkProfile(scope: BrandScope, target: string, source: BacklinkSource, profile: BacklinkProfile, fetchedAt: Date): Promise<void> {
  const row = { brandId: scope.brandId, target, source, day: utcDay(fetchedAt), fetchedAt, profile };
  await withScope(scope, (tx) =>
    tx
      .insert(seoBacklinkProfiles)
      .values(row)
      .onConflictDoUpdate({ target: [seoBacklinkProfiles.brandId, seoBacklinkProfiles.target, seoBacklinkProfiles.day], set: { source, fetchedAt, profile } }),
  );
}

async function storeGap(scope: BrandScope, source: StoredGap["source"], gap: LinkGap, fetchedAt: Date): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .insert(seoLinkGaps)
      .values({ brandId: scope.brandId, source, day: utcDay(fetchedAt), fetchedAt, gap })
      .onConflictDoUpdate({ target: [seoLinkGaps.brandId, seoLinkGaps.day], set: { source, fetchedAt, gap } }),
  );
}

/** The latest profile of each of `domains` (on `day` only, when given). */
async function latestProfiles(scope: BrandScope, domains: readonly string[], day?: string): Promise<Map<string, StoredProfile>> {
  const out = new Map<string, StoredProfile>();
  if (!domains.length) return out;
  const rows = await withScope(scope, (tx) =>
    tx
      .selectDistinctOn([seoBacklinkProfiles.target], { target: seoBacklinkProfiles.target, source: seoBacklinkProfiles.source, day: seoBacklinkProfiles.day, fetchedAt: seoBacklinkProfiles.fetchedAt, profile: seoBacklinkProfiles.profile })
      .from(seoBacklinkProfiles)
      .where(and(eq(seoBacklinkProfiles.brandId, scope.brandId), inArray(seoBacklinkProfiles.target, [...domains]), day ? eq(seoBacklinkProfiles.day, day) : sql`true`))
      .orderBy(seoBacklinkProfiles.target, desc(seoBacklinkProfiles.day)),
  );
  for (const r of rows) out.set(r.target, { target: r.target, source: r.source as BacklinkSource, day: r.day, fetchedAt: r.fetchedAt.toISOString(), profile: r.profile });
  return out;
}

async function latestGap(scope: BrandScope): Promise<StoredGap | null> {
  const [row] = await withScope(scope, (tx) =>
    tx.select({ source: seoLinkGaps.source, fetchedAt: seoLinkGaps.fetchedAt, gap: seoLinkGaps.gap }).from(seoLinkGaps).where(eq(seoLinkGaps.brandId, scope.brandId)).orderBy(desc(seoLinkGaps.day)).limit(1),
  );
  return row ? { source: row.source as StoredGap["source"], fetchedAt: row.fetchedAt.toISOString(), gap: row.gap } : null;
}

/**
 * Live backlinks per page of the brand's own domains, from their latest stored profiles (the 3D
 * analysis' "Backlinks" metric); keys are the pages as the links name them. Null: no profile yet.
 */
export async function backlinksPerPage(scope: BrandScope): Promise<Map<string, number> | null> {
  const { own } = await targets(scope);
  const profiles = await latestProfiles(scope, own);
  if (!profiles.size) return null;
  const out = new Map<string, number>();
  for (const p of profiles.values()) for (const l of p.profile.links) if (!l.lostDate) out.set(l.urlTo, (out.get(l.urlTo) ?? 0) + 1);
  return out;
}

/** The page's report from the store alone: no provider is asked. */
export async function getBacklinkReport(scope: BrandScope, providerSettings?: ProviderSettings): Promise<BacklinkReport> {
  const { own, competitors } = await targets(scope);
  const all = [...own, ...competitors];
  const since = utcDay(new Date(Date.now() - HISTORY_DAYS * 864e5));
  const [profiles, gap, client, history] = await Promise.all([
    latestProfiles(scope, all),
    latestGap(scope),
    keywordDataClientFor(scope, providerSettings),
    all.length
      ? withScope(scope, (tx) =>
          tx
            .select({
              target: seoBacklinkProfiles.target,
              day: seoBacklinkProfiles.day,
              referringDomains: sql<number>`(${seoBacklinkProfiles.profile}->'summary'->>'referringDomains')::int`,
              backlinks: sql<number>`(${seoBacklinkProfiles.profile}->'summary'->>'backlinks')::int`,
            })
            .from(seoBacklinkProfiles)
            .where(and(eq(seoBacklinkProfiles.brandId, scope.brandId), inArray(seoBacklinkProfiles.target, all), sql`${seoBacklinkProfiles.day} >= ${since}`))
            .orderBy(seoBacklinkProfiles.day),
        )
      : Promise.resolve([]),
  ]);
  return {
    own,
    competitors,
    profiles: all.flatMap((d) => profiles.get(d) ?? []),
    history: history.map((h) => ({ ...h, referringDomains: Number(h.referringDomains), backlinks: Number(h.backlinks) })),
    gap,
    canFetch: client !== null,
  };
}

export type FetchOutcome = { fetched: string[]; reused: string[]; gap: "fetched" | "reused" };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

/** The gap from the referring domains of the profiles at hand (imports, or the lists a fetch brought). */
function computedGap(own: string[], competitors: string[], profiles: Map<string, StoredProfile>): LinkGap {
  const lists = (ds: string[]) => ds.flatMap((d) => (profiles.has(d) ? [{ target: d, domains: profiles.get(d)!.profile.referringDomains }] : []));
  return linkGapFromReferringDomains(lists(own), lists(competitors));
}

const NO_WEBSITE: ProviderFailure = { kind: "not_configured", message: "The brand has no website. Add it under Brand Basic Data so its backlinks can be looked up." };
const NO_COMPETITORS: ProviderFailure = { kind: "not_configured", message: "No competitor has a domain yet. Add competitors with their domains under Brand Basic Data or SEO Settings." };
const NO_LOGIN: ProviderFailure = { kind: "not_configured", message: "Backlinks come from DataForSEO Backlinks. Add its API login as login:password under Brand Settings → APIs, or import a Semrush Backlinks export." };

/**
 * What would stop a fetch before its first call (no website, no competitor domain, no DataForSEO
 * login), so "Fetch" says so at once instead of queueing a job bound to fail; with none, the domains
 * a fetch would look up (the brand's first).
 */
export async function backlinksFetchPlan(scope: BrandScope, providerSettings?: ProviderSettings): Promise<{ ok: true; targets: string[] } | { ok: false; failure: ProviderFailure }> {
  const { own, competitors } = await targets(scope);
  if (!own.length) return { ok: false, failure: NO_WEBSITE };
  if (!competitors.length) return { ok: false, failure: NO_COMPETITORS };
  if (!(await keywordDataClientFor(scope, providerSettings))) return { ok: false, failure: NO_LOGIN };
  return { ok: true, targets: [...own, ...competitors] };
}

/**
 * Of `domains`, those with a DataForSEO profile stored for `day`, and when each was fetched: a fetch
 * job's progress, read back from what it has stored so far (so it survives a reload or a restart).
 */
export async function storedDataForSeoProfiles(scope: BrandScope, domains: readonly string[], day: string): Promise<Map<string, Date>> {
  const profiles = await latestProfiles(scope, domains, day);
  return new Map([...profiles.values()].filter((p) => p.source === "dataforseo").map((p) => [p.target, new Date(p.fetchedAt)]));
}

/**
 * Fetches the brand's and each competitor's profile from DataForSEO Backlinks (summary, referring
 * domains, backlinks, anchors) and the link gap (domain_intersection), one paid call after another so
 * each budget check sees what the ones before spent. Targets already fetched today are read back.
 * The first failure (no key, budget, no Backlinks subscription, provider) comes back as such; what was
 * fetched before it stays stored.
 */
export async function fetchBacklinks(scope: BrandScope, providerSettings?: ProviderSettings, opts: { jobId?: string | null } = {}): Promise<{ ok: true; value: FetchOutcome } | { ok: false; failure: ProviderFailure }> {
  const { own, competitors } = await targets(scope);
  if (!own.length) return { ok: false, failure: NO_WEBSITE };
  if (!competitors.length) return { ok: false, failure: NO_COMPETITORS };
  const all = [...own, ...competitors];
  const today = utcDay(new Date());
  const stored = await latestProfiles(scope, all, today);
  const todaysGap = await latestGap(scope);
  const gapReusable = todaysGap?.source === "dataforseo" && utcDay(new Date(todaysGap.fetchedAt)) === today && sameSet(todaysGap.gap.competitors, competitors) && sameSet(todaysGap.gap.excluded, own);
  const reused = all.filter((d) => stored.get(d)?.source === "dataforseo");
  const toFetch = all.filter((d) => !reused.includes(d));
  if (!toFetch.length && gapReusable) return { ok: true, value: { fetched: [], reused, gap: "reused" } };

  const client = await keywordDataClientFor(scope, providerSettings);
  if (!client) return { ok: false, failure: NO_LOGIN };
  const settings = await getSeoSettings(scope);
  const ctx = (purpose: string) => ({ scope, purpose, jobId: opts.jobId ?? null, checkBudget: async (estimateUsd: number) => seoBudgetRefusal(settings.monthlyBudgetUsd, await seoMonthSpendUsd(scope), estimateUsd) });
  const api = client.backlinks;
  for (const target of toFetch) {
    const summary = await api.summary(target, ctx("seo.backlinks.summary"));
    if (!summary.ok) return summary;
    const referringDomains = await api.referringDomains(target, ctx("seo.backlinks.referring_domains"), { limit: LIST_LIMIT });
    if (!referringDomains.ok) return referringDomains;
    const links = await api.backlinks(target, ctx("seo.backlinks.backlinks"), { limit: LIST_LIMIT });
    if (!links.ok) return links;
    const anchors = await api.anchors(target, ctx("seo.backlinks.anchors"));
    if (!anchors.ok) return anchors;
    const fetchedAt = new Date();
    const profile: BacklinkProfile = { summary: summary.value, referringDomains: referringDomains.value, anchors: anchors.value, links: links.value };
    await storeBacklinkProfile(scope, target, "dataforseo", profile, fetchedAt);
    stored.set(target, { target, source: "dataforseo", day: today, fetchedAt: fetchedAt.toISOString(), profile });
  }
  if (!gapReusable) {
    const r = await api.linkGap(competitors, own, ctx("seo.backlinks.intersection"), { limit: GAP_LIMIT });
    if (!r.ok) return r;
    const fromApi: LinkGap = { competitors, excluded: own, rows: r.value };
    await storeGap(scope, "dataforseo", mergeGaps(fromApi, computedGap(own, competitors, stored)), new Date());
  }
  await withScope(scope, (tx) =>
    logScopeActivity(tx, scope, "seo_backlinks_fetched", `Fetched backlinks of ${toFetch.length ? toFetch.join(", ") : "no new domain"} from DataForSEO${reused.length ? ` (${reused.length} reused from today)` : ""}`, { fetched: toFetch, reused }),
  );
  return { ok: true, value: { fetched: toFetch, reused, gap: gapReusable ? "reused" : "fetched" } };
}

/**
 * After an import: the gap recomputed from the latest profiles of every target, unless today's gap
 * came from DataForSEO (the provider's answer reaches further than imported lists).
 */
export async function recomputeLinkGap(scope: BrandScope): Promise<LinkGap | null> {
  const { own, competitors } = await targets(scope);
  if (!own.length || !competitors.length) return null;
  const current = await latestGap(scope);
  if (current?.source === "dataforseo" && utcDay(new Date(current.fetchedAt)) === utcDay(new Date())) return current.gap;
  const profiles = await latestProfiles(scope, [...own, ...competitors]);
  if (!own.some((d) => profiles.has(d)) || !competitors.some((d) => profiles.has(d))) return null;
  const gap = computedGap(own, competitors, profiles);
  await storeGap(scope, "computed", gap, new Date());
  return gap;
}

/** Where the latest link gap came from and when, without its rows (a fetch job's last step). */
export async function latestLinkGapStamp(scope: BrandScope): Promise<{ source: StoredGap["source"]; fetchedAt: Date } | null> {
  const [row] = await withScope(scope, (tx) =>
    tx.select({ source: seoLinkGaps.source, fetchedAt: seoLinkGaps.fetchedAt }).from(seoLinkGaps).where(eq(seoLinkGaps.brandId, scope.brandId)).orderBy(desc(seoLinkGaps.day)).limit(1),
  );
  return row ? { source: row.source as StoredGap["source"], fetchedAt: row.fetchedAt } : null;
}

/** The latest gap's rows, for the CSV export. */
export async function linkGapForExport(scope: BrandScope): Promise<LinkGap | null> {
  return (await latestGap(scope))?.gap ?? null;
}

/**
 * An outreach task for one domain of the brand's latest link gap. The domain is looked up in the
 * stored gap (never taken from the browser's copy), so the task says what the brand's data says.
 */
export async function createOutreachTask(scope: BrandScope, domain: string): Promise<{ taskId: string; title: string }> {
  const gap = await latestGap(scope);
  const row = gap?.gap.rows.find((r) => r.domain === domain.trim().toLowerCase());
  if (!row) throw new ActionError(`${domain} is not in the brand's link gap any more. Reload the page to see the current gap.`);
  const title = `Outreach: earn a link from ${row.domain}`;
  const description = [
    `${row.domain} links to ${row.linksTo.length} competitor${row.linksTo.length === 1 ? "" : "s"} (${row.linksTo.join(", ")}) and not to the brand.`,
    row.rank !== null ? `Domain rank: ${row.rank}.` : null,
    `From the link gap on /competitors-backlinks (${gap!.source === "dataforseo" ? "DataForSEO Backlinks" : "imported backlinks"}, ${gap!.fetchedAt.slice(0, 10)}).`,
  ]
    .filter(Boolean)
    .join("\n");
  const task = await createTask(scope, { title, description, assignedTo: null, sprintId: null, sourceType: "seo_link_gap", sourceData: { domain: row.domain, linksTo: row.linksTo, rank: row.rank } });
  return { taskId: task.id, title };
}
