/**
 * How a negative keyword blocks a search, per Google Ads' negative matching (support.google.com/google-ads/answer/2453972):
 * - negative exact blocks the identical query only (same words, same order, nothing else);
 * - negative phrase blocks queries containing its words in that order, with nothing between them;
 * - negative broad blocks queries containing all its words in any order;
 * - negatives do NOT match close variants: "shoe" does not block "shoes", "runing" does not block "running".
 * Case and extra spaces never matter. Pure and client-safe.
 */
import type { PpcMatchType } from "@/db/schema/ppc";

/** Words of a query or keyword: lower case, match punctuation ("", [], +) removed, split on spaces. */
export function queryWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/["[\]+]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

export type Negative = { text: string; matchType: PpcMatchType };

export function negativeBlocks(negative: Negative, query: string): boolean {
  return blocksWords(queryWords(negative.text), negative.matchType, queryWords(query));
}

function blocksWords(neg: readonly string[], matchType: PpcMatchType, q: readonly string[]): boolean {
  if (!neg.length) return false;
  if (matchType === "exact") return neg.length === q.length && neg.every((w, i) => w === q[i]);
  if (matchType === "phrase") {
    outer: for (let i = 0; i + neg.length <= q.length; i++) {
      for (let j = 0; j < neg.length; j++) if (q[i + j] !== neg[j]) continue outer;
      return true;
    }
    return false;
  }
  const have = new Set(q);
  return neg.every((w) => have.has(w));
}

export type Conflict<N extends Negative, K extends { text: string }> = { negative: N; keyword: K };

/**
 * Negatives that would stop a positive keyword from ever serving (its own search is blocked). Indexed by word so a
 * 5,000-entry list against 100,000 keywords compares only keywords sharing a word with the negative.
 */
export function findConflicts<N extends Negative, K extends { text: string }>(negatives: readonly N[], keywords: readonly K[]): Conflict<N, K>[] {
  const byWord = new Map<string, number[]>();
  const words = keywords.map((k) => queryWords(k.text));
  words.forEach((ws, i) => {
    for (const w of new Set(ws)) {
      const list = byWord.get(w);
      if (list) list.push(i);
      else byWord.set(w, [i]);
    }
  });
  const out: Conflict<N, K>[] = [];
  for (const n of negatives) {
    const nw = queryWords(n.text);
    if (!nw.length) continue;
    // Every blocked keyword contains every word of the negative: scan the rarest word's keywords only.
    let candidates: number[] | undefined;
    for (const w of nw) {
      const list = byWord.get(w) ?? [];
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    for (const i of candidates ?? []) if (blocksWords(nw, n.matchType, words[i]!)) out.push({ negative: n, keyword: keywords[i]! });
  }
  return out;
}
