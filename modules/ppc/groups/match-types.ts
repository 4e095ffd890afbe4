/**
 * Suggested match types for a keyword in an ad-group-ready group. Pure and client-safe.
 *
 * The rule (documented in the README):
 * - a head term — at most 2 words with at least HEAD_VOLUME monthly searches — gets Exact only: broad reach on a
 *   high-volume short query spends fast on loosely related searches;
 * - a term of 3 or more words gets Phrase: it is specific already, and phrase keeps the word order that carries
 *   the meaning while catching longer searches around it;
 * - any other term (short, low or unknown volume) gets Exact and Phrase;
 * - Broad is suggested only when the campaign uses smart bidding (Google's own advice: broad match relies on the
 *   bid strategy's signals), and then in addition to the above, never for a head term.
 */
import type { PpcMatchType } from "@/db/schema/ppc";

export const HEAD_VOLUME = 1_000;

export function wordCount(keyword: string): number {
  return keyword.trim().split(/\s+/).filter(Boolean).length;
}

export function suggestMatchTypes(keyword: string, volume: number | null | undefined, opts: { smartBidding?: boolean } = {}): PpcMatchType[] {
  const words = wordCount(keyword);
  const head = words <= 2 && (volume ?? 0) >= HEAD_VOLUME;
  if (head) return ["exact"];
  const out: PpcMatchType[] = words >= 3 ? ["phrase"] : ["exact", "phrase"];
  if (opts.smartBidding) out.push("broad");
  return out;
}

/** Match types in Google's order (exact, phrase, broad), deduplicated. */
export function orderMatchTypes(types: readonly PpcMatchType[]): PpcMatchType[] {
  return (["exact", "phrase", "broad"] as const).filter((t) => types.includes(t));
}
