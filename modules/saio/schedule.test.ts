import { describe, expect, it } from "vitest";
import { describeRecurrence, nextScheduleRun } from "./schedule";

const at = (iso: string) => new Date(iso);

describe("nextScheduleRun", () => {
  it("daily: later today when the hour is still ahead, else tomorrow", () => {
    expect(nextScheduleRun({ frequency: "daily", hour: 6, weekday: null, monthDay: null }, at("2026-11-21T05:59:00Z")).toISOString()).toBe("2026-11-21T06:00:00.000Z");
    expect(nextScheduleRun({ frequency: "daily", hour: 6, weekday: null, monthDay: null }, at("2026-11-21T06:00:00Z")).toISOString()).toBe("2026-11-22T06:00:00.000Z");
  });

  it("weekly: the next matching weekday, a week later when it is today and past the hour", () => {
    // 2026-11-21 is a Saturday.
    expect(nextScheduleRun({ frequency: "weekly", hour: 9, weekday: 1, monthDay: null }, at("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-23T09:00:00.000Z");
    expect(nextScheduleRun({ frequency: "weekly", hour: 9, weekday: 6, monthDay: null }, at("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-28T09:00:00.000Z");
    expect(nextScheduleRun({ frequency: "weekly", hour: 11, weekday: 6, monthDay: null }, at("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-21T11:00:00.000Z");
  });

  it("monthly: this month's day when ahead, else next month's, across the year end", () => {
    expect(nextScheduleRun({ frequency: "monthly", hour: 0, weekday: null, monthDay: 28 }, at("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-28T00:00:00.000Z");
    expect(nextScheduleRun({ frequency: "monthly", hour: 0, weekday: null, monthDay: 1 }, at("2026-12-21T10:00:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("describes recurrences for people", () => {
    expect(describeRecurrence({ frequency: "weekly", hour: 6, weekday: 1, monthDay: null })).toBe("Every Monday at 06:00 UTC");
    expect(describeRecurrence({ frequency: "monthly", hour: 14, weekday: null, monthDay: 2 })).toBe("Monthly on the 2nd at 14:00 UTC");
    expect(describeRecurrence({ frequency: "daily", hour: 23, weekday: null, monthDay: null })).toBe("Every day at 23:00 UTC");
  });
});
