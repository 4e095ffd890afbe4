/**
 * Branded keyword classification: every keyword is branded, competitor-branded or non-branded, and carries
 * the rule that decided it so /branded-keywords can show why (and a wrong call can be overridden).
 */
import { compactKeyword, foldKeyword, keywordTokens, normaliseKeyword } from "./normalise";

export type BrandClass = "branded" | "competitor" | "non_branded";

export type BrandRuleKind =
  | "override"
  | "name"
  | "misspelling"
  | "product"
  | "domain"
  | "none";

export type BrandRule = {
  kind: BrandRuleKind;
  /** The brand/competitor term that matched, as configured (e.g. "North Wind", "northwind.com"). */
  term: string | null;
  /** Which competitor, for competitor-branded keywords. */
  competitor: string | null;
  /** Edit distance of a misspelling match (Damerau-Levenshtein, restricted), 0 otherwise. */
  distance: number;
};

export type BrandClassification = { keyword: string; class: BrandClass; rule: BrandRule };

export type CompetitorTerms = { name: string; domains?: string[]; products?: string[] };

export type BrandLexicon = {
  /** The brand's name and its variants ("North Wind", "Northwind Traders"). */
  names: string[];
  products?: string[];
  /** The brand's domains ("northwind.com"); "www." and a scheme are ignored. */
  domains?: string[];
  competitors?: CompetitorTerms[];
  /** Manual decisions keyed by keyword (any spelling; compared normalised). They win over every rule. */
  overrides?: ReadonlyMap<string, BrandClass> | Record<string, BrandClass>;
};

/**
 * Damerau-Levenshtein distance in its restricted (optimal string alignment) form: insertions, deletions,
 * substitutions and swaps of two neighbouring letters each cost 1 — the four typing slips behind most brand
 * misspellings ("nort", "nrothwind", "northwinf"). Stops early once every path exceeds `max`.
 */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let cur = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[cols - 1]!;
}

/**
 * How many slips a misspelling of a term may have, by the length of the term without spaces. Tuned on real
 * brand lists: short names get none (a one-letter change of "Nike" is "bike", "like", "mike"), names of 6–11
 * letters get one ("nort wind" for "North Wind" is 1 away; "northwood" is 2 away and stays non-branded), long
 * names get two.
 */
export function allowedSlips(compactLength: number): number {
  if (compactLength < 6) return 0;
  if (compactLength < 12) return 1;
  return 2;
}

type Term = {
  label: string;
  kind: "name" | "product" | "domain";
  competitor: string | null;
  /** Folded tokens; for domains the host ("northwind.com"). */
  tokens: string[];
  compact: string;
  host: string | null;
};

function hostOf(domain: string): string {
  return foldKeyword(domain)
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[/?#].*$/, "");
}

function makeTerms(labels: readonly string[], kind: Term["kind"], competitor: string | null): Term[] {
  const out: Term[] = [];
  for (const label of labels) {
    if (kind === "domain") {
      const host = hostOf(label);
      if (!host) continue;
      // The domain's first label ("northwind" of "northwind.co.uk") is also a name a searcher types.
      const first = host.split(".")[0] ?? "";
      out.push({ label, kind, competitor, tokens: keywordTokens(host), compact: compactKeyword(first), host });
    } else {
      const tokens = keywordTokens(label);
      if (tokens.length === 0) continue;
      out.push({ label, kind, competitor, tokens, compact: tokens.join(""), host: null });
    }
  }
  return out;
}

/** The host appears as a whole ("northwind.com", "www.northwind.com/login"), not inside "northwind.community". */
function hostMentioned(host: string, folded: string): boolean {
  let from = 0;
  for (;;) {
    const at = folded.indexOf(host, from);
    if (at < 0) return false;
    const before = folded[at - 1];
    const after = folded[at + host.length];
    if ((before === undefined || !/[\p{L}\p{N}-]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}-]/u.test(after))) {
      return true;
    }
    from = at + 1;
  }
}

/** Exact match: the keyword contains the host, or a run of its words spells the term with or without spaces. */
function exactMatch(term: Term, folded: string, tokens: string[]): boolean {
  if (term.host && term.host.includes(".") && hostMentioned(term.host, folded)) return true;
  if (term.compact.length === 0) return false;
  for (let start = 0; start < tokens.length; start++) {
    let joined = "";
    for (let end = start; end < tokens.length && joined.length < term.compact.length; end++) {
      joined += tokens[end];
      if (joined === term.compact) return true;
    }
  }
  return false;
}

/** Best misspelling distance of any run of the keyword's words (spaces dropped) against the term, or null. */
function fuzzyMatch(term: Term, tokens: string[]): number | null {
  const target = term.compact;
  const max = allowedSlips(target.length);
  if (max === 0) return null;
  // A run may span one word more or less than the term (split "north wind" or merged "northwind").
  const maxWords = Math.max(1, (term.kind === "domain" ? 1 : term.tokens.length) + 1);
  let best: number | null = null;
  for (let start = 0; start < tokens.length; start++) {
    let joined = "";
    for (let end = start; end < tokens.length && end - start < maxWords; end++) {
      joined += tokens[end];
      if (joined.length > target.length + max) break;
      if (joined.length < target.length - max) continue;
      // A slip rarely hits the first letter, and requiring it keeps "borth wind" and the like out.
      if (joined[0] !== target[0]) continue;
      const d = damerauLevenshtein(joined, target, max);
      if (d <= max && (best === null || d < best)) best = d;
    }
  }
  return best;
}

