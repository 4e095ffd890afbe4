import { describe, expect, it } from "vitest";
import { budgetPace, buildSeries, change, cpa, parseDashboardParams, periodRanges, roas, shareInRange, spreadOverDays, totalsIn, weekStart, weeklyMovers, ZERO, type CampaignDay, type Totals } from "./metrics";

const row = (campaignId: string, day: string, spanDays: number, cost: number, conversions = 0, conversionValue = 0): CampaignDay => ({ campaignId, day, spanDays, cost, clicks: cost, impressions: cost * 10, conversions, conversionValue });
const fmt = { money: (v: number) => `$${v.toFixed(2)}`, count: (v: number) => String(v) };
const t = (cost: number, conversions: number): Totals => ({ ...ZERO, cost, conversions });

describe("periods", () => {
  it("ends the period on its last day and puts the previous one of the same length right before it", () => {
    expect(periodRanges(7, "2026-03-10")).toEqual({ current: { from: "2026-03-04", to: "2026-03-10" }, previous: { from: "2026-02-25", to: "2026-03-03" } });
  });

  it("reads the URL with fallbacks: 30 days daily by network, 90 days weekly", () => {
    expect(parseDashboardParams({})).toEqual({ days: 30, by: "day", split: "network" });
    expect(parseDashboardParams({ days: "90" })).toEqual({ days: 90, by: "week", split: "network" });
    expect(parseDashboardParams({ days: "90", by: "day", split: "campaign" })).toEqual({ days: 90, by: "day", split: "campaign" });
    expect(parseDashboardParams({ days: "13", by: "hour", split: ["campaign", "x"] })).toEqual({ days: 30, by: "day", split: "campaign" });
  });

  it("keys weeks by their Monday", () => {
    expect(weekStart("2026-11-27")).toBe("2026-11-23"); // a Friday
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday still belongs to the week that began Monday
  });
});

describe("spreading a multi-day report row", () => {
  it("gives each day of the span an even share and drops the days outside the range", () => {
    const days = spreadOverDays({ day: "2026-03-01", spanDays: 10 }, { from: "2026-03-08", to: "2026-03-31" });
    expect(days).toEqual([
      { day: "2026-03-08", share: 0.1 },
      { day: "2026-03-09", share: 0.1 },
      { day: "2026-03-10", share: 0.1 },
    ]);
    expect(shareInRange({ day: "2026-03-01", spanDays: 10 }, { from: "2026-03-08", to: "2026-03-31" })).toBeCloseTo(0.3);
    expect(shareInRange({ day: "2026-03-01", spanDays: 1 }, { from: "2026-03-02", to: "2026-03-31" })).toBe(0);
  });

  it("adds a 30-day row and 30 daily rows up to the same daily series", () => {
    const range = { from: "2026-04-01", to: "2026-04-30" };
    const period = buildSeries([row("a", "2026-04-01", 30, 300, 6, 900)], range, "day", () => "google_ads");
    const daily = buildSeries(
      Array.from({ length: 30 }, (_, i) => row("a", `2026-04-${String(i + 1).padStart(2, "0")}`, 1, 10, 0.2, 30)),
      range,
      "day",
      () => "google_ads",
    );
    expect(period).toHaveLength(30);
    period.forEach((p, i) => {
      expect(p.cost).toBeCloseTo(daily[i]!.cost);
      expect(p.conversions).toBeCloseTo(daily[i]!.conversions);
      expect(p.byKey.google_ads).toBeCloseTo(10);
    });
    expect(period[0]!.cpa).toBeCloseTo(50);
    expect(period[0]!.roas).toBeCloseTo(3);
  });

  it("buckets weeks from Monday, keeps empty buckets as zero, splits cost by key", () => {
    const s = buildSeries([row("a", "2026-11-23", 1, 10), row("b", "2026-11-24", 1, 5), row("a", "2026-12-01", 1, 7)], { from: "2026-11-20", to: "2026-12-06" }, "week", (r) => r.campaignId);
    expect(s.map((p) => p.date)).toEqual(["2026-11-16", "2026-11-23", "2026-11-30"]);
    expect(s.map((p) => p.cost)).toEqual([0, 15, 7]);
    expect(s[1]!.byKey).toEqual({ a: 10, b: 5 });
    expect(s[0]!.cpa).toBeNull();
    expect(s[0]!.roas).toBeNull();
  });

  it("totals a range by campaign with partial rows prorated", () => {
    const { total, byCampaign } = totalsIn([row("a", "2026-05-01", 2, 20, 2), row("b", "2026-05-02", 1, 5)], { from: "2026-05-02", to: "2026-05-02" });
    expect(total.cost).toBe(15);
    expect(byCampaign.get("a")).toMatchObject({ cost: 10, conversions: 1 });
    expect(byCampaign.get("b")).toMatchObject({ cost: 5, conversions: 0 });
  });
});

