import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atTime, byDay, dayKey, dropTarget, fromLocalInput, monthGrid, toLocalInput, weekDays } from "./calendar-grid";

// Local-time math is what the grid does; pin a zone with a daylight-saving change (last Sunday of March).
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Berlin";
});
afterAll(() => {
  process.env.TZ = zone;
});

describe("calendar grid", () => {
  it("covers a month with whole Monday–Sunday weeks, spilling into the months around it", () => {
    // March 2026: starts on a Sunday, ends on a Tuesday → 6 rows, Feb 23 … Apr 5.
    const weeks = monthGrid(new Date(2026, 2, 15));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(dayKey(weeks[0]![0]!)).toBe("2026-02-23");
    expect(dayKey(weeks[5]![6]!)).toBe("2026-04-05");
    expect(weeks.flat().every((d) => d.getHours() === 0)).toBe(true);
    // February 2027 starts on a Monday and has 28 days: exactly 4 rows.
    expect(monthGrid(new Date(2027, 1, 10))).toHaveLength(4);
  });

  it("a week is 7 local midnights from Monday, also across the DST change", () => {
    const days = weekDays(new Date(2026, 2, 29, 12)); // Sunday March 29, 2026: clocks go forward at 02:00
    expect(days.map(dayKey)).toEqual(["2026-03-23", "2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29"]);
    expect(days.every((d) => d.getHours() === 0)).toBe(true);
  });

  it("moving a post to another day keeps its wall-clock time across the DST change", () => {
    const before = atTime(new Date(2026, 2, 27), 9, 30); // Friday 09:30 CET (+01:00)
    const after = dropTarget(before, new Date(2026, 2, 30)); // Monday, CEST (+02:00)
    expect(after.getHours()).toBe(9);
    expect(after.getMinutes()).toBe(30);
    expect(after.toISOString()).toBe("2026-03-30T07:30:00.000Z");
    expect(before.toISOString()).toBe("2026-03-27T08:30:00.000Z");
  });

  it("a post without a time lands at 09:00; an hour slot sets the hour", () => {
    expect(toLocalInput(dropTarget(null, new Date(2026, 9, 25)))).toBe("2026-10-25T09:00");
    expect(toLocalInput(dropTarget(atTime(new Date(2026, 9, 20), 14, 45), new Date(2026, 9, 25), 18))).toBe("2026-10-25T18:45");
  });

  it("groups by local day in time order, and round-trips datetime-local values", () => {
    const a = { at: new Date("2026-03-28T23:30:00Z") }; // Mar 29 00:30 in Berlin
    const b = { at: new Date("2026-03-29T08:00:00Z") };
    const c = { at: null };
    const map = byDay([b, a, c], (x) => x.at);
    expect([...map.keys()]).toEqual(["2026-03-29"]);
    expect(map.get("2026-03-29")).toEqual([a, b]);
    expect(fromLocalInput("2026-03-29T03:15")?.toISOString()).toBe("2026-03-29T01:15:00.000Z");
    expect(fromLocalInput("nope")).toBeNull();
  });
});