function toOverrideMap(overrides: BrandLexicon["overrides"]): Map<string, BrandClass> {
  const map = new Map<string, BrandClass>();
  if (!overrides) return map;
  const entries = overrides instanceof Map ? [...overrides.entries()] : Object.entries(overrides);
  for (const [k, v] of entries) map.set(normaliseKeyword(k), v);
  return map;
}

/**
 * Builds a classifier for one brand. Rules, first match wins:
 * 1. a manual override for the keyword;
 * 2. an exact mention of the brand — name (any spacing, hyphen or accent), product name or domain;
 * 3. an exact mention of a competitor — name, product or domain;
 * 4. a misspelling of the brand's name or products within `allowedSlips`;
 * 5. a misspelling of a competitor's name or products;
 * 6. otherwise non-branded.
 * Exact matches go before misspellings so "contoso vs northwind" is the brand's, and a competitor named
 * exactly is not lost to a near-miss of the brand. A keyword naming both the brand and a competitor is
 * branded: the searcher already knows the brand.
 */
export function brandClassifier(lexicon: BrandLexicon): (keyword: string) => BrandClassification {
  const brandTerms = [
    ...makeTerms(lexicon.names, "name", null),
    ...makeTerms(lexicon.products ?? [], "product", null),
    ...makeTerms(lexicon.domains ?? [], "domain", null),
  ];
  const competitorTerms = (lexicon.competitors ?? []).flatMap((c) => [
    ...makeTerms([c.name], "name", c.name),
    ...makeTerms(c.products ?? [], "product", c.name),
    ...makeTerms(c.domains ?? [], "domain", c.name),
  ]);
  const overrides = toOverrideMap(lexicon.overrides);
  const classOf = (t: Term): BrandClass => (t.competitor === null ? "branded" : "competitor");

  return (raw: string): BrandClassification => {
    const keyword = normaliseKeyword(raw);
    const manual = overrides.get(keyword);
    if (manual) {
      return { keyword, class: manual, rule: { kind: "override", term: null, competitor: null, distance: 0 } };
    }
    const folded = foldKeyword(keyword);
    const tokens = keywordTokens(keyword);
    for (const group of [brandTerms, competitorTerms]) {
      for (const t of group) {
        if (exactMatch(t, folded, tokens)) {
          return { keyword, class: classOf(t), rule: { kind: t.kind, term: t.label, competitor: t.competitor, distance: 0 } };
        }
      }
    }
    for (const group of [brandTerms, competitorTerms]) {
      let best: { term: Term; d: number } | null = null;
      for (const t of group) {
        // A domain term is fuzzy-matched on its first label ("northwind" of northwind.com) only.
        const d = fuzzyMatch(t, tokens);
        if (d !== null && (best === null || d < best.d)) best = { term: t, d };
      }
      if (best) {
        return {
          keyword,
          class: classOf(best.term),
          rule: { kind: "misspelling", term: best.term.label, competitor: best.term.competitor, distance: best.d },
        };
      }
    }
    return { keyword, class: "non_branded", rule: { kind: "none", term: null, competitor: null, distance: 0 } };
  };
}

/** Classifies a list of keywords for one brand (see `brandClassifier` for the rules). */
export function classifyKeywords(keywords: readonly string[], lexicon: BrandLexicon): BrandClassification[] {
  const classify = brandClassifier(lexicon);
  return keywords.map(classify);
}

export type BrandedShare = {
  /** "YYYY-MM-DD" or "YYYY-MM" per `by`. */
  period: string;
  brandedClicks: number;
  competitorClicks: number;
  totalClicks: number;
  /** Branded clicks ÷ all clicks, 0–1; null for a period without clicks. */
  share: number | null;
};

/**
 * The share of Search Console clicks that is branded, per day or month, for /branded-keywords and the
 * dashboard. Rows without a query (Search Console hides rare queries) count in the total but cannot be
 * classified, so the share is a floor; rows without a date are left out. Each query is classified once.
 */
export function brandedShareOverTime(
  rows: ReadonlyArray<{ query: string | null; date: string | null; clicks: number }>,
  classify: (keyword: string) => BrandClassification,
  by: "day" | "month" = "day",
): BrandedShare[] {
  const cache = new Map<string, BrandClass>();
  const periods = new Map<string, BrandedShare>();
  for (const r of rows) {
    if (!r.date) continue;
    const period = by === "month" ? r.date.slice(0, 7) : r.date.slice(0, 10);
    let p = periods.get(period);
    if (!p) {
      p = { period, brandedClicks: 0, competitorClicks: 0, totalClicks: 0, share: null };
      periods.set(period, p);
    }
    p.totalClicks += r.clicks;
    if (!r.query) continue;
    let cls = cache.get(r.query);
    if (cls === undefined) {
      cls = classify(r.query).class;
      cache.set(r.query, cls);
    }
    if (cls === "branded") p.brandedClicks += r.clicks;
    else if (cls === "competitor") p.competitorClicks += r.clicks;
  }
  return [...periods.values()]
    .map((p) => ({ ...p, share: p.totalClicks > 0 ? p.brandedClicks / p.totalClicks : null }))
    .sort((a, b) => (a.period < b.period ? -1 : 1));
}
