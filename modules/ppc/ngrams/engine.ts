/**
 * N-gram mining of search terms: which words and phrases cost money, bring clicks or convert, across every
 * search term that contains them. Pure and streaming: terms are added one at a time (with the term's summed
 * figures over the period) and the aggregate stays bounded however many terms pass through.
 *
 * Rules (the README states them for users):
 * - Tokens: the term lower-cased and split on spaces and punctuation, except that "+", "-", ".", "&" and
 *   apostrophes inside a token keep it whole: "e-bike", "c++", "at&t", "amazon.com", "3.5", "50+" are one token
 *   each (apostrophes are then dropped: "men's" → "mens"). A leading "+" or "-" (match-type punctuation) and a
 *   trailing "-" are not part of a token. Numbers are tokens. "e-bike" is never split, so the 1-gram "bike"
 *   does not count "e-bike" terms — the same rule everywhere, negatives included, so an n-gram added as a
 *   negative is spelled as the terms spell it.
 * - Grams: every run of 1 to 4 consecutive tokens (the sizes asked for). A gram counts once per term, however
 *   often the term repeats it. A gram made only of query function words ("for the") is dropped; one that
 *   contains a content word ("shoes for") is kept. Question words and modifiers ("how to", "free") are kept:
 *   they are what n-gram analysis looks for.
 * - Stemming (optional): each word token goes through the Porter stemmer, so "running shoes" and "run shoe"
 *   are one gram, shown with the spelling met first. Tokens with digits, "+" or "." are left as they are; a
 *   hyphenated token has its last part stemmed ("e-bikes" → "e-bike").
 * - Bounded memory: while more than `maxLive` grams are held, grams with no click and no cost so far are
 *   dropped first, then the cheapest; `pruned` counts them. Below that size the figures are exact; above it a
 *   dropped gram that comes back starts again, so only grams that stayed marginal for a long stretch of terms
 *   are undercounted.
 */
import { stemmer } from "stemmer";
import { QUERY_FUNCTION_WORDS } from "@/lib/text/stopwords";

export type Metrics = {
  cost: number;
  clicks: number;
  impressions: number;
  conversions: number;
  conversionValue: number;
};

export type NgramSize = 1 | 2 | 3 | 4;
export const NGRAM_SIZES: readonly NgramSize[] = [1, 2, 3, 4];

export type NgramOptions = {
  sizes: readonly NgramSize[];
  stem: boolean;
  /** Grams held before pruning starts (default 400,000 — about 100 MB of heap). */
  maxLive?: number;
};

export type Thresholds = { minClicks: number; minCost: number };

export type NgramResult = Metrics & {
  n: NgramSize;
  gram: string;
  /** Distinct search terms containing the gram. */
  terms: number;
  negativeCandidate: boolean;
};

const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}'’.&+-]*[\p{L}\p{N}+])?/gu;
const APOSTROPHES = /['’]/g;

/** The tokens of a search term (see the rules above). */
export function tokenise(term: string): string[] {
  const out: string[] = [];
  for (const m of term.toLowerCase().matchAll(TOKEN)) {
    const t = m[0].includes("'") || m[0].includes("’") ? m[0].replace(APOSTROPHES, "") : m[0];
    if (t) out.push(t);
  }
  return out;
}

const STEMMABLE = /^[\p{L}-]+$/u;
const stemCache = new Map<string, string>();

/** The Porter stem of a word token; tokens with digits, "+", "." or "&" are returned as they are. */
export function stemToken(token: string): string {
  if (!STEMMABLE.test(token)) return token;
  let s = stemCache.get(token);
  if (s !== undefined) return s;
  const dash = token.lastIndexOf("-");
  s = dash < 0 ? stemmer(token) : token.slice(0, dash + 1) + stemmer(token.slice(dash + 1));
  // The vocabulary of search terms is large but finite; a reset keeps the cache from growing without end.
  if (stemCache.size > 200_000) stemCache.clear();
  stemCache.set(token, s);
  return s;
}

/** True when every token is a query function word: such a gram says nothing. */
export function onlyFunctionWords(tokens: readonly string[]): boolean {
  return tokens.every((t) => QUERY_FUNCTION_WORDS.has(t));
}

/**
 * The distinct grams of one term: key (stemmed when asked) → surface form (the term's own words) and size.
 * Exported for tests and for the UI's explanation of a gram; the aggregator inlines the same walk.
 */
export function gramsOfTerm(term: string, opts: Pick<NgramOptions, "sizes" | "stem">): Map<string, { gram: string; n: NgramSize }> {
  const out = new Map<string, { gram: string; n: NgramSize }>();
  walkGrams(tokenise(term), opts, (key, gram, n) => {
    if (!out.has(key)) out.set(key, { gram, n });
  });
  return out;
}

/**
 * Calls `emit(key, surface, n)` for every gram of the sizes asked, skipping grams of only function words. The
 * key is the surface (or its stems): tokens hold no spaces, so the key also says how many words it has. Built
 * by extending the previous gram instead of slicing: this loop runs millions of times per mining run.
 */
function walkGrams(tokens: string[], opts: Pick<NgramOptions, "sizes" | "stem">, emit: (key: string, surface: string, n: NgramSize) => void): void {
  const keys = opts.stem ? tokens.map(stemToken) : tokens;
  const maxN = opts.sizes[opts.sizes.length - 1]!;
  const want = [false, false, false, false, false];
  for (const n of opts.sizes) want[n] = true;
  const len = tokens.length;
  const fn = tokens.map((t) => QUERY_FUNCTION_WORDS.has(t));
  for (let i = 0; i < len; i++) {
    let surface = "";
    let key = "";
    let onlyFn = true;
    for (let n = 1; n <= maxN && i + n <= len; n++) {
      const j = i + n - 1;
      surface = n === 1 ? tokens[j]! : `${surface} ${tokens[j]}`;
      if (opts.stem) key = n === 1 ? keys[j]! : `${key} ${keys[j]}`;
      onlyFn = onlyFn && fn[j]!;
      if (want[n] && !onlyFn) emit(opts.stem ? key : surface, surface, n as NgramSize);
    }
  }
}

/** True when a key repeats among the term's tokens, so a gram could occur twice in it. */
function hasRepeat(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) for (let j = 0; j < i; j++) if (keys[i] === keys[j]) return true;
  return false;
}

