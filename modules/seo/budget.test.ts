import { describe, expect, it } from "vitest";
import { monthStart, seoBudgetRefusal } from "./budget";

describe("SEO budget", () => {
  it("lets calls through without a cap or under it", () => {
    expect(seoBudgetRefusal(null, 1_000, 5)).toBeNull();
    expect(seoBudgetRefusal(10, 4, 0.002)).toBeNull();
  });

  it("refuses when spent, or when the next call could pass the cap", () => {
    expect(seoBudgetRefusal(10, 10, 0.002)).toMatch(/used up/);
    expect(seoBudgetRefusal(10, 9.999, 0.002)).toMatch(/Stopped before exceeding/);
  });

  it("counts from the first of the month, UTC", () => {
    expect(monthStart(new Date("2026-03-31T23:59:00-05:00")).toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });
});
