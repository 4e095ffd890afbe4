/**
 * DataForSEO Backlinks API v3 (https://docs.dataforseo.com/v3/backlinks/overview/), live endpoints:
 * summary, referring_domains, backlinks, anchors and domain_intersection, over the same envelope,
 * auth, budget check and audit as the rest of the DataForSEO client (dataforseo.ts).
 *
 * The Backlinks API is a separate subscription: an account without it answers 40204 ("Access denied.
 * Visit Plans and Subscriptions to activate your subscription and get access to this API"), which
 * here says exactly that instead of blaming the login.
 */
import { z } from "zod";
import type { AnchorCount, Backlink, BacklinkSummary, GapDomain, ReferringDomain } from "../analysis/backlinks";
import { sortGap } from "../analysis/backlinks";
import type { ProviderFailure, ProviderResult } from "../types";
import { failAnswered, malformed } from "./call";
import type { FailureReader, LiveCall } from "./dataforseo";
import { resultItems } from "./dataforseo-result";
import type { ProviderCallContext } from "./types";

const NAME = "DataForSEO";

/** Worst-case prices (USD) per Backlinks live request and per returned row, from dataforseo.com/pricing/backlinks. */
export const BACKLINKS_ESTIMATES = { task: 0.02, item: 0.00003 } as const;

/** Status codes meaning "this account has no Backlinks subscription" (Appendix: Errors). */
const NOT_SUBSCRIBED = new Set([40204]);

export const BACKLINKS_NOT_ENABLED = "Backlinks API not enabled on this DataForSEO account";

const backlinksFailure: FailureReader = (code, message) =>
  NOT_SUBSCRIBED.has(code)
    ? {
        kind: "provider_error",
        status: null,
        message: `${BACKLINKS_NOT_ENABLED} (${code}). Activate the Backlinks subscription at app.dataforseo.com → Backlinks API, or import a Semrush Backlinks export instead.${message ? ` DataForSEO said: "${message}"` : ""}`,
      }
    : null;

/** "2019-11-15 12:57:46 +00:00" → ISO; null when absent or unreadable. */
export function backlinkTime(s: string | null | undefined): string | null {
  if (!s) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)? ?([+-]\d{2}:\d{2}|Z)?$/.exec(s.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}${m[3] ?? "Z"}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const count = z.number().nullish().transform((n) => n ?? 0);

const summarySchema = z.object({ target: z.string().nullish(), rank: z.number().nullish(), backlinks: count, referring_domains: count });
const referringDomainSchema = z.object({ domain: z.string(), rank: z.number().nullish(), backlinks: count, first_seen: z.string().nullish(), lost_date: z.string().nullish() });
const anchorSchema = z.object({ anchor: z.string().nullish(), backlinks: count, referring_domains: count });
const backlinkSchema = z.object({
  domain_from: z.string(),
  url_from: z.string(),
  url_to: z.string(),
  anchor: z.string().nullish(),
  first_seen: z.string().nullish(),
  last_seen: z.string().nullish(),
  is_lost: z.boolean().nullish(),
  dofollow: z.boolean().nullish(),
});
const intersectionInfoSchema = z.object({ target: z.string().nullish(), rank: z.number().nullish(), backlinks: count }).nullish();
const intersectionItemSchema = z.object({
  domain_intersection: z.record(z.string(), intersectionInfoSchema).nullish(),
  summary: z.object({ intersections_count: z.number().nullish() }).nullish(),
});
export function summaryFromDataForSeo(result: unknown[]): BacklinkSummary | null {
  if (!result.length) return { referringDomains: 0, backlinks: 0, rank: null };
  const r = summarySchema.safeParse(result[0]);
  return r.success ? { referringDomains: r.data.referring_domains, backlinks: r.data.backlinks, rank: r.data.rank ?? null } : null;
}

export function referringDomainsFromDataForSeo(result: unknown[]): ReferringDomain[] | null {
  return resultItems(result, referringDomainSchema)?.map((d) => ({ domain: d.domain.toLowerCase(), rank: d.rank ?? null, backlinks: d.backlinks, firstSeen: backlinkTime(d.first_seen), lostDate: backlinkTime(d.lost_date) })) ?? null;
}

export function anchorsFromDataForSeo(result: unknown[]): AnchorCount[] | null {
  return resultItems(result, anchorSchema)?.map((a) => ({ anchor: (a.anchor ?? "").trim(), backlinks: a.backlinks, referringDomains: a.referring_domains })) ?? null;
}

/** A lost link's date is the crawler's last visit, the one that found it gone (backlink items have no lost_date). */
export function backlinksFromDataForSeo(result: unknown[]): Backlink[] | null {
  return (
    resultItems(result, backlinkSchema)?.map((b) => ({
      domainFrom: b.domain_from.toLowerCase(),
      urlFrom: b.url_from,
      urlTo: b.url_to,
      anchor: b.anchor?.trim() || null,
      firstSeen: backlinkTime(b.first_seen),
      lostDate: b.is_lost ? backlinkTime(b.last_seen) : null,
      dofollow: b.dofollow ?? null,
    })) ?? null
  );
}

