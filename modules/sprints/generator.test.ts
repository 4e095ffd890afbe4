import { describe, expect, it } from "vitest";
import { parseDay } from "@/lib/calendar-day";
import { generateSprints, generationYear, sprintName } from "./generator";

const span = (s: { startDate: string; endDate: string }) => (parseDay(s.endDate).getTime() - parseDay(s.startDate).getTime()) / 86_400_000 + 1;

/** Consecutive sprints touch: each starts the day after the previous one ends. */
function expectContiguous(sprints: { startDate: string; endDate: string }[]) {
  for (let i = 1; i < sprints.length; i++) {
    const gap = (parseDay(sprints[i]!.startDate).getTime() - parseDay(sprints[i - 1]!.endDate).getTime()) / 86_400_000;
    expect(gap, `${sprints[i - 1]!.endDate} → ${sprints[i]!.startDate}`).toBe(1);
  }
}

describe("sprint generator (spec §9)", () => {
  it("defaults to bi-weekly: 14-day sprints from the start date, named with month, day and a running number", () => {
    const sprints = generateSprints("2026-01-05");
    expect(sprints).toHaveLength(25); // the 26th would run 2026-12-21 … 2027-01-03
    expect(sprints[0]).toEqual({ name: "Jan 5 - Sprint 1", startDate: "2026-01-05", endDate: "2026-01-18", frequency: "bi-weekly", status: "open" });
    expect(sprints[1]).toMatchObject({ name: "Jan 19 - Sprint 2", startDate: "2026-01-19", endDate: "2026-02-01" });
    expect(sprints.at(-1)).toMatchObject({ name: "Dec 7 - Sprint 25", startDate: "2026-12-07", endDate: "2026-12-20" });
    expect(sprints.every((s) => span(s) === 14)).toBe(true);
    expectContiguous(sprints);
  });

  it("tri-weekly steps 21 days", () => {
    const sprints = generateSprints("2025-01-01", "tri-weekly");
    expect(sprints).toHaveLength(17); // 17 × 21 = 357 days; an 18th would end 2026-01-13
    expect(sprints.every((s) => span(s) === 21 && s.frequency === "tri-weekly")).toBe(true);
    expect(sprints.at(-1)).toMatchObject({ name: "Dec 3 - Sprint 17", startDate: "2025-12-03", endDate: "2025-12-23" });
    expectContiguous(sprints);
  });

  it("monthly steps one calendar month, so sprint lengths follow the months", () => {
    const sprints = generateSprints("2025-01-01", "monthly");
    expect(sprints.map((s) => [s.startDate, s.endDate])).toEqual([
      ["2025-01-01", "2025-01-31"],
      ["2025-02-01", "2025-02-28"],
      ["2025-03-01", "2025-03-31"],
      ["2025-04-01", "2025-04-30"],
      ["2025-05-01", "2025-05-31"],
      ["2025-06-01", "2025-06-30"],
      ["2025-07-01", "2025-07-31"],
      ["2025-08-01", "2025-08-31"],
      ["2025-09-01", "2025-09-30"],
      ["2025-10-01", "2025-10-31"],
      ["2025-11-01", "2025-11-30"],
      ["2025-12-01", "2025-12-31"],
    ]);
    expect(sprints.at(-1)!.name).toBe("Dec 1 - Sprint 12");
  });

  it("monthly from 31 January keeps the 31st where the month has one, and the last day where it has not", () => {
    const sprints = generateSprints("2025-01-31", "monthly");
    expect(sprints.slice(0, 4).map((s) => [s.name, s.startDate, s.endDate])).toEqual([
      ["Jan 31 - Sprint 1", "2025-01-31", "2025-02-27"],
      ["Feb 28 - Sprint 2", "2025-02-28", "2025-03-30"],
      ["Mar 31 - Sprint 3", "2025-03-31", "2025-04-29"],
      ["Apr 30 - Sprint 4", "2025-04-30", "2025-05-30"],
    ]);
    // Sprint 12 would start on 31 Dec and end on 30 Jan: it does not fit.
    expect(sprints).toHaveLength(11);
    expect(sprints.at(-1)).toMatchObject({ startDate: "2025-11-30", endDate: "2025-12-30" });
    expectContiguous(sprints);
  });

  it("handles the leap day", () => {
    // 2024: Feb has 29 days, so 14 days from 20 Feb end on 4 Mar (5 Mar in 2025).
    expect(generateSprints("2024-02-20")[0]).toMatchObject({ startDate: "2024-02-20", endDate: "2024-03-04" });
    expect(generateSprints("2025-02-20")[0]).toMatchObject({ startDate: "2025-02-20", endDate: "2025-03-05" });
    const monthly = generateSprints("2024-01-31", "monthly");
    expect(monthly.slice(0, 2).map((s) => [s.startDate, s.endDate])).toEqual([
      ["2024-01-31", "2024-02-28"],
      ["2024-02-29", "2024-03-30"],
    ]);
    expect(monthly[1]!.name).toBe("Feb 29 - Sprint 2");
    // A 366-day year fits 26 bi-weekly sprints from 1 Jan (364 days), like a 365-day one.
    expect(generateSprints("2024-01-01")).toHaveLength(26);
    expect(generateSprints("2024-01-01").at(-1)).toMatchObject({ startDate: "2024-12-16", endDate: "2024-12-29" });
    expect(generateSprints("2024-02-29", "monthly")[1]).toMatchObject({ startDate: "2024-03-29" });
  });

  it("starting late in December gives the sprints that still fit, or none", () => {
    expect(generateSprints("2025-12-18")).toEqual([
      { name: "Dec 18 - Sprint 1", startDate: "2025-12-18", endDate: "2025-12-31", frequency: "bi-weekly", status: "open" },
    ]);
    expect(generateSprints("2025-12-19")).toEqual([]);
    expect(generateSprints("2025-12-11", "tri-weekly")).toHaveLength(1);
    expect(generateSprints("2025-12-12", "tri-weekly")).toEqual([]);
    expect(generateSprints("2025-12-01", "monthly")).toHaveLength(1);
    expect(generateSprints("2025-12-02", "monthly")).toEqual([]);
    expect(generateSprints("2025-12-31", "monthly")).toEqual([]);
  });

  it("stays in the start date's year and names it", () => {
    expect(generationYear("2027-03-15")).toBe(2027);
    const sprints = generateSprints("2027-03-15", "tri-weekly");
    expect(sprints.every((s) => s.startDate.startsWith("2027-") && s.endDate.startsWith("2027-"))).toBe(true);
  });

  it("refuses dates that are not calendar days", () => {
    expect(() => generateSprints("2025-02-29")).toThrow(RangeError);
    expect(() => generateSprints("2025-1-5")).toThrow(RangeError);
    expect(() => sprintName("2025-13-01", 1)).toThrow(RangeError);
  });
});
