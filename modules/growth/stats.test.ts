import { describe, expect, it } from "vitest";
import { duplicateMap, similarIdeas, titleTokens } from "./duplicates";
import { countBy, defaultCapacity, experimentsPerSprint, winRate, winRatesBy } from "./stats";

describe("win rate", () => {
  it("is wins over all results, inconclusive included, in whole percent", () => {
    expect(winRate(["win", "loss", "inconclusive"])).toEqual({ wins: 1, losses: 1, inconclusive: 1, total: 3, rate: 33 });
    expect(winRate(["win", "win", "loss"]).rate).toBe(67);
    expect(winRate([]).rate).toBeNull();
  });

  it("groups by a key, most tested first", () => {
    const rows = winRatesBy(
      [
        { outcome: "win" as const, channel: "seo" },
        { outcome: "loss" as const, channel: "seo" },
        { outcome: "win" as const, channel: "sales" },
      ],
      (l) => l.channel,
    );
    expect(rows.map((r) => [r.key, r.total, r.rate])).toEqual([
      ["seo", 2, 50],
      ["sales", 1, 100],
    ]);
  });

  it("counts by a fixed set of keys", () => {
    expect(countBy([{ s: "a" }, { s: "a" }, { s: "c" }], (x) => x.s as "a" | "b" | "c", ["a", "b", "c"])).toEqual({ a: 2, b: 0, c: 1 });
  });

  it("gives a full-time member a quarter person-month per week of sprint", () => {
    expect(defaultCapacity("2025-01-06", "2025-01-19")).toBe(0.5);
    expect(defaultCapacity("2025-01-06", "2025-01-26")).toBe(0.75);
    expect(defaultCapacity("2025-01-01", "2025-01-30")).toBe(1);
  });
});

describe("duplicate ideas", () => {
  it("flags look-alike titles, ignoring case, stop words and plurals", () => {
    expect([...titleTokens("Launch a Referral Program for our users")]).toEqual(["launch", "referral", "program", "user"]);
    const ideas = [
      { id: "1", title: "Referral program" },
      { id: "2", title: "Launch a referral program" },
      { id: "3", title: "Exit-intent popup on pricing page" },
      { id: "4", title: "Exit intent pop-up on the pricing page" },
    ];
    expect(similarIdeas("referral programs", ideas).map((i) => i.id)).toEqual(["1", "2"]);
    const map = duplicateMap(ideas);
    expect(map.get("1")).toEqual(["2"]);
    expect(map.get("2")).toEqual(["1"]);
    expect(map.has("3")).toBe(false); // "popup" vs "pop up": different tokens, left to people
    expect(similarIdeas("Onboarding checklist", ideas)).toEqual([]);
  });
});

describe("experiments per sprint", () => {
  it("counts finished and open experiments per sprint, up to today plus sprints already planned", () => {
    const sprints = [
      { id: "s1", name: "S1", startDate: "2025-01-06", current: false },
      { id: "s2", name: "S2", startDate: "2025-01-20", current: true },
      { id: "s3", name: "S3", startDate: "2025-02-03", current: false },
      { id: "s4", name: "S4", startDate: "2025-02-17", current: false },
    ];
    const ideas = [
      { sprintId: "s1", status: "done" },
      { sprintId: "s1", status: "done" },
      { sprintId: "s1", status: "discarded" },
      { sprintId: "s2", status: "running" },
      { sprintId: "s2", status: "done" },
      { sprintId: "s4", status: "planned" },
      { sprintId: null, status: "idea" },
    ];
    expect(experimentsPerSprint(sprints, ideas, "2025-01-25").map((r) => [r.name, r.done, r.open])).toEqual([
      ["S1", 2, 0],
      ["S2", 1, 1],
      ["S4", 0, 1],
    ]);
    expect(experimentsPerSprint(sprints, ideas, "2025-01-25", 2).map((r) => r.name)).toEqual(["S2", "S4"]);
  });
});
