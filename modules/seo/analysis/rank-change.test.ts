import { describe, expect, it } from "vitest";
import { biggestMovers, placesMoved, rankChange, rankChanges, rankDrops } from "./rank-change";

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
