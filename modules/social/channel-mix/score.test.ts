import { describe, expect, it } from "vitest";
import { capacityNote, engagementRate, MIX_NETWORKS, parseTeamHours, scoreChannelMix, tierOf, WEIGHTS, type MixInputs, type MixNetwork, type NetworkScore } from "./score";

const empty: MixInputs = { businessModel: null, audience: "", goals: "", currentChannels: [], bestChannel: "", channelsToExplore: "", teamHours: null, results: {} };
const byNetwork = (inputs: MixInputs) => Object.fromEntries(scoreChannelMix(inputs).map((s) => [s.network, s])) as Record<MixNetwork, NetworkScore>;

describe("scoreChannelMix", () => {
  it("weights add up to one", () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it("scores every network neutral, with a reason per factor, when nothing is known", () => {
    const scores = scoreChannelMix(empty);
    expect(scores.map((s) => s.network).sort()).toEqual([...MIX_NETWORKS].sort());
    for (const s of scores) {
      expect(s.score).toBe(50);
      expect(s.tier).toBe("maintain");
      expect(s.reasons).toHaveLength(4);
      expect(s.reasons[0]).toContain("starts neutral at 50");
    }
  });

  it("puts LinkedIn first for a B2B brand after leads, with a cadence and effort", () => {
    const s = byNetwork({ ...empty, businessModel: "B2B", audience: "Operations managers at mid-size SaaS companies", goals: "200 qualified leads a quarter\nThought leadership in logistics" });
    const top = scoreChannelMix({ ...empty, businessModel: "B2B", audience: "Operations managers at mid-size SaaS companies", goals: "200 qualified leads" })[0]!;
    expect(top.network).toBe("linkedin");
    expect(s.linkedin.tier).toBe("invest");
    expect(s.linkedin.factors.audience).toBe(100);
    expect(s.linkedin.factors.goals).toBe(95);
    expect(s.linkedin.postsPerWeek).toBe(3);
    expect(s.linkedin.hoursPerWeek).toBe(3.3);
    expect(s.linkedin.reasons[1]).toContain("lead generation and thought leadership");
    expect(s.tiktok.tier).toBe("deprioritise");
    expect(s.tiktok.postsPerWeek).toBe(0);
    expect(s.tiktok.hoursPerWeek).toBe(0);
  });

  it("rewards measured engagement above the benchmark and follower growth, and says so", () => {
    const strong = byNetwork({ ...empty, results: { instagram: { followers: 1200, followersBefore: 1000, posts: 12, engagementRate: 2.4 } } }).instagram;
    // log2(2.4 / 0.6) = 2 → +30 (capped); growth 20 % → +20 (capped): 100.
    expect(strong.factors.results).toBe(100);
    expect(strong.reasons[2]).toContain("engagement 2.4% per post against a typical 0.60% over 12 posts");
    expect(strong.reasons[2]).toContain("followers up 20.0% (1,000 → 1,200)");
    const weak = byNetwork({ ...empty, results: { instagram: { followers: 950, followersBefore: 1000, posts: 3, engagementRate: 0.3 } } }).instagram;
    // log2(0.5) = -1 → -20; growth -5 % → -10: 20.
    expect(weak.factors.results).toBe(20);
    expect(weak.reasons[2]).toContain("followers down 5.0%");
  });

  it("counts the channels the brand names as working or to try", () => {
    const s = byNetwork({ ...empty, bestChannel: "LinkedIn posts by our CEO", channelsToExplore: "TikTok, maybe YouTube", currentChannels: ["Organic social"], results: { linkedin: { followers: 100, followersBefore: null, posts: 4, engagementRate: null } } });
    expect(s.linkedin.factors.intent).toBe(95);
    expect(s.tiktok.factors.intent).toBe(75);
    expect(s.youtube.factors.intent).toBe(75);
    expect(s.x.factors.intent).toBe(50);
    expect(s.linkedin.reasons[2]).toContain("4 posts without engagement counts");
  });

  it("ties keep the network order", () => {
    expect(scoreChannelMix(empty).map((s) => s.network)).toEqual([...MIX_NETWORKS]);
  });
});

describe("tiers, capacity and parsing", () => {
  it("cuts tiers at 65 and 45", () => {
    expect([tierOf(65), tierOf(64), tierOf(45), tierOf(44)]).toEqual(["invest", "maintain", "maintain", "deprioritise"]);
  });
  it("compares the plan's hours with the team's", () => {
    const scores = scoreChannelMix({ ...empty, businessModel: "B2B", goals: "leads" });
    const total = Math.round(scores.reduce((s, n) => s + n.hoursPerWeek, 0) * 10) / 10;
    expect(capacityNote(scores, null)).toBeNull();
    expect(capacityNote(scores, 100)).toContain(`about ${total} hours a week, within the 100 hours`);
    expect(capacityNote(scores, 1)).toContain("more than the 1 hours the team has");
  });
  it("reads the team's hours from free text", () => {
    expect(parseTeamHours("Two people, about 12.5 hours a week")).toBe(12.5);
    expect(parseTeamHours("8h per week")).toBe(8);
    expect(parseTeamHours("a couple of people")).toBeNull();
  });
  it("computes engagement by followers, never reading a missing count as zero", () => {
    expect(engagementRate([{ likes: 10, comments: 2, shares: null, saves: null }, { likes: 30, comments: 6, shares: 2, saves: 2 }], 1000)).toBeCloseTo(2.6);
    expect(engagementRate([{ likes: null, comments: null, shares: null, saves: null }], 1000)).toBeNull();
    expect(engagementRate([{ likes: 10, comments: 0, shares: 0, saves: 0 }], null)).toBeNull();
  });
});
