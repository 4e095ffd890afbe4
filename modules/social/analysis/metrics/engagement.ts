/**
 * Engagement: interactions of a post (likes + comments + shares + saves — the counts we know), its
 * rate by followers and by reach. Null-aware throughout: an unknown count is left out, never read
 * as 0, and a post whose reach is unknown does not count towards the rate by reach. Pure.
 */
import { mean, type MetricPost, type Sampled } from "./types";

/** Likes + comments + shares + saves of the counts known; null when none is known. */
export function interactions(p: Pick<MetricPost, "likes" | "comments" | "shares" | "saves">): number | null {
  const known = [p.likes, p.comments, p.shares, p.saves].filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}

/** Mean of interactions ÷ followers over the posts with known interactions; null without a follower count. */
export function engagementRateByFollowers(posts: readonly MetricPost[], followers: number | null): Sampled {
  if (!followers || followers <= 0) return { value: null, n: 0 };
  const rates = posts.map(interactions).filter((v): v is number => v !== null).map((v) => v / followers);
  return { value: mean(rates), n: rates.length };
}

/** Mean of interactions ÷ reach over the posts whose reach (and interactions) are known. */
export function engagementRateByReach(posts: readonly MetricPost[]): Sampled {
  const rates: number[] = [];
  for (const p of posts) {
    const i = interactions(p);
    if (i !== null && p.reach !== null && p.reach > 0) rates.push(i / p.reach);
  }
  return { value: mean(rates), n: rates.length };
}

/** Mean interactions per post over the posts that have any known. */
export function interactionsPerPost(posts: readonly MetricPost[]): Sampled {
  const xs = posts.map(interactions).filter((v): v is number => v !== null);
  return { value: mean(xs), n: xs.length };
}

export type RankedPost = MetricPost & { interactions: number };

/** The `k` posts with the most and the fewest interactions (posts with none known are not ranked; the lists never overlap). */
export function topAndBottomPosts(posts: readonly MetricPost[], k = 5): { top: RankedPost[]; bottom: RankedPost[] } {
  const ranked = posts
    .map((p) => ({ ...p, interactions: interactions(p) }))
    .filter((p): p is RankedPost => p.interactions !== null)
    .sort((a, b) => b.interactions - a.interactions || b.publishedAt.getTime() - a.publishedAt.getTime());
  const top = ranked.slice(0, k);
  const bottom = ranked.slice(Math.max(top.length, ranked.length - k)).reverse();
  return { top, bottom };
}
