import { describe, expect, it } from "vitest";
import { addDays } from "./updates";
import { baselineOf, competitorTakeover, historySlices, declineSignals, detectDeclines, windowFigures, windowsBack, type DailyFigures, type WindowFigures } from "./rules";

const fig = (clicks: number, impressions: number, position: number | null): WindowFigures => ({ clicks, impressions, ctr: impressions ? clicks / impressions : 0, position, days: 28 });

/** `n` days from `start`, each with the figures `f(i)` gives. */
function days(start: string, n: number, f: (i: number) => { clicks: number; impressions: number; position: number }): DailyFigures[] {
  return Array.from({ length: n }, (_, i) => {
    const d = f(i);
    return { day: addDays(start, i), clicks: d.clicks, impressions: d.impressions, weightedPosition: d.position * d.impressions };
  });
}

describe("declineSignals", () => {
  it("flags a position 3 or more places worse", () => {
    expect(declineSignals(fig(100, 2000, 7.1), fig(110, 2100, 4))).toEqual(["position"]);
    expect(declineSignals(fig(100, 2000, 6.9), fig(110, 2100, 4))).toEqual([]);
  });

  it("flags clicks down 30 % and impressions down 50 %", () => {
    expect(declineSignals(fig(700, 20000, 4), fig(1000, 20000, 4))).toEqual(["clicks", "ctr"]);
    expect(declineSignals(fig(710, 15000, 4.5), fig(1000, 20000, 4))).toEqual([]);
    expect(declineSignals(fig(600, 10000, 4.2), fig(1000, 20000, 4))).toEqual(["clicks", "impressions"]);
  });

  it("flags a CTR falling while the position holds, not when the position moved", () => {
    expect(declineSignals(fig(750, 20000, 4.3), fig(1000, 20000, 4))).toEqual(["ctr"]);
    expect(declineSignals(fig(750, 20000, 5.2), fig(1000, 20000, 4))).toEqual([]);
  });

  it("does not flag noise below the minimum volumes", () => {
    expect(declineSignals(fig(1, 50, 30), fig(10, 150, 5))).toEqual([]);
    // Enough impressions for a position signal, too few clicks for a click signal.
    expect(declineSignals(fig(2, 400, 12), fig(10, 500, 5))).toEqual(["position"]);
    // 46 → 30 clicks is −35 %, but within what chance gives a page of that size (z ≈ 1.8).
    expect(declineSignals(fig(30, 4000, 15.3), fig(46, 4100, 15.4))).toEqual([]);
    // The same −35 % on 460 clicks is no accident.
    expect(declineSignals(fig(300, 40000, 15.3), fig(460, 41000, 15.4))).toEqual(["clicks", "ctr"]);
  });
});

describe("windows", () => {
  it("steps back 28 days at a time while a full previous window exists", () => {
    const ws = windowsBack("2026-01-01", "2026-04-30");
    expect(ws[0]).toEqual({ start: "2026-04-03", end: "2026-04-30" });
    expect(ws[1]).toEqual({ start: "2026-03-06", end: "2026-04-02" });
    expect(ws.at(-1)!.start >= addDays("2026-01-01", 28)).toBe(true);
    expect(ws).toHaveLength(3);
  });

  it("compares with the 28 days before and with the same weekdays a year earlier", () => {
    const w = { start: "2026-03-06", end: "2026-04-02" };
    expect(baselineOf(w, "previous")).toEqual({ start: "2026-02-06", end: "2026-03-05" });
    expect(baselineOf(w, "year")).toEqual({ start: "2025-03-07", end: "2025-04-03" });
  });

  it("sums clicks and impressions and weights position by impressions", () => {
    const d = [
      { day: "2026-01-01", clicks: 10, impressions: 100, weightedPosition: 200 },
      { day: "2026-01-02", clicks: 0, impressions: 300, weightedPosition: 3000 },
      { day: "2026-02-01", clicks: 99, impressions: 99, weightedPosition: 99 },
    ];
    expect(windowFigures(d, { start: "2026-01-01", end: "2026-01-28" })).toEqual({ clicks: 10, impressions: 400, ctr: 0.025, position: 8, days: 2 });
  });
});

describe("historySlices", () => {
  it("covers 16 months in 28-day slices, newest first, the oldest cut at the first day", () => {
    const s = historySlices("2026-11-24", 486);
    expect(s[0]).toEqual({ start: "2026-10-28", end: "2026-11-24" });
    expect(s.at(-1)!.start).toBe(addDays("2026-11-24", -485));
    expect(s).toHaveLength(18);
    for (let i = 1; i < s.length; i++) expect(addDays(s[i]!.end, 1)).toBe(s[i - 1]!.start);
  });
});

describe("detectDeclines", () => {
  const steady = days("2025-01-01", 480, () => ({ clicks: 20, impressions: 400, position: 4 }));
  // Falls from position 4 to 9 on 2025-12-12 (the December 2025 core update), clicks a third of before.
  const hit = days("2025-01-01", 480, (i) => (addDays("2025-01-01", i) >= "2025-12-12" ? { clicks: 6, impressions: 300, position: 9 } : { clicks: 20, impressions: 400, position: 4 }));
  const series = new Map([
    ["https://example.com/steady", steady],
    ["https://example.com/hit", hit],
  ]);
  const span = { firstDay: "2025-01-01", lastDay: addDays("2025-01-01", 479) };

  it("finds the page that fell, in the window of the fall, against the previous window and a year earlier", () => {
    const found = detectDeclines("page", series, span);
    expect(found.every((d) => d.key === "https://example.com/hit")).toBe(true);
    const previous = found.filter((d) => d.comparison === "previous");
    expect(previous.length).toBeGreaterThanOrEqual(1);
    expect(previous.some((d) => d.window.start <= "2025-12-12" && d.window.end >= "2025-12-12")).toBe(true);
    expect(previous[0]!.signals).toEqual(expect.arrayContaining(["position", "clicks"]));
    expect(found.some((d) => d.comparison === "year" && d.window.start >= "2026-01-01")).toBe(true);
    expect(found.every((d) => d.lostClicks > 0)).toBe(true);
  });

  it("finds nothing in steady figures", () => {
    expect(detectDeclines("query", new Map([["coffee subscription", steady]]), span)).toEqual([]);
  });
});

describe("competitorTakeover", () => {
  const isOwn = (d: string) => d === "northwind.coffee";
  const serp = (day: string, domains: string[]) => ({ day, organic: domains.map((domain, i) => ({ position: i + 1, domain, url: `https://${domain}/` })) });
  const w = { start: "2026-03-01", end: "2026-03-28" };

  it("names the domain that climbed over the brand's old position", () => {
    const t = competitorTakeover([serp("2026-02-20", ["a.com", "northwind.coffee", "b.com", "c.com", "rival.com"]), serp("2026-03-20", ["a.com", "rival.com", "b.com", "c.com", "northwind.coffee"])], w, isOwn);
    expect(t).toMatchObject({ domain: "rival.com", ownBefore: 2, ownAfter: 5, theirBefore: 5, theirAfter: 2 });
  });

  it("says nothing when the brand held its place or there is no SERP before and inside the window", () => {
    expect(competitorTakeover([serp("2026-02-20", ["northwind.coffee", "b.com"]), serp("2026-03-20", ["northwind.coffee", "b.com"])], w, isOwn)).toBeNull();
    expect(competitorTakeover([serp("2026-03-20", ["b.com", "northwind.coffee"])], w, isOwn)).toBeNull();
  });
});
