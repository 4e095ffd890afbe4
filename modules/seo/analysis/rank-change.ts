/**
 * Rank changes from a keyword's position history: the change arrows, best position and biggest movers of
 * /rankings and the dashboard, and the drop alerts (webhook event and activity row) the rank check raises.
 */
import type { OrganicResult, Serp, SerpFeature } from "../types";
import { canonicalUrl } from "./cluster";

/** One rank check. `position` is null when the domain was not in the top 100. */
export type PositionCheck = { checkedAt: Date | string; position: number | null };

export type RankDirection = "up" | "down" | "same" | "new" | "lost" | "unranked";

export type RankChange = {
  current: number | null;
  previous: number | null;
  /** Places gained (positive) or lost (negative) between the two checks; null unless ranked at both. */
  change: number | null;
  direction: RankDirection;
  /** Best (lowest) position ever checked and when it was first reached; null when never ranked. */
  best: { position: number; checkedAt: Date } | null;
  /** When the latest check ran; null for an empty history. */
  checkedAt: Date | null;
};

const RANKED_LIMIT = 100;

function ranked(position: number | null): number | null {
  return position !== null && Number.isFinite(position) && position >= 1 && position <= RANKED_LIMIT ? position : null;
}

function asDate(d: Date | string): Date {
  return d instanceof Date ? d : new Date(d);
}

/**
 * Compares the latest check with the one before it (checks are sorted by time first; several on one day are
 * all kept, the latest counts). up/down: ranked at both, position improved/worsened; same; new: ranked now,
 * not before (or no earlier check); lost: ranked before, not now; unranked: neither. Positions past 100
 * count as not ranked.
 */
export function rankChange(history: readonly PositionCheck[]): RankChange {
  const checks = history
    .map((c) => ({ at: asDate(c.checkedAt), position: ranked(c.position) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = checks.at(-1);
  const prev = checks.at(-2);
  let best: RankChange["best"] = null;
  for (const c of checks) {
    if (c.position !== null && (best === null || c.position < best.position)) best = { position: c.position, checkedAt: c.at };
  }
  const current = last?.position ?? null;
  const previous = prev?.position ?? null;
  let direction: RankDirection;
  if (current !== null && previous !== null) direction = current < previous ? "up" : current > previous ? "down" : "same";
  else if (current !== null) direction = "new";
  else if (previous !== null) direction = "lost";
  else direction = "unranked";
  return {
    current,
    previous,
    change: current !== null && previous !== null ? previous - current : null,
    direction,
    best,
    checkedAt: last?.at ?? null,
  };
}

export type RankSeries = { keyword: string; history: readonly PositionCheck[] };
export type KeywordRankChange = RankChange & { keyword: string };

/** `rankChange` for every tracked keyword. */
export function rankChanges(series: readonly RankSeries[]): KeywordRankChange[] {
  return series.map((s) => ({ keyword: s.keyword, ...rankChange(s.history) }));
}

/**
 * Places moved, for sorting movers and for alerts: the change when ranked at both checks; a lost keyword
 * counts as falling to 101 (just out of the top 100), a new one as rising from 101.
 */
export function placesMoved(c: RankChange): number {
  if (c.change !== null) return c.change;
  if (c.direction === "lost") return c.previous! - (RANKED_LIMIT + 1);
  if (c.direction === "new") return RANKED_LIMIT + 1 - c.current!;
  return 0;
}

export type RankDropAlert = { keyword: string; from: number; to: number | null; places: number };

/**
 * Keywords that fell more than `minPlaces` places since the previous check (a lost keyword falls to 101, so
 * dropping out from position 3 alerts while drifting from 95 to out-of-top-100 does not with N ≥ 6).
 * Biggest drop first.
 */
export function rankDrops(changes: readonly KeywordRankChange[], minPlaces: number): RankDropAlert[] {
  const alerts: RankDropAlert[] = [];
  for (const c of changes) {
    if (c.previous === null || (c.direction !== "down" && c.direction !== "lost")) continue;
    const places = -placesMoved(c);
    if (places > minPlaces) alerts.push({ keyword: c.keyword, from: c.previous, to: c.current, places });
  }
  return alerts.sort((a, b) => b.places - a.places || a.keyword.localeCompare(b.keyword));
}

/** The biggest movers up and down (ranked at both checks, new and lost included), `limit` of each. */
export function biggestMovers(
  changes: readonly KeywordRankChange[],
  limit = 5,
): { up: KeywordRankChange[]; down: KeywordRankChange[] } {
  const moved = changes.map((c) => ({ c, m: placesMoved(c) }));
  const up = moved.filter((x) => x.m > 0).sort((a, b) => b.m - a.m).slice(0, limit).map((x) => x.c);
  const down = moved.filter((x) => x.m < 0).sort((a, b) => a.m - b.m).slice(0, limit).map((x) => x.c);
  return { up, down };
}

export type SerpResultChange = {
  url: string;
  domain: string;
  position: number | null;
  previous: number | null;
  /** Places gained (positive) or lost; null for entered/left. */
  change: number | null;
  status: "up" | "down" | "same" | "entered" | "left";
};

export type SerpDiff = {
  /** Every URL of the current SERP in order, then the ones that left it. */
  results: SerpResultChange[];
  featuresAdded: SerpFeature[];
  featuresRemoved: SerpFeature[];
};

type SerpSnapshot = Pick<Serp, "organic" | "features">;

/**
 * How a SERP changed since the previous fetch (/serps-research): each organic URL's move, the URLs that
 * entered or left, and SERP features gained or lost. URLs are compared canonical (scheme, "www.", tracking
 * parameters and trailing slash ignored) so a tracking parameter is not a new result. Without a previous
 * fetch every result has entered.
 */
export function serpDiff(current: SerpSnapshot, previous: SerpSnapshot | null): SerpDiff {
  const before = new Map<string, OrganicResult>();
  for (const r of previous?.organic ?? []) {
    const key = canonicalUrl(r.url);
    const seen = before.get(key);
    if (!seen || r.position < seen.position) before.set(key, r);
  }
  const results: SerpResultChange[] = [];
  const present = new Set<string>();
  for (const r of [...current.organic].sort((a, b) => a.position - b.position)) {
    const key = canonicalUrl(r.url);
    if (present.has(key)) continue;
    present.add(key);
    const old = before.get(key);
    const change = old ? old.position - r.position : null;
    results.push({
      url: r.url,
      domain: r.domain,
      position: r.position,
      previous: old?.position ?? null,
      change,
      status: change === null ? "entered" : change > 0 ? "up" : change < 0 ? "down" : "same",
    });
  }
  for (const [key, old] of [...before].sort((a, b) => a[1].position - b[1].position)) {
    if (!present.has(key)) {
      results.push({ url: old.url, domain: old.domain, position: null, previous: old.position, change: null, status: "left" });
    }
  }
  const was = new Set(previous?.features ?? []);
  const now = new Set(current.features);
  return {
    results,
    featuresAdded: current.features.filter((f) => !was.has(f)),
    featuresRemoved: (previous?.features ?? []).filter((f) => !now.has(f)),
  };
}
