/**
 * What works: the format mix and the best formats, and the hashtags and topics whose posts do
 * better than the profile's median (lift = the group's median interactions ÷ the profile's).
 * Groups with fewer than MIN_GROUP_POSTS posts are listed with their sample but not ranked. Pure.
 */
import type { SocialMediaType } from "@/db/schema/social";
import { interactions } from "./engagement";
import { median, MIN_GROUP_POSTS, type MetricPost } from "./types";

export type FormatStat = { type: SocialMediaType; posts: number; share: number; median: number | null; n: number; lift: number | null; ranked: boolean };

const profileMedian = (posts: readonly MetricPost[]) => median(posts.map(interactions).filter((v): v is number => v !== null));

/** Each format's share of the posts and its median interactions, best first among the ranked ones. */
export function formatMix(posts: readonly MetricPost[]): FormatStat[] {
  const overall = profileMedian(posts);
  const by = new Map<SocialMediaType, MetricPost[]>();
  for (const p of posts) by.set(p.mediaType, [...(by.get(p.mediaType) ?? []), p]);
  return [...by]
    .map(([type, ps]) => {
      const vs = ps.map(interactions).filter((v): v is number => v !== null);
      const m = median(vs);
      return { type, posts: ps.length, share: ps.length / posts.length, median: m, n: vs.length, lift: m !== null && overall ? m / overall : null, ranked: vs.length >= MIN_GROUP_POSTS };
    })
    .sort((a, b) => Number(b.ranked) - Number(a.ranked) || (b.median ?? -1) - (a.median ?? -1) || b.posts - a.posts);
}

export type LiftStat = { key: string; posts: number; median: number; lift: number };

function lifts(posts: readonly MetricPost[], keysOf: (p: MetricPost) => string[], limit: number): LiftStat[] {
  const overall = profileMedian(posts);
  if (!overall) return [];
  const by = new Map<string, number[]>();
  for (const p of posts) {
    const i = interactions(p);
    if (i === null) continue;
    for (const k of new Set(keysOf(p))) by.set(k, [...(by.get(k) ?? []), i]);
  }
  return [...by]
    .filter(([, vs]) => vs.length >= MIN_GROUP_POSTS)
    .map(([key, vs]) => ({ key, posts: vs.length, median: median(vs)!, lift: median(vs)! / overall }))
    .sort((a, b) => b.lift - a.lift || b.posts - a.posts || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** Hashtags used on at least MIN_GROUP_POSTS posts, by lift. */
export function hashtagLift(posts: readonly MetricPost[], limit = 12): LiftStat[] {
  return lifts(posts, (p) => p.hashtags, limit);
}

const STOP = new Set(
  "about above after again also always among another around because been before being below between both could does doing down during each every from further have having here into just know like made make many more most much must need only other over same should some still such than that their them then there these they thing this those through today together under until very want well were what when where which while will with would your yours ours ourselves".split(" "),
);

/** The topic words of a caption: words of 4+ letters outside hashtags, mentions, links and common words. */
export function topicWords(caption: string): string[] {
  const text = caption.replace(/https?:\/\/\S+/g, " ").replace(/[#@][\p{L}\p{N}_.]+/gu, " ").toLowerCase();
  return [...new Set((text.match(/\p{L}[\p{L}'’-]{3,}/gu) ?? []).map((w) => w.replace(/['’]s$/, "")).filter((w) => !STOP.has(w)))];
}

/** Topic words (and the post's hashtags) on at least MIN_GROUP_POSTS posts, by lift. */
export function topicLift(posts: readonly MetricPost[], limit = 12): LiftStat[] {
  return lifts(posts, (p) => topicWords(p.caption), limit);
}
