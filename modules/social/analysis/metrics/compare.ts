/**
 * Profiles side by side on the same footing: interactions per post, per 1k followers per post,
 * engagement by reach, posts per week, the format mix and the best topics — and what the leader
 * (the profile with the most interactions per 1k followers per post) does differently from the
 * brand, as sentences computed from those numbers. Pure.
 */
import type { SocialMediaType } from "@/db/schema/social";
import { postsPerWeek } from "./cadence";
import { formatMix, topicLift } from "./content";
import { engagementRateByFollowers, engagementRateByReach, interactionsPerPost } from "./engagement";
import type { MetricPost, Sampled } from "./types";

export type ProfileInput = { id: string; handle: string; isOwn: boolean; followers: number | null; posts: MetricPost[] };

export type ProfileSummary = {
  id: string;
  handle: string;
  isOwn: boolean;
  followers: number | null;
  posts: number;
  postsPerWeek: number | null;
  interactionsPerPost: Sampled;
  /** Interactions per post per 1,000 followers: engagement normalised for audience size. */
  per1kFollowers: number | null;
  rateByFollowers: Sampled;
  rateByReach: Sampled;
  formatShares: Partial<Record<SocialMediaType, number>>;
  topTopics: string[];
};

export function summariseProfile(p: ProfileInput): ProfileSummary {
  const ipp = interactionsPerPost(p.posts);
  return {
    id: p.id,
    handle: p.handle,
    isOwn: p.isOwn,
    followers: p.followers,
    posts: p.posts.length,
    postsPerWeek: postsPerWeek(p.posts).value,
    interactionsPerPost: ipp,
    per1kFollowers: ipp.value !== null && p.followers ? (ipp.value / p.followers) * 1000 : null,
    rateByFollowers: engagementRateByFollowers(p.posts, p.followers),
    rateByReach: engagementRateByReach(p.posts),
    formatShares: Object.fromEntries(formatMix(p.posts).map((f) => [f.type, f.share])),
    topTopics: topicLift(p.posts, 8).filter((t) => t.lift > 1).map((t) => t.key),
  };
}

const FORMAT_NAMES: Record<SocialMediaType, string> = { image: "Images", carousel: "Carousels", reel: "Reels", video: "Videos", text: "Text posts", article: "Articles", document: "Documents", poll: "Polls" };
const pct = (x: number) => `${Math.round(x * 100)}%`;
const one = (x: number) => (x >= 10 ? Math.round(x).toString() : x.toFixed(1));

export type Leader = { profile: ProfileSummary; basis: "per1k" | "perPost" };

/**
 * The profile the others are measured against (`excludeId`: among the others — the best competitor
 * of the brand): the most interactions per post per 1k followers
 * when at least two profiles have a follower count; otherwise (follower counts unknown) the most
 * interactions per post, and the sentences say it is not normalised. Ties: more posts.
 */
export function leaderOf(profiles: readonly ProfileSummary[], o: { excludeId?: string } = {}): Leader | null {
  const normalised = profiles.filter((p) => p.per1kFollowers !== null);
  const candidates = (xs: ProfileSummary[]) => xs.filter((p) => p.id !== o.excludeId);
  if (normalised.length >= 2) {
    const profile = candidates(normalised).sort((a, b) => b.per1kFollowers! - a.per1kFollowers! || b.posts - a.posts)[0];
    return profile ? { profile, basis: "per1k" } : null;
  }
  const raw = profiles.filter((p) => p.interactionsPerPost.value !== null);
  if (raw.length < 2) return null;
  const profile = candidates(raw).sort((a, b) => b.interactionsPerPost.value! - a.interactionsPerPost.value! || b.posts - a.posts)[0];
  return profile ? { profile, basis: "perPost" } : null;
}

/**
 * What the leading competitor does differently from `own`, each sentence backed by a difference big
 * enough to matter (cadence ×1.5, a format's share 15 points apart, topics that lift its posts and
 * are not among the brand's best). Empty when there is nothing to compare.
 */
export function leaderDifferences(own: ProfileSummary, lead: Leader | null): string[] {
  if (!lead || lead.profile.id === own.id) return [];
  const leader = lead.profile;
  const out: string[] = [];
  const who = `@${leader.handle}`;
  if (lead.basis === "per1k" && leader.per1kFollowers !== null && own.per1kFollowers !== null) {
    out.push(`${who} gets ${one(leader.per1kFollowers)} interactions per post per 1k followers; you get ${one(own.per1kFollowers)}.`);
  } else if (leader.interactionsPerPost.value !== null && own.interactionsPerPost.value !== null) {
    out.push(`${who} gets ${one(leader.interactionsPerPost.value)} interactions per post; you get ${one(own.interactionsPerPost.value)} (not normalised: a follower count is unknown).`);
  }
  if (leader.postsPerWeek !== null && own.postsPerWeek !== null) {
    const ratio = own.postsPerWeek ? leader.postsPerWeek / own.postsPerWeek : Infinity;
    if (ratio >= 1.5 || ratio <= 1 / 1.5) {
      out.push(`${who} posts ${one(leader.postsPerWeek)} times a week; you post ${one(own.postsPerWeek)}.`);
    }
  }
  const types = new Set([...Object.keys(leader.formatShares), ...Object.keys(own.formatShares)]) as Set<SocialMediaType>;
  const gaps = [...types]
    .map((t) => ({ t, theirs: leader.formatShares[t] ?? 0, yours: own.formatShares[t] ?? 0 }))
    .filter((g) => Math.abs(g.theirs - g.yours) >= 0.15)
    .sort((a, b) => Math.abs(b.theirs - b.yours) - Math.abs(a.theirs - a.yours))
    .slice(0, 2);
  for (const g of gaps) out.push(`${FORMAT_NAMES[g.t]} are ${pct(g.theirs)} of ${who}'s posts and ${pct(g.yours)} of yours.`);
  const ownTopics = new Set(own.topTopics);
  const missing = leader.topTopics.filter((t) => !ownTopics.has(t)).slice(0, 4);
  if (missing.length) out.push(`Topics that lift ${who}'s posts and are not among your best: ${missing.join(", ")}.`);
  return out;
}
