import { describe, expect, it } from "vitest";
import { funnelSteps, latestDate, percentOf, roundHalfUp, valueAsOf } from "./funnel";

describe("AARRR funnel conversions", () => {
  it("converts each step from the previous one and from the first, in AARRR order", () => {
    const steps = funnelSteps([
      { stage: "revenue", metric: "Paying customers", value: 12, date: "2025-03-31" },
      { stage: "acquisition", metric: "Visitors", value: 10_000, date: "2025-03-31" },
      { stage: "activation", metric: "Sign-ups", value: 450, date: "2025-03-31" },
      { stage: "retention", metric: "Week-4 actives", value: 180, date: "2025-03-31" },
    ]);
    expect(steps.map((s) => [s.stage, s.conversion, s.overall])).toEqual([
      ["acquisition", null, null],
      ["activation", 4.5, 4.5],
      ["retention", 40, 1.8],
      // Referral has no funnel metric: revenue converts from retention.
      ["revenue", 6.7, 0.1], // 12/180 = 6.666… → 6.7; 12/10000 = 0.12 → 0.1
    ]);
  });

  it("rounds half up to one decimal", () => {
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 16)).toBe(6.3); // 6.25
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1.005, 100)).toBe(1); // 1.005 % → 1.0, not 1.01 float noise
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(-2.25, 1)).toBe(-2.3);
  });

  it("has no conversion when a value is missing or the previous one is zero", () => {
    const steps = funnelSteps([
      { stage: "acquisition", metric: "a", value: 0, date: null },
      { stage: "activation", metric: "b", value: 5, date: null },
      { stage: "retention", metric: "c", value: null, date: null },
      { stage: "referral", metric: "d", value: 2, date: null },
    ]);
    expect(steps.map((s) => s.conversion)).toEqual([null, null, null, null]);
    expect(steps.map((s) => s.overall)).toEqual([null, null, null, null]);
    expect(funnelSteps([])).toEqual([]);
  });

  it("can exceed 100 % (a later stage counted more often than the earlier one)", () => {
    const steps = funnelSteps([
      { stage: "acquisition", metric: "a", value: 200, date: null },
      { stage: "referral", metric: "b", value: 300, date: null },
    ]);
    expect(steps[1]!.conversion).toBe(150);
  });

  it("reads each metric as of a date: its latest value on or before it", () => {
    const values = [
      { date: "2025-01-31", value: 1 },
      { date: "2025-03-31", value: 3 },
      { date: "2025-02-28", value: 2 },
    ];
    expect(valueAsOf(values, "2025-03-15")).toEqual({ date: "2025-02-28", value: 2 });
    expect(valueAsOf(values, "2025-03-31")?.value).toBe(3);
    expect(valueAsOf(values, "2024-12-31")).toBeNull();
    expect(latestDate([values, [{ date: "2025-04-01", value: 9 }], []])).toBe("2025-04-01");
    expect(latestDate([[], []])).toBeNull();
  });
});
