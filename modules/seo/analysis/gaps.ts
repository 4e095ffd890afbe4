/**
 * Competitor keywords (/competitors-keywords) and the agency's brand-vs-brand report: which keywords
 * competitors rank for and the brand does not (gap), which both rank for (shared, with both positions), where
 * the brand is close to the top (quick wins), and which keywords two managed brands both chase. Works from
 * DataForSEO Labs ranked keywords or from the stored SERPs (`rankedFromSerps`).
 */
import type { RankedKeyword, Serp } from "../types";
import { normaliseKeyword } from "./normalise";
import { ctrAt } from "./visibility";

export type DomainPosition = { domain: string; position: number; url: string };

export type GapRow = {
  keyword: string;
  volume: number | null;
  /** Competitors ranking, best position first. */
  competitors: DomainPosition[];
};

export type SharedRow = GapRow & {
  brand: DomainPosition;
  /** True when the brand ranks above every competitor listed. */
  brandAhead: boolean;
};

export type QuickWin = {
  keyword: string;
  volume: number | null;
  brand: DomainPosition;
  /** Monthly clicks gained by reaching position 1 on the CTR curve (volume × (CTR(1) − CTR(now))); null without volume. */
  clicksToGain: number | null;
};

export type GapOptions = {
  /** A competitor counts as ranking down to this position. Default 100. */
  competitorMaxPosition?: number;
  /** The brand's positions that make a quick win, inclusive. Default 4–20. */
  quickWinRange?: readonly [number, number];
};

export type GapReport = { gap: GapRow[]; shared: SharedRow[]; quickWins: QuickWin[] };

type Best = { volume: number | null; byDomain: Map<string, DomainPosition> };

const RANKED_LIMIT = 100;

/** Per keyword (normalised) and domain, the best position — a site often ranks with two URLs. */
function index(rows: readonly RankedKeyword[], maxPosition: number): Map<string, Best> {
  const out = new Map<string, Best>();
  for (const r of rows) {
    if (!(r.position >= 1 && r.position <= maxPosition)) continue;
    const keyword = normaliseKeyword(r.keyword);
    const domain = r.domain.toLowerCase().replace(/^www\./, "");
    let entry = out.get(keyword);
    if (!entry) {
      entry = { volume: null, byDomain: new Map() };
      out.set(keyword, entry);
    }
    if (r.volume !== null && (entry.volume === null || r.volume > entry.volume)) entry.volume = r.volume;
    const seen = entry.byDomain.get(domain);
    if (!seen || r.position < seen.position) entry.byDomain.set(domain, { domain, position: r.position, url: r.url });
  }
  return out;
}