describe("CPA, ROAS and change with zero guards", () => {
  it("has no CPA without conversions and no ROAS without cost", () => {
    expect(cpa({ cost: 100, conversions: 0 })).toBeNull();
    expect(cpa({ cost: 100, conversions: 4 })).toBe(25);
    expect(roas({ cost: 0, conversionValue: 50 })).toBeNull();
    expect(roas({ cost: 50, conversionValue: 200 })).toBe(4);
  });

  it("has no change from zero or from nothing", () => {
    expect(change(10, 0)).toBeNull();
    expect(change(null, 5)).toBeNull();
    expect(change(5, null)).toBeNull();
    expect(change(15, 10)).toBeCloseTo(0.5);
    expect(change(0, 10)).toBe(-1);
  });
});

describe("budget pace", () => {
  it("compares the month's spend with the budget's share of elapsed days and projects month end", () => {
    // 10 of 30 days of November elapsed, 1,000 of 3,000 spent: on track.
    const p = budgetPace(3000, 1000, "2026-11-10");
    expect(p).toMatchObject({ daysInMonth: 30, dayOfMonth: 10, status: "on_track" });
    expect(p.expected).toBeCloseTo(1000);
    expect(p.projected).toBeCloseTo(3000);
  });

  it("calls overspending over and underspending under", () => {
    expect(budgetPace(3000, 1500, "2026-11-10")).toMatchObject({ status: "over", projected: 4500 });
    expect(budgetPace(3000, 500, "2026-11-10").status).toBe("under");
    // February of a common year has 28 days.
    expect(budgetPace(2800, 100, "2026-02-01")).toMatchObject({ daysInMonth: 28, projected: 2800, status: "on_track" });
  });

  it("projects zero spend as under", () => {
    expect(budgetPace(1000, 0, "2026-11-15")).toMatchObject({ projected: 0, status: "under" });
  });
});

describe("this week's movers", () => {
  const names = new Map([
    ["a", "Brand Search"],
    ["b", "Generic"],
    ["c", "New Launch"],
    ["d", "Old Promo"],
    ["e", "Steady"],
  ]);

  it("ranks campaigns by the money their biggest change weighs and says it in a sentence", () => {
    const thisWeek = new Map([
      ["a", t(1500, 30)],
      ["b", t(400, 4)],
      ["c", t(300, 0)],
      ["e", t(100, 5)],
    ]);
    const lastWeek = new Map([
      ["a", t(1000, 30)],
      ["b", t(400, 10)],
      ["d", t(200, 2)],
      ["e", t(101, 5)],
    ]);
    const movers = weeklyMovers(thisWeek, lastWeek, names, fmt);
    expect(movers.map((m) => [m.name, m.kind])).toEqual([
      ["Brand Search", "spend"],
      ["New Launch", "started"],
      ["Generic", "conversions"],
      ["Old Promo", "stopped"],
    ]);
    expect(movers[0]!.sentence).toBe("Brand Search spent $1500.00 this week, 50 % more than the week before ($1000.00).");
    expect(movers[1]!.sentence).toBe("New Launch started spending: $300.00 this week, nothing the week before.");
    expect(movers[2]!.sentence).toBe("Generic got 4 conversions this week, down from 10.");
    expect(movers[3]!.sentence).toBe("Old Promo stopped spending: nothing this week, $200.00 the week before.");
  });

  it("reports a CPA move made of spend and conversion moves each too small to be news", () => {
    // +9 % spend, -7.5 % conversions: CPA +18 %.
    const movers = weeklyMovers(new Map([["a", t(1090, 37)]]), new Map([["a", t(1000, 40)]]), names, fmt);
    expect(movers).toHaveLength(1);
    expect(movers[0]!.kind).toBe("cpa");
    expect(movers[0]!.sentence).toBe("Brand Search's cost per conversion rose from $25.00 to $29.46.");
  });

  it("leaves out moves under 10 % and keeps to the limit", () => {
    expect(weeklyMovers(new Map([["e", t(105, 5)]]), new Map([["e", t(100, 5)]]), names, fmt)).toEqual([]);
    const many = new Map(Array.from({ length: 8 }, (_, i) => [`x${i}`, t(100 + i, 0)] as const));
    expect(weeklyMovers(many, new Map(), names, fmt, 3)).toHaveLength(3);
  });
});
