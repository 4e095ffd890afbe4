import { describe, expect, it } from "vitest";
import type { OrganicResult } from "../types";
import { biggestMovers, placesMoved, rankChange, rankChanges, rankDrops, serpDiff } from "./rank-change";

const day = (d: number) => `2026-11-${String(d).padStart(2, "0")}T06:00:00.000Z`;

describe("rankChange", () => {
  it("compares the latest check with the one before, whatever order the history comes in", () => {
    const c = rankChange([
      { checkedAt: day(3), position: 4 },
      { checkedAt: day(1), position: 9 },
      { checkedAt: day(2), position: 7 },
    ]);
    expect(c).toEqual({
      current: 4,
      previous: 7,
      change: 3,
      direction: "up",
      best: { position: 4, checkedAt: new Date(day(3)) },
      checkedAt: new Date(day(3)),
    });
  });

  it("detects down, same, new, lost and unranked", () => {
    const dir = (positions: Array<number | null>) =>
      rankChange(positions.map((position, i) => ({ checkedAt: day(i + 1), position }))).direction;
    expect(dir([3, 8])).toBe("down");
    expect(dir([5, 5])).toBe("same");
    expect(dir([null, 12])).toBe("new");
    expect(dir([12])).toBe("new");
    expect(dir([12, null])).toBe("lost");
    expect(dir([40, 130])).toBe("lost");
    expect(dir([null, null])).toBe("unranked");
    expect(dir([])).toBe("unranked");
  });

  it("keeps the first date the best position was reached", () => {
    const c = rankChange([
      { checkedAt: new Date(day(1)), position: 2 },
      { checkedAt: day(2), position: 5 },
      { checkedAt: day(3), position: 2 },
      { checkedAt: day(4), position: null },
    ]);
    expect(c.best).toEqual({ position: 2, checkedAt: new Date(day(1)) });
    expect(c.change).toBeNull();
  });
});

describe("alerts and movers", () => {
  const changes = rankChanges([
    { keyword: "espresso machine", history: [{ checkedAt: day(1), position: 3 }, { checkedAt: day(2), position: 15 }] },
    { keyword: "coffee grinder", history: [{ checkedAt: day(1), position: 6 }, { checkedAt: day(2), position: 9 }] },
    { keyword: "cold brew", history: [{ checkedAt: day(1), position: 4 }, { checkedAt: day(2), position: null }] },
    { keyword: "french press", history: [{ checkedAt: day(1), position: 97 }, { checkedAt: day(2), position: null }] },
    { keyword: "decaf beans", history: [{ checkedAt: day(1), position: 30 }, { checkedAt: day(2), position: 8 }] },
    { keyword: "swiss water decaf", history: [{ checkedAt: day(1), position: null }, { checkedAt: day(2), position: 50 }] },
  ]);

  it("measures lost and new keywords against position 101", () => {
    expect(changes.map(placesMoved)).toEqual([-12, -3, -97, -4, 22, 51]);
  });

  it("alerts on drops of more than N places, biggest first", () => {
    expect(rankDrops(changes, 5)).toEqual([
      { keyword: "cold brew", from: 4, to: null, places: 97 },
      { keyword: "espresso machine", from: 3, to: 15, places: 12 },
    ]);
    expect(rankDrops(changes, 12).map((a) => a.keyword)).toEqual(["cold brew"]);
    expect(rankDrops(changes, 2).map((a) => a.keyword)).toEqual(["cold brew", "espresso machine", "french press", "coffee grinder"]);
  });

  it("lists the biggest movers each way", () => {
    const m = biggestMovers(changes, 2);
    expect(m.up.map((c) => c.keyword)).toEqual(["swiss water decaf", "decaf beans"]);
    expect(m.down.map((c) => c.keyword)).toEqual(["cold brew", "espresso machine"]);
  });
});

describe("serpDiff", () => {
  const r = (position: number, url: string): OrganicResult => ({
    position,
    url,
    domain: new URL(url).hostname.replace(/^www\./, ""),
    title: "",
    snippet: null,
  });

  it("reports moves, entries, exits and feature changes, ignoring tracking parameters", () => {
    const previous = {
      organic: [r(1, "https://a.com/x"), r(2, "https://b.com/y"), r(3, "https://c.com/z"), r(4, "https://d.com/")],
      features: ["people_also_ask" as const, "video" as const],
    };
    const current = {
      organic: [r(1, "https://www.b.com/y/?utm_source=serp"), r(2, "https://a.com/x"), r(3, "https://e.com/new"), r(4, "https://d.com")],
      features: ["people_also_ask" as const, "ai_overview" as const],
    };
    const d = serpDiff(current, previous);
    expect(d.results.map((x) => [x.domain, x.previous, x.position, x.status])).toEqual([
      ["b.com", 2, 1, "up"],
      ["a.com", 1, 2, "down"],
      ["e.com", null, 3, "entered"],
      ["d.com", 4, 4, "same"],
      ["c.com", 3, null, "left"],
    ]);
    expect(d.featuresAdded).toEqual(["ai_overview"]);
    expect(d.featuresRemoved).toEqual(["video"]);
  });

  it("treats every result as entered on the first fetch", () => {
    const d = serpDiff({ organic: [r(1, "https://a.com/")], features: ["local_pack"] }, null);
    expect(d.results[0]!.status).toBe("entered");
    expect(d.featuresAdded).toEqual(["local_pack"]);
  });
});
