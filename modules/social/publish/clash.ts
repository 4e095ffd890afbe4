/**
 * Clash warnings across the agency (pure): posts scheduled close together that step on each other.
 *
 * - Same handle: one network account (network + account id) with two posts within
 *   HANDLE_WINDOW_MS — the second buries the first, and networks throttle bursts.
 * - Same topic: two *different* brands of the agency on the same network within TOPIC_WINDOW_MS
 *   (the same hour) whose texts are about the same thing — simhash within a few bits for long texts,
 *   else shared keywords (token-set similarity, modules/content/similarity) — and whose audiences
 *   overlap (same country, or a shared language; a brand with neither set is assumed to overlap).
 *
 * Warnings, not blocks: an agency may mean to run a joint campaign.
 */
import { hamming } from "@/lib/text/simhash";
import { SIMHASH_NEAR_DUPLICATE_BITS, textFingerprint, tokenSimilarity } from "@/modules/content/similarity";

export const HANDLE_WINDOW_MS = 15 * 60_000;
export const TOPIC_WINDOW_MS = 60 * 60_000;
/** Shared-keyword similarity at or above this is "the same topic" (lower than a near-duplicate: a topic, not a copy). */
export const TOPIC_SIMILARITY = 0.35;

export type ClashPost = {
  postId: string;
  brandId: string;
  network: string;
  /** The account the post goes out from (connection account id), null when not connected. */
  accountId: string | null;
  scheduledAt: Date;
  text: string;
  country: string | null;
  languages: readonly string[];
};

export type Clash =
  | { kind: "handle"; postIds: [string, string]; minutesApart: number }
  | { kind: "topic"; postIds: [string, string]; minutesApart: number; similarity: number };

export function audiencesOverlap(a: Pick<ClashPost, "country" | "languages">, b: Pick<ClashPost, "country" | "languages">): boolean {
  const aKnown = !!a.country || a.languages.length > 0;
  const bKnown = !!b.country || b.languages.length > 0;
  if (!aKnown || !bKnown) return true;
  if (a.country && b.country && a.country.toLowerCase() === b.country.toLowerCase()) return true;
  const langs = new Set(a.languages.map((l) => l.toLowerCase().slice(0, 2)));
  return b.languages.some((l) => langs.has(l.toLowerCase().slice(0, 2)));
}

/** How alike two texts' topics are (0–1). */
export function topicSimilarity(a: string, b: string): number {
  const fa = textFingerprint(a);
  const fb = textFingerprint(b);
  let best = tokenSimilarity(fa.tokens, fb.tokens);
  if (fa.simhash && fb.simhash) {
    const bits = hamming(fa.simhash, fb.simhash);
    if (bits <= SIMHASH_NEAR_DUPLICATE_BITS) best = Math.max(best, 1 - bits / 64);
  }
  return best;
}

/** Every clash among the posts (each pair once, earlier post first). */
export function findClashes(posts: readonly ClashPost[]): Clash[] {
  const sorted = [...posts].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  const clashes: Clash[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      const apart = b.scheduledAt.getTime() - a.scheduledAt.getTime();
      if (apart >= TOPIC_WINDOW_MS) break;
      if (a.network !== b.network) continue;
      const minutesApart = Math.round(apart / 60_000);
      if (a.accountId && a.accountId === b.accountId && apart < HANDLE_WINDOW_MS) {
        clashes.push({ kind: "handle", postIds: [a.postId, b.postId], minutesApart });
        continue;
      }
      if (a.brandId === b.brandId || !audiencesOverlap(a, b)) continue;
      const similarity = topicSimilarity(a.text, b.text);
      if (similarity >= TOPIC_SIMILARITY) clashes.push({ kind: "topic", postIds: [a.postId, b.postId], minutesApart, similarity });
    }
  }
  return clashes;
}
