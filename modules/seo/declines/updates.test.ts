import { describe, expect, it } from "vitest";
import { GOOGLE_UPDATES, UPDATE_TYPES, rolloutEnd, updatesBetween } from "./updates";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (d: string) => ISO_DAY.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

describe("the Google updates file", () => {
  it("is sorted by start date, from 2019", () => {
    const starts = GOOGLE_UPDATES.map((u) => u.start);
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]! >= "2019-01-01").toBe(true);
    expect(GOOGLE_UPDATES.length).toBeGreaterThan(30);
  });

  it("has real dates, an end on or after the start, a known type and a Google source for every update", () => {
    for (const u of GOOGLE_UPDATES) {
      expect(realDay(u.start), `${u.name} start`).toBe(true);
      if (u.end !== null) {
        expect(realDay(u.end), `${u.name} end`).toBe(true);
        expect(u.end >= u.start, `${u.name} ends before it starts`).toBe(true);
      }
      expect(UPDATE_TYPES).toContain(u.type);
      expect(u.source).toMatch(/^https:\/\/(status\.search\.google\.com|developers\.google\.com)\//);
      expect(u.name.trim()).toBe(u.name);
    }
    expect(new Set(GOOGLE_UPDATES.map((u) => u.name)).size).toBe(GOOGLE_UPDATES.length);
  });

  it("finds the updates rolling out in a range, an unconfirmed end counting as three weeks", () => {
    expect(updatesBetween("2024-03-20", "2024-03-25").map((u) => u.name)).toEqual(["March 2024 core update", "March 2024 spam update"]);
    expect(updatesBetween("2024-05-01", "2024-06-01")).toEqual([]);
    const dec2025 = GOOGLE_UPDATES.find((u) => u.name === "December 2025 core update")!;
    expect(rolloutEnd(dec2025)).toBe("2026-01-01");
    expect(updatesBetween("2025-12-30", "2026-01-10").map((u) => u.name)).toEqual(["December 2025 core update"]);
  });
});
