import { describe, expect, it } from "vitest";
import { postsPerWeek, weeklySeries, weekStart } from "./cadence";
import { leaderDifferences, leaderOf, summariseProfile } from "./compare";
import { formatMix, hashtagLift, topicLift, topicWords } from "./content";
import { engagementRateByFollowers, engagementRateByReach, interactions, interactionsPerPost, topAndBottomPosts } from "./engagement";
import { localSlot, MIN_TIMING_POSTS, postingTimes } from "./timing";
import { median, type MetricPost } from "./types";

let seq = 0;
const post = (o: Partial<MetricPost> = {}): MetricPost => ({
  id: `p${++seq}`,
  mediaType: "image",
  caption: "",
  hashtags: [],
  publishedAt: new Date("2026-03-02T09:00:00Z"),
  permalink: null,
  likes: 10,
  comments: 0,
  shares: null,
  saves: null,
  reach: null,
  ...o,
});

describe("engagement", () => {
  it("sums the known counts and reads unknown as unknown, not zero", () => {
    expect(interactions(post({ likes: 10, comments: 2, shares: null, saves: 3 }))).toBe(15);
    expect(interactions(post({ likes: null, comments: null }))).toBeNull();
  });

  it("rates by followers over the posts with known interactions", () => {
    const r = engagementRateByFollowers([post({ likes: 20 }), post({ likes: 40 }), post({ likes: null, comments: null })], 1000);
    expect(r).toEqual({ value: 0.03, n: 2 });
    expect(engagementRateByFollowers([post()], null)).toEqual({ value: null, n: 0 });
    expect(engagementRateByFollowers([post()], 0).value).toBeNull();
  });

  it("rates by reach only over posts whose reach is known", () => {
    const r = engagementRateByReach([post({ likes: 10, reach: 100 }), post({ likes: 30, reach: 100 }), post({ likes: 500, reach: null }), post({ likes: 5, reach: 0 })]);
    expect(r.value).toBeCloseTo(0.2);
    expect(r.n).toBe(2);
    expect(engagementRateByReach([post({ reach: null })])).toEqual({ value: null, n: 0 });
  });

  it("ranks top and bottom posts without overlap and leaves unknown ones out", () => {
    const ps = [1, 5, 3, 9, 7].map((likes) => post({ likes, comments: null }));
    const { top, bottom } = topAndBottomPosts([...ps, post({ likes: null, comments: null })], 3);
    expect(top.map((p) => p.interactions)).toEqual([9, 7, 5]);
    expect(bottom.map((p) => p.interactions)).toEqual([1, 3]);
    expect(interactionsPerPost(ps)).toEqual({ value: 5, n: 5 });
  });
});

describe("cadence", () => {
  it("counts posts per week over the span posted", () => {
    const ps = Array.from({ length: 8 }, (_, i) => post({ publishedAt: new Date(Date.UTC(2026, 0, 1 + i * 7)) }));
    const r = postsPerWeek(ps);
    expect(r.value).toBeCloseTo(8 / (50 / 7), 5);
    expect(postsPerWeek([])).toEqual({ value: null, weeks: 0 });
    expect(postsPerWeek([post()]).value).toBe(1);
  });

  it("builds a weekly series with the empty weeks in it", () => {
    expect(weekStart(new Date("2026-03-08T23:00:00Z"))).toBe("2026-03-02");
    const s = weeklySeries([post({ publishedAt: new Date("2026-03-02T10:00:00Z") }), post({ publishedAt: new Date("2026-03-04T10:00:00Z") }), post({ publishedAt: new Date("2026-03-18T10:00:00Z") })]);
    expect(s).toEqual([
      { week: "2026-03-02", posts: 2 },
      { week: "2026-03-09", posts: 0 },
      { week: "2026-03-16", posts: 1 },
    ]);
  });
});

describe("timing", () => {
  it("reads the weekday and hour in the given time zone", () => {
    expect(localSlot(new Date("2026-03-02T23:30:00Z"), "UTC")).toEqual({ weekday: 1, hour: 23 });
    expect(localSlot(new Date("2026-03-02T23:30:00Z"), "Europe/Berlin")).toEqual({ weekday: 2, hour: 0 });
  });

  it("says not enough posts below the minimum instead of guessing", () => {
    const t = postingTimes(Array.from({ length: MIN_TIMING_POSTS - 1 }, () => post()));
    expect(t.enough).toBe(false);
    if (!t.enough) expect(t).toMatchObject({ posts: MIN_TIMING_POSTS - 1, needed: MIN_TIMING_POSTS });
  });

  it("finds the best weekday and block among groups with enough posts, with sample sizes", () => {
    const tue = Array.from({ length: 6 }, (_, i) => post({ likes: 100 + i, publishedAt: new Date(Date.UTC(2026, 2, 3 + i * 7, 18)) }));
    const mon = Array.from({ length: 6 }, (_, i) => post({ likes: 10 + i, publishedAt: new Date(Date.UTC(2026, 2, 2 + i * 7, 9)) }));
    // One huge Saturday post: a single post is no evidence.
    const sat = [post({ likes: 10_000, publishedAt: new Date(Date.UTC(2026, 2, 7, 12)) })];
    const t = postingTimes([...tue, ...mon, ...sat]);
    expect(t.enough).toBe(true);
    if (!t.enough) return;
    expect(t.bestWeekday).toMatchObject({ label: "Tuesday", posts: 6 });
    expect(t.bestBlock).toMatchObject({ label: "18:00–21:00", posts: 6 });
    expect(t.weekdays.find((w) => w.label === "Saturday")).toMatchObject({ posts: 1 });
    expect(t.cells.find((c) => c.weekday === 2 && c.hour === 18)).toMatchObject({ posts: 6, median: 102.5 });
    expect(t.grid).toHaveLength(56);
    expect(t.grid.find((c) => c.weekday === 2 && c.start === 18)).toMatchObject({ posts: 6, median: 102.5 });
    expect(t.grid.reduce((a, c) => a + c.posts, 0)).toBe(13);
  });
});

