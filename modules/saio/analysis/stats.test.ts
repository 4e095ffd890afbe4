import { describe, expect, it } from "vitest";
import { mean, wilson } from "./stats";

const rounded = (i: { value: number; low: number; high: number; n: number }) => ({
  value: Math.round(i.value * 1e4) / 1e4,
  low: Math.round(i.low * 1e4) / 1e4,
  high: Math.round(i.high * 1e4) / 1e4,
  n: i.n,
});

describe("wilson", () => {
  it("matches known 95 % intervals", () => {
    expect(rounded(wilson(5, 10))).toEqual({ value: 0.5, low: 0.2366, high: 0.7634, n: 10 });
    expect(rounded(wilson(81, 263))).toEqual({ value: 0.308, low: 0.2553, high: 0.3662, n: 263 });
    expect(rounded(wilson(2, 5))).toEqual({ value: 0.4, low: 0.1176, high: 0.7693, n: 5 });
  });

  it("is exact at 0 % and 100 %", () => {
    expect(rounded(wilson(0, 10))).toEqual({ value: 0, low: 0, high: 0.2775, n: 10 });
    expect(rounded(wilson(10, 10))).toEqual({ value: 1, low: 0.7225, high: 1, n: 10 });
    expect(rounded(wilson(1, 1))).toEqual({ value: 1, low: 0.2065, high: 1, n: 1 });
  });

  it("returns zeros with n = 0 (no data)", () => {
    expect(wilson(0, 0)).toEqual({ value: 0, low: 0, high: 0, n: 0 });
  });

  it("widens with z and narrows with n", () => {
    expect(rounded(wilson(5, 10, 2.576))).toMatchObject({ low: 0.1842, high: 0.8158 });
    const small = wilson(5, 10);
    const large = wilson(500, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it("clamps successes into [0, n]", () => {
    expect(wilson(12, 10)).toEqual(wilson(10, 10));
    expect(wilson(-1, 10)).toEqual(wilson(0, 10));
  });
});

describe("mean", () => {
  it("is null for no values", () => {
    expect(mean([])).toBeNull();
    expect(mean([1, 2, 6])).toBe(3);
  });
});
