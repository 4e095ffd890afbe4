/**
 * Duplicate search terms (as Adalysis reports them): one search term that served ads from two or more ad groups
 * in the period. The ad groups then compete with each other for the same query, and the account pays in the
 * weaker ones for traffic that a single, better ad group should have taken.
 *
 * Definitions:
 * - An ad group served the term when its rows for the term have an impression or a click.
 * - The best-converting ad group: the most conversions; ties by conversion value, then the lower cost (the
 *   cheaper way to the same result), then the most clicks, then the ad group id (so the choice is stable).
 *   Without any conversion this is simply the ad group with the most clicks at the lowest cost.
 * - Cannibalisation rate = cost spent on the term outside the best-converting ad group ÷ the term's total cost
 *   (0 when the term cost nothing). 0 % means the best ad group took all the spend; 60 % means 60 % of the money
 *   went to ad groups that convert it worse.
 */
import type { Metrics } from "./engine";

export type AdGroupFigures = Metrics & { adGroupId: string };

export type DuplicateShare = AdGroupFigures & {
  clickShare: number;
  costShare: number;
  best: boolean;
};

export type DuplicateTerm = {
  term: string;
  cost: number;
  clicks: number;
  conversions: number;
  adGroups: DuplicateShare[];
  bestAdGroupId: string;
  cannibalisationRate: number;
};

function better(a: AdGroupFigures, b: AdGroupFigures): boolean {
  if (a.conversions !== b.conversions) return a.conversions > b.conversions;
  if (a.conversionValue !== b.conversionValue) return a.conversionValue > b.conversionValue;
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.clicks !== b.clicks) return a.clicks > b.clicks;
  return a.adGroupId < b.adGroupId;
}

export function bestAdGroup(groups: readonly AdGroupFigures[]): AdGroupFigures {
  if (groups.length === 0) throw new Error("No ad group served the term.");
  return groups.reduce((best, g) => (better(g, best) ? g : best));
}

export function cannibalisationRate(groups: readonly AdGroupFigures[]): number {
  const total = groups.reduce((s, g) => s + g.cost, 0);
  if (total <= 0) return 0;
  return (total - bestAdGroup(groups).cost) / total;
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The term as a duplicate, or null when fewer than two ad groups served it. */
export function duplicateOf(term: string, groups: readonly AdGroupFigures[]): DuplicateTerm | null {
  const served = groups.filter((g) => g.impressions > 0 || g.clicks > 0);
  if (served.length < 2) return null;
  const best = bestAdGroup(served);
  const cost = served.reduce((s, g) => s + g.cost, 0);
  const clicks = served.reduce((s, g) => s + g.clicks, 0);
  const conversions = served.reduce((s, g) => s + g.conversions, 0);
  const adGroups = served
    .map((g) => ({
      ...g,
      cost: round2(g.cost),
      conversions: round2(g.conversions),
      conversionValue: round2(g.conversionValue),
      clickShare: clicks > 0 ? round4(g.clicks / clicks) : 0,
      costShare: cost > 0 ? round4(g.cost / cost) : 0,
      best: g.adGroupId === best.adGroupId,
    }))
    .sort((a, b) => Number(b.best) - Number(a.best) || b.cost - a.cost || b.clicks - a.clicks);
  return {
    term,
    cost: round2(cost),
    clicks,
    conversions: round2(conversions),
    adGroups,
    bestAdGroupId: best.adGroupId,
    cannibalisationRate: round4(cannibalisationRate(served)),
  };
}

/** Keeps the `limit` costliest duplicates of a stream without holding them all. */
export class TopDuplicates {
  private items: DuplicateTerm[] = [];
  count = 0;
  constructor(private readonly limit: number) {}

  add(d: DuplicateTerm): void {
    this.count++;
    this.items.push(d);
    if (this.items.length >= this.limit * 2) this.trim();
  }

  private trim(): void {
    this.items.sort((a, b) => b.cost - a.cost || b.clicks - a.clicks || (a.term < b.term ? -1 : 1));
    this.items.length = Math.min(this.items.length, this.limit);
  }

  list(): DuplicateTerm[] {
    this.trim();
    return this.items;
  }
}