describe("content", () => {
  it("gives the format mix with shares, ranking only formats with enough posts", () => {
    const ps = [...Array.from({ length: 3 }, () => post({ mediaType: "reel", likes: 90 })), ...Array.from({ length: 4 }, () => post({ mediaType: "image", likes: 10 })), post({ mediaType: "carousel", likes: 999 })];
    const mix = formatMix(ps);
    expect(mix.map((m) => m.type)).toEqual(["reel", "image", "carousel"]);
    expect(mix[0]).toMatchObject({ posts: 3, share: 3 / 8, median: 90, ranked: true });
    expect(mix[2]).toMatchObject({ ranked: false, n: 1 });
  });

  it("gives hashtag and topic lift against the profile's median", () => {
    const ps = [
      ...Array.from({ length: 3 }, () => post({ likes: 60, caption: "Our cold brew recipe #coldbrew", hashtags: ["coldbrew"] })),
      ...Array.from({ length: 3 }, () => post({ likes: 10, caption: "Monday news from the roastery #news", hashtags: ["news"] })),
      post({ likes: 20, caption: "espresso", hashtags: ["espresso"] }),
    ];
    expect(median([60, 60, 60, 10, 10, 10, 20])).toBe(20);
    expect(hashtagLift(ps)).toEqual([
      { key: "coldbrew", posts: 3, median: 60, lift: 3 },
      { key: "news", posts: 3, median: 10, lift: 0.5 },
    ]);
    expect(topicLift(ps).slice(0, 2)).toMatchObject([{ key: "brew", lift: 3 }, { key: "cold", lift: 3 }]);
    expect(topicWords("Our cold brew recipe with @maya #coldbrew https://x.io/a")).toEqual(["cold", "brew", "recipe"]);
  });
});

describe("comparison", () => {
  const weekly = (n: number, o: Partial<MetricPost>) => Array.from({ length: n }, (_, i) => post({ ...o, publishedAt: new Date(Date.UTC(2026, 0, 1 + Math.floor((i * 28) / n))) }));

  it("normalises per post and per 1k followers and states what the leader does differently", () => {
    const own = summariseProfile({ id: "o", handle: "northwind", isOwn: true, followers: 2000, posts: weekly(4, { mediaType: "image", likes: 20, caption: "shop news" }) });
    const rival = summariseProfile({
      id: "r",
      handle: "bluebottle",
      isOwn: false,
      followers: 10_000,
      posts: [...weekly(4, { mediaType: "reel", likes: 300, caption: "brewing guide" }), ...weekly(8, { mediaType: "image", likes: 60, caption: "shop news" })],
    });
    expect(own.per1kFollowers).toBe(10);
    expect(rival.per1kFollowers).toBeCloseTo(14, 5);
    expect(leaderOf([own, rival])).toMatchObject({ basis: "per1k", profile: { handle: "bluebottle" } });
    const s = leaderDifferences(own, leaderOf([own, rival]));
    expect(s[0]).toBe("@bluebottle gets 14 interactions per post per 1k followers; you get 10.");
    expect(s.some((x) => /posts 3\.\d times a week; you post 1\.\d\.$/.test(x))).toBe(true);
    expect(s).toContain("Reels are 33% of @bluebottle's posts and 0% of yours.");
    expect(s.some((x) => x.startsWith("Topics that lift @bluebottle's posts") && x.includes("brewing"))).toBe(true);
    expect(leaderDifferences(rival, { profile: rival, basis: "per1k" })).toEqual([]);
    // The best competitor, even when the brand leads.
    expect(leaderOf([own, rival], { excludeId: "r" })).toMatchObject({ basis: "per1k", profile: { handle: "northwind" } });
    expect(leaderOf([own], { excludeId: "o" })).toBeNull();
  });

  it("falls back to interactions per post, and says so, when follower counts are unknown", () => {
    const a = summariseProfile({ id: "a", handle: "a", isOwn: true, followers: 500, posts: [post({ likes: 10 })] });
    const b = summariseProfile({ id: "b", handle: "b", isOwn: false, followers: null, posts: [post({ likes: 40 })] });
    expect(b.per1kFollowers).toBeNull();
    expect(leaderOf([a])).toBeNull();
    const lead = leaderOf([a, b]);
    expect(lead).toMatchObject({ basis: "perPost", profile: { handle: "b" } });
    expect(leaderDifferences(a, lead)[0]).toBe("@b gets 40 interactions per post; you get 10 (not normalised: a follower count is unknown).");
  });
});