/**
 * Gap rows from a domain_intersection answer whose targets were the competitors ("1" → targets[0] …):
 * each item's per-target objects name the referring domain (`target`) and its backlinks to that
 * competitor; a target without an object is one the domain does not link to.
 */
export function gapFromDataForSeo(result: unknown[], competitors: readonly string[]): GapDomain[] | null {
  const items = resultItems(result, intersectionItemSchema);
  if (!items) return null;
  const rows = new Map<string, GapDomain>();
  for (const it of items) {
    const entries = Object.entries(it.domain_intersection ?? {}).filter((e): e is [string, NonNullable<(typeof e)[1]>] => !!e[1]?.target);
    if (!entries.length) continue;
    const domain = entries[0]![1].target!.toLowerCase();
    const row = rows.get(domain) ?? { domain, rank: null, linksTo: [], backlinks: 0 };
    for (const [key, info] of entries) {
      const competitor = competitors[Number(key) - 1];
      if (!competitor) continue;
      if (!row.linksTo.includes(competitor)) row.linksTo.push(competitor);
      row.backlinks += info.backlinks;
      if (info.rank != null && (row.rank === null || info.rank > row.rank)) row.rank = info.rank;
    }
    if (row.linksTo.length) rows.set(domain, row);
  }
  return sortGap([...rows.values()]);
}

/** Targets per domain_intersection call (documented maximum 20) and excluded targets (maximum 10). */
export const INTERSECTION_MAX_TARGETS = 20;
export const INTERSECTION_MAX_EXCLUDED = 10;

export function backlinksApi(live: LiveCall) {
  async function call<T>(fn: string, task: Record<string, unknown>, rows: number, ctx: ProviderCallContext, read: (result: unknown[]) => T | null, what: string): Promise<ProviderResult<T>> {
    const r = await live(`/v3/backlinks/${fn}/live`, task, BACKLINKS_ESTIMATES.task + BACKLINKS_ESTIMATES.item * rows, ctx, false, backlinksFailure);
    if (!r.ok) return r;
    const value = read(r.result);
    if (value === null) return failAnswered(r.answer, ctx, malformed(NAME, r.answer.status, what));
    return { ok: true, value, costUsd: r.costUsd };
  }
  const clamp = (n: number | undefined, d: number) => Math.min(Math.max(n ?? d, 1), 1000);

  return {
    /** Referring domains, backlinks and rank of a domain (POST /v3/backlinks/summary/live). */
    summary(target: string, ctx: ProviderCallContext): Promise<ProviderResult<BacklinkSummary>> {
      return call("summary", { target, include_subdomains: true, backlinks_status_type: "live" }, 1, ctx, summaryFromDataForSeo, "summary result without its counts");
    },

    /** The domains linking to a target, strongest first, lost ones included (POST /v3/backlinks/referring_domains/live). */
    referringDomains(target: string, ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<ReferringDomain[]>> {
      const limit = clamp(opts.limit, 100);
      return call("referring_domains", { target, limit, order_by: ["rank,desc"], backlinks_status_type: "all" }, limit, ctx, referringDomainsFromDataForSeo, "referring_domains items without domain");
    },

    /**
     * The newest backlinks of a target, one per referring domain, live and lost (POST
     * /v3/backlinks/backlinks/live, mode one_per_domain, backlinks_status_type all): what new/lost is read from.
     */
    backlinks(target: string, ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<Backlink[]>> {
      const limit = clamp(opts.limit, 100);
      return call("backlinks", { target, mode: "one_per_domain", backlinks_status_type: "all", limit, order_by: ["first_seen,desc"] }, limit, ctx, backlinksFromDataForSeo, "backlinks items without domain_from/url_from/url_to");
    },

    /** The anchors of a target's live backlinks by referring domains (POST /v3/backlinks/anchors/live). */
    anchors(target: string, ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<AnchorCount[]>> {
      const limit = clamp(opts.limit, 20);
      return call("anchors", { target, limit, order_by: ["referring_domains,desc"] }, limit, ctx, anchorsFromDataForSeo, "anchors items");
    },

    /**
     * The link gap (POST /v3/backlinks/domain_intersection/live): domains linking to the competitors
     * (targets "1".."n") but not to `exclude` (the brand's domains), those linking to most competitors first.
     */
    async linkGap(competitors: string[], exclude: string[], ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<GapDomain[]>> {
      const limit = clamp(opts.limit, 200);
      const targets = competitors.slice(0, INTERSECTION_MAX_TARGETS);
      if (!targets.length) return { ok: false, failure: { kind: "not_configured", message: "No competitor domain to compare with." } satisfies ProviderFailure };
      return call(
        "domain_intersection",
        {
          targets: Object.fromEntries(targets.map((t, i) => [String(i + 1), t])),
          exclude_targets: exclude.slice(0, INTERSECTION_MAX_EXCLUDED),
          limit,
          order_by: ["intersections_count,desc"],
        },
        limit,
        ctx,
        (result) => gapFromDataForSeo(result, targets),
        "domain_intersection items without domain_intersection",
      );
    },
  };
}

export type BacklinksApi = ReturnType<typeof backlinksApi>;
