/**
 * How a SERP changed since the previous stored fetch of the same keyword, location and device: each
 * result's move (by page, so "https://www.x.com/a/" and "http://x.com/a" are one), the pages that are
 * new, and the pages that dropped out. Pure.
 */
import type { OrganicResult } from "../types";
import { canonicalUrl } from "./cluster";

export type ResultChange = {
  /** Places gained since the previous fetch (positive = moved up); null when the page is new or there is no previous fetch. */
  delta: number | null;
  previousPosition: number | null;
  isNew: boolean;
};

export type SerpDiff = {
  /** One entry per current organic result, in the same order. */
  results: ResultChange[];
  /** Pages in the previous fetch that are not in this one, best previous position first. */
  lost: OrganicResult[];
  hasPrevious: boolean;
};

function byPage(results: readonly OrganicResult[]): Map<string, OrganicResult> {
  const out = new Map<string, OrganicResult>();
  // A page listed twice keeps its best position.
  for (const r of [...results].sort((a, b) => a.position - b.position)) {
    const key = canonicalUrl(r.url);
    if (!out.has(key)) out.set(key, r);
  }
  return out;
}

export function serpDiff(current: readonly OrganicResult[], previous: readonly OrganicResult[] | null): SerpDiff {
  if (!previous) return { results: current.map(() => ({ delta: null, previousPosition: null, isNew: false })), lost: [], hasPrevious: false };
  const before = byPage(previous);
  const now = new Set(current.map((r) => canonicalUrl(r.url)));
  const results = current.map((r): ResultChange => {
    const was = before.get(canonicalUrl(r.url));
    if (!was) return { delta: null, previousPosition: null, isNew: true };
    return { delta: was.position - r.position, previousPosition: was.position, isNew: false };
  });
  const lost = [...before.entries()].filter(([key]) => !now.has(key)).map(([, r]) => r);
  return { results, lost, hasPrevious: true };
}
