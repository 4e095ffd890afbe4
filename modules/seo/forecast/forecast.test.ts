import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/calendar-day";
import { forecastMetric, modelName, seasonalPeriods } from "./engine";
import { buildScopeSeries, dayRange, fillGaps, mape, type DayTotal } from "./series";
import { whatIf } from "./what-if";

describe("series from Search Console day totals", () => {
  const days = dayRange("2026-01-30", "2026-02-03");

  it("spans month ends day by day", () => {
    expect(days).toEqual(["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02", "2026-02-03"]);
  });

  it("reads a missing day of the scope as zero, a day without any brand data as a gap to interpolate", () => {
    const brandDays = new Set(["2026-01-30", "2026-01-31", "2026-02-02", "2026-02-03"]);
    const totals: DayTotal[] = [
      { day: "2026-01-30", clicks: 10, impressions: 100, positionWeighted: 400, positionWeight: 100 },
      { day: "2026-02-02", clicks: 20, impressions: 200, positionWeighted: 1200, positionWeight: 200 },
      { day: "2026-02-03", clicks: 30, impressions: 300, positionWeighted: 600, positionWeight: 300 },
    ];
    const s = buildScopeSeries(days, brandDays, totals);
    // 31 Jan: the brand has rows, this scope none → 0 clicks; 1 Feb: nobody has rows → gap.
    expect(s.metrics.clicks.actual).toEqual([10, 0, null, 20, 30]);
    expect(s.metrics.clicks.values).toEqual([10, 0, 10, 20, 30]);
    // Position: no impressions on 31 Jan, gap on 1 Feb: both interpolated between 4 and 6.
    expect(s.metrics.position.actual).toEqual([4, null, null, 6, 2]);
    expect(s.metrics.position.values.map((v) => Math.round(v * 1000) / 1000)).toEqual([4, 4.667, 5.333, 6, 2]);
  });

  it("fills leading and trailing gaps with the nearest value and leaves an all-empty series empty", () => {
    expect(fillGaps([null, 2, null, null, 8, null])).toEqual([2, 2, 4, 6, 8, 8]);
    expect(fillGaps([null, null])).toEqual([null, null]);
  });
});

describe("MAPE", () => {
  it("averages absolute percentage errors over measured non-zero days", () => {
    expect(mape([100, 200, 0, null, 50], [110, 150, 7, 99, 50])).toBeCloseTo((0.1 + 0.25 + 0) / 3, 10);
  });
  it("is undefined when nothing non-zero was measured", () => {
    expect(mape([0, null, 0], [1, 2, 3])).toBeNull();
  });
});

describe("what-if", () => {
  it("adds impressions × (CTR at the target − CTR now) for keywords below the target only", () => {
    const r = whatIf(
      [
        { query: "espresso grinder", impressions: 1000, clicks: 25, position: 10 },
        { query: "burr grinder", impressions: 500, clicks: 100, position: 2 },
      ],
      3,
    );
    // The visibility curve (Backlinko 2019): 18.7 % at 3, 3.1 % at 10.
    expect(r.lines[0]!.extraClicks).toBeCloseTo(1000 * (0.187 - 0.031), 10);
    expect(r.lines[1]!.extraClicks).toBe(0);
    expect(r.currentClicks).toBe(125);
    expect(r.extraClicks).toBeCloseTo(156, 10);
    expect(r.expectedClicks).toBeCloseTo(281, 10);
  });
  it("refuses a target outside 1–100", () => {
    expect(() => whatIf([], 0)).toThrow(/between 1 and 100/);
  });
});

describe("the augurs model", () => {
  it("uses yearly seasonality only from two whole years of data", () => {
    expect(seasonalPeriods(486)).toEqual([7]);
    expect(seasonalPeriods(730)).toEqual([7, 365]);
    expect(modelName([7, 365])).toBe("MSTL (weekly + yearly seasonality) + AutoETS trend");
  });

  it("forecasts a weekly series with a trend: the week's shape continues, intervals nest, the back-test error is small", async () => {
    // Deterministic noise (a fixed linear congruential sequence), so the test cannot flake.
    let seed = 7;
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 6;
    const n = 200;
    const values = Array.from({ length: n }, (_, i) => 200 + i * 0.5 + (i % 7 === 5 || i % 7 === 6 ? -60 : 0) + noise());
    const lastDay = "2026-06-30";
    const f = await forecastMetric("clicks", { values, actual: values }, lastDay, 28);
    expect(f.points).toHaveLength(28);
    expect(f.points[0]!.day).toBe("2026-07-01");
    expect(f.points[27]!.day).toBe(addDays(lastDay, 28));
    for (const p of f.points) {
      expect(p.lo95).toBeLessThanOrEqual(p.lo80);
      expect(p.lo80).toBeLessThanOrEqual(p.value);
      expect(p.value).toBeLessThanOrEqual(p.hi80);
      expect(p.hi80).toBeLessThanOrEqual(p.hi95);
    }
    // Day n+5 and n+6 continue the weekend dip (i % 7 ∈ {5, 6}); the trend keeps rising.
    const week = f.points.slice(0, 7).map((p) => p.value);
    const weekday = (i: number) => (n + i) % 7;
    const weekend = week.filter((_, i) => weekday(i) >= 5);
    const weekdays = week.filter((_, i) => weekday(i) < 5);
    expect(Math.max(...weekend)).toBeLessThan(Math.min(...weekdays) - 30);
    expect(f.points[27]!.value).toBeGreaterThan(values[n - 1]! - 40);
    expect(f.mape).not.toBeNull();
    expect(f.mape!).toBeLessThan(0.1);
    expect(f.model).toBe("MSTL (weekly seasonality) + AutoETS trend");
  });

  it("keeps positions between 1 and 100 and counts at zero or more", async () => {
    const values = Array.from({ length: 120 }, (_, i) => Math.max(1, 3 - i * 0.05));
    const f = await forecastMetric("position", { values, actual: values }, "2026-01-01", 60);
    for (const p of f.points) expect(p.lo95).toBeGreaterThanOrEqual(1);
    const falling = Array.from({ length: 120 }, (_, i) => Math.max(0, 100 - i));
    const c = await forecastMetric("clicks", { values: falling, actual: falling }, "2026-01-01", 30);
    for (const p of c.points) expect(p.lo95).toBeGreaterThanOrEqual(0);
  });
});
