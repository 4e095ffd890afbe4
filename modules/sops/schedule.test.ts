import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isDay } from "@/lib/calendar-day";
import { defaultAssigneeFor, difficultyForEffort, dueDateFor, nextRunDate, recurrenceState } from "./schedule";

describe("due dates from offsets", () => {
  it("adds the offset to the start date", () => {
    expect(dueDateFor("2026-03-02", 0)).toBe("2026-03-02");
    expect(dueDateFor("2026-03-02", 5)).toBe("2026-03-07");
    expect(dueDateFor("2026-12-28", 7)).toBe("2027-01-04");
  });

  it("crosses month ends, leap days and DST changes without drifting", () => {
    expect(dueDateFor("2028-02-27", 2)).toBe("2028-02-29");
    expect(dueDateFor("2027-02-27", 2)).toBe("2027-03-01");
    // Europe and the US change clocks in March: calendar days must not lose or gain one.
    expect(dueDateFor("2026-03-28", 2)).toBe("2026-03-30");
    expect(dueDateFor("2026-03-07", 3)).toBe("2026-03-10");
  });

  it("rejects negative offsets and impossible dates", () => {
    expect(() => dueDateFor("2026-01-01", -1)).toThrow(RangeError);
    expect(() => dueDateFor("2026-02-30", 1)).toThrow(RangeError);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-1-5")).toBe(false);
  });

  it("counts days between dates", () => {
    expect(daysBetween("2026-01-30", "2026-02-02")).toBe(3);
    expect(daysBetween("2026-02-02", "2026-01-30")).toBe(-3);
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
});

describe("recurrence", () => {
  it("steps weekly by days and monthly by calendar months, clamped to the month's end", () => {
    expect(nextRunDate("2026-01-05", "weekly")).toBe("2026-01-12");
    expect(nextRunDate("2026-01-05", "biweekly")).toBe("2026-01-19");
    expect(nextRunDate("2026-01-31", "monthly")).toBe("2026-02-28");
    expect(nextRunDate("2027-11-30", "quarterly")).toBe("2028-02-29");
    expect(nextRunDate("2028-02-29", "yearly")).toBe("2029-02-28");
    expect(nextRunDate("2026-01-05", "once")).toBeNull();
  });

  it("says whether a repeating SOP task is due, upcoming or scheduled", () => {
    expect(recurrenceState("once", "2026-01-01", "2026-05-01")).toEqual({ kind: "one-off" });
    expect(recurrenceState("weekly", null, "2026-05-01")).toEqual({ kind: "never-run" });
    expect(recurrenceState("weekly", "2026-04-20", "2026-05-01")).toEqual({ kind: "due", since: "2026-04-27", daysLate: 4 });
    expect(recurrenceState("weekly", "2026-04-24", "2026-05-01")).toEqual({ kind: "due", since: "2026-05-01", daysLate: 0 });
    expect(recurrenceState("monthly", "2026-04-03", "2026-05-01")).toEqual({ kind: "upcoming", on: "2026-05-03", inDays: 2 });
    expect(recurrenceState("quarterly", "2026-04-03", "2026-05-01")).toEqual({ kind: "scheduled", on: "2026-07-03" });
  });
});

describe("effort", () => {
  it("maps effort to task difficulty", () => {
    expect(difficultyForEffort(60)).toBe("Low");
    expect(difficultyForEffort(120)).toBe("Low");
    expect(difficultyForEffort(240)).toBe("Medium");
    expect(difficultyForEffort(600)).toBe("High");
  });
});

describe("default assignee of a role", () => {
  const squad = [
    { id: "ana", name: "Ana Ruiz", alias: "SEO Specialist", userId: "u-ana" },
    { id: "ben", name: "Ben Ito", alias: "Paid", userId: "u-ben" },
    { id: "cy", name: "Cy (Copywriter)", alias: null, userId: null },
  ];

  it("prefers the member the brand last chose for the role", () => {
    expect(defaultAssigneeFor("SEO Specialist", squad, new Map([["seo specialist", "ben"]]), null)).toBe("ben");
  });

  it("ignores a remembered member who left the squad", () => {
    expect(defaultAssigneeFor("SEO Specialist", squad, new Map([["seo specialist", "gone"]]), null)).toBe("ana");
  });

  it("matches the role against aliases, then names", () => {
    expect(defaultAssigneeFor("seo specialist", squad, new Map(), null)).toBe("ana");
    expect(defaultAssigneeFor("Paid Media Specialist", squad, new Map(), null)).toBe("ben");
    expect(defaultAssigneeFor("Copywriter", squad, new Map(), null)).toBe("cy");
  });

  it("falls back to the signed-in user's membership, else nobody", () => {
    expect(defaultAssigneeFor("Designer", squad, new Map(), "u-ben")).toBe("ben");
    expect(defaultAssigneeFor("Designer", squad, new Map(), "u-nobody")).toBeNull();
    expect(defaultAssigneeFor("", [], new Map(), "u-ben")).toBeNull();
  });
});