type Entry = Metrics & { n: NgramSize; gram: string; terms: number };

export function isNegativeCandidate(m: Pick<Metrics, "clicks" | "cost" | "conversions">, t: Thresholds): boolean {
  return m.conversions <= 0 && (m.clicks >= t.minClicks || m.cost >= t.minCost);
}

/** Cost per conversion; null without a conversion. */
export function cpa(m: Pick<Metrics, "cost" | "conversions">): number | null {
  return m.conversions > 0 ? m.cost / m.conversions : null;
}

/** Conversions per click (0..n, usually ≤ 1); null without a click. */
export function conversionRate(m: Pick<Metrics, "clicks" | "conversions">): number | null {
  return m.clicks > 0 ? m.conversions / m.clicks : null;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export class NgramAggregator {
  private readonly grams = new Map<string, Entry>();
  private readonly seen = new Set<string>();
  private readonly maxLive: number;
  private readonly opts: Pick<NgramOptions, "sizes" | "stem">;
  terms = 0;
  pruned = 0;

  constructor(opts: NgramOptions) {
    if (opts.sizes.length === 0) throw new Error("Choose at least one n-gram size.");
    this.opts = { sizes: [...new Set(opts.sizes)].sort(), stem: opts.stem };
    this.maxLive = opts.maxLive ?? 400_000;
  }

  get size(): number {
    return this.grams.size;
  }

  /** One search term with its figures summed over the period (call once per distinct term). */
  addTerm(term: string, m: Metrics): void {
    this.terms++;
    const tokens = tokenise(term);
    // A gram counts once per term; only a term repeating a word (or a stem) can produce one twice.
    const dedupe = tokens.length > 1 && hasRepeat(this.opts.stem ? tokens.map(stemToken) : tokens);
    if (dedupe) this.seen.clear();
    walkGrams(tokens, this.opts, (key, surface, n) => {
      if (dedupe) {
        if (this.seen.has(key)) return;
        this.seen.add(key);
      }
      const e = this.grams.get(key);
      if (e) {
        e.terms++;
        e.cost += m.cost;
        e.clicks += m.clicks;
        e.impressions += m.impressions;
        e.conversions += m.conversions;
        e.conversionValue += m.conversionValue;
      } else {
        this.grams.set(key, { n, gram: surface, terms: 1, cost: m.cost, clicks: m.clicks, impressions: m.impressions, conversions: m.conversions, conversionValue: m.conversionValue });
      }
    });
    if (this.grams.size > this.maxLive) this.prune();
  }

  private prune(): void {
    const before = this.grams.size;
    for (const [k, e] of this.grams) if (e.clicks === 0 && e.cost === 0) this.grams.delete(k);
    const target = Math.floor(this.maxLive * 0.75);
    if (this.grams.size > target) {
      const costs = [...this.grams.values()].map((e) => e.cost + e.clicks * 1e-6).sort((a, b) => a - b);
      const cut = costs[this.grams.size - target]!;
      for (const [k, e] of this.grams) if (e.cost + e.clicks * 1e-6 < cut) this.grams.delete(k);
    }
    this.pruned += before - this.grams.size;
  }

  /**
   * The grams worth keeping — a click or some cost — most expensive first (then clicks, then the gram),
   * at most `limit`, with the negative-candidate flag from the brand's thresholds.
   */
  top(limit: number, thresholds: Thresholds): NgramResult[] {
    let kept: Entry[] = [];
    for (const e of this.grams.values()) if (e.clicks >= 1 || e.cost > 0) kept.push(e);
    if (kept.length > limit) {
      // Only the costliest `limit` are sorted: a numeric cut first, the full comparison on what passes it.
      const costs = Float64Array.from(kept, (e) => e.cost).sort();
      const cut = costs[costs.length - limit]!;
      kept = kept.filter((e) => e.cost >= cut);
    }
    kept.sort((a, b) => b.cost - a.cost || b.clicks - a.clicks || (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : a.n - b.n));
    return kept.slice(0, limit).map((e) => {
      const m = { cost: round2(e.cost), clicks: e.clicks, impressions: e.impressions, conversions: round2(e.conversions), conversionValue: round2(e.conversionValue) };
      return { n: e.n, gram: e.gram, terms: e.terms, ...m, negativeCandidate: isNegativeCandidate(m, thresholds) };
    });
  }
}
