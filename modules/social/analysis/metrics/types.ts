/** The post and profile shapes every metric reads. Client-safe. */
import type { SocialMediaType } from "@/db/schema/social";

export type MetricPost = {
  id: string;
  mediaType: SocialMediaType;
  caption: string;
  hashtags: string[];
  publishedAt: Date;
  permalink: string | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  reach: number | null;
};

/** A number computed from `n` posts (null when none could be used): the sample size is always shown. */
export type Sampled<T = number> = { value: T | null; n: number };

/** Fewer posts than this in a group (a weekday, a format, a hashtag) and the group is not ranked. */
export const MIN_GROUP_POSTS = 3;

export function median(xs: readonly number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function mean(xs: readonly number[]): number | null {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
}