/** Sources disagree on volumes; the larger known figure is shown, null only when neither knows. */
function maxVolume(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

function bestOf(entry: Best): DomainPosition {
  return [...entry.byDomain.values()].sort((a, b) => a.position - b.position)[0]!;
}

const byVolumeThen =
  <T extends { volume: number | null; keyword: string }>(tie: (a: T, b: T) => number) =>
  (a: T, b: T) =>
    (b.volume ?? -1) - (a.volume ?? -1) || tie(a, b) || a.keyword.localeCompare(b.keyword);

/**
 * Builds the three lists. `brand` holds the brand's rows (any of its domains), `competitors` the rows of
 * every competitor domain. Gap: a competitor ranks within `competitorMaxPosition` and the brand is not in the
 * top 100. Shared: both rank. Quick wins: the brand ranks within `quickWinRange` (page one's lower half and
 * page two, where a little work moves clicks most), whatever the competitors do. Lists are sorted by volume.
 */
export function keywordGaps(
  brand: readonly RankedKeyword[],
  competitors: readonly RankedKeyword[],
  options: GapOptions = {},
): GapReport {
  const [qwFrom, qwTo] = options.quickWinRange ?? [4, 20];
  const mine = index(brand, RANKED_LIMIT);
  const theirs = index(competitors, options.competitorMaxPosition ?? RANKED_LIMIT);
  const gap: GapRow[] = [];
  const shared: SharedRow[] = [];
  for (const [keyword, entry] of theirs) {
    const rivals = [...entry.byDomain.values()].sort((a, b) => a.position - b.position);
    const own = mine.get(keyword);
    if (!own) {
      gap.push({ keyword, volume: entry.volume, competitors: rivals });
      continue;
    }
    const b = bestOf(own);
    shared.push({
      keyword,
      volume: maxVolume(entry.volume, own.volume),
      competitors: rivals,
      brand: b,
      brandAhead: rivals.every((r) => b.position < r.position),
    });
  }
  const quickWins: QuickWin[] = [];
  for (const [keyword, entry] of mine) {
    const b = bestOf(entry);
    if (b.position < qwFrom || b.position > qwTo) continue;
    const volume = entry.volume ?? theirs.get(keyword)?.volume ?? null;
    quickWins.push({
      keyword,
      volume,
      brand: b,
      clicksToGain: volume === null ? null : Math.round(volume * (ctrAt(1) - ctrAt(b.position))),
    });
  }
  return {
    gap: gap.sort(byVolumeThen((a, b) => a.competitors[0]!.position - b.competitors[0]!.position)),
    shared: shared.sort(byVolumeThen((a, b) => a.brand.position - b.brand.position)),
    quickWins: quickWins.sort(byVolumeThen((a, b) => a.brand.position - b.brand.position)),
  };
}

export type BrandOverlapRow = {
  keyword: string;
  volume: number | null;
  a: DomainPosition;
  b: DomainPosition;
  /** Which brand ranks higher for the keyword. */
  ahead: "a" | "b" | "tie";
};

/**
 * Keywords two managed brands of the agency both rank for in the top 100, with each one's best position,
 * so the agency sees where it competes with itself. Sorted by volume.
 */
export function brandOverlap(a: readonly RankedKeyword[], b: readonly RankedKeyword[]): BrandOverlapRow[] {
  const ia = index(a, RANKED_LIMIT);
  const ib = index(b, RANKED_LIMIT);
  const rows: BrandOverlapRow[] = [];
  for (const [keyword, ea] of ia) {
    const eb = ib.get(keyword);
    if (!eb) continue;
    const pa = bestOf(ea);
    const pb = bestOf(eb);
    rows.push({
      keyword,
      volume: maxVolume(ea.volume, eb.volume),
      a: pa,
      b: pb,
      ahead: pa.position < pb.position ? "a" : pb.position < pa.position ? "b" : "tie",
    });
  }
  return rows.sort(byVolumeThen((x, y) => Math.min(x.a.position, x.b.position) - Math.min(y.a.position, y.b.position)));
}

/**
 * Ranked keywords of the given domains read off stored SERPs, for when no Labs data is bought: each organic
 * result on a domain (or its subdomains) is a row. Volumes come from the keyword store when given.
 */
export function rankedFromSerps(
  serps: ReadonlyArray<Pick<Serp, "keyword" | "organic">>,
  domains: readonly string[],
  volumes: ReadonlyMap<string, number | null> = new Map(),
): RankedKeyword[] {
  const wanted = domains.map((d) => d.toLowerCase().replace(/^www\./, ""));
  const volumeOf = new Map<string, number | null>();
  for (const [k, v] of volumes) volumeOf.set(normaliseKeyword(k), v);
  const out: RankedKeyword[] = [];
  for (const serp of serps) {
    const keyword = normaliseKeyword(serp.keyword);
    for (const r of serp.organic) {
      const host = r.domain.toLowerCase().replace(/^www\./, "");
      const domain = wanted.find((d) => host === d || host.endsWith(`.${d}`));
      if (domain) out.push({ keyword, domain, position: r.position, url: r.url, volume: volumeOf.get(keyword) ?? null });
    }
  }
  return out;
}
