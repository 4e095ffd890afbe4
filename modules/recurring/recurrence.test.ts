import { describe, expect, it } from "vitest";
import { cursorFor, describeRecurrence, nextOccurrence, occurrencesBetween, occursOn, planRun, upcomingOccurrences, type Recurrence } from "./recurrence";

const rule = (r: Partial<Recurrence> & Pick<Recurrence, "frequency">): Recurrence => ({
  interval: 1,
  weekdays: [],
  monthDay: null,
  startDate: "2026-01-01",
  endDate: null,
  ...r,
});

// 2026-01-01 is a Thursday; 2026-01-05 a Monday.
describe("recurrence", () => {
  it("daily: every day from the start to the end, both included", () => {
    const r = rule({ frequency: "daily", startDate: "2026-01-30", endDate: "2026-02-02" });
    expect(occurrencesBetween(r, "2026-01-01", "2026-12-31")).toEqual(["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"]);
    expect(nextOccurrence(r, "2026-02-02")).toBeNull();
    expect(nextOccurrence(r, "2025-06-01")).toBe("2026-01-30");
  });

  it("weekly on chosen days, or on the start date's day", () => {
    const monThu = rule({ frequency: "weekly", weekdays: [1, 4] });
    expect(occurrencesBetween(monThu, "2026-01-01", "2026-01-14")).toEqual(["2026-01-01", "2026-01-05", "2026-01-08", "2026-01-12"]);
    const plain = rule({ frequency: "weekly", startDate: "2026-01-07" }); // a Wednesday
    expect(upcomingOccurrences(plain, "2026-01-01", 3)).toEqual(["2026-01-07", "2026-01-14", "2026-01-21"]);
  });

  it("every n weeks counts weeks from the start date's week", () => {
    // Start on Wednesday 7 Jan; Mondays and Fridays every 3 weeks: the week of 5 Jan, then 26 Jan, 16 Feb.
    const r = rule({ frequency: "every_n_weeks", interval: 3, weekdays: [1, 5], startDate: "2026-01-07" });
    expect(occurrencesBetween(r, "2026-01-01", "2026-02-20")).toEqual(["2026-01-09", "2026-01-26", "2026-01-30", "2026-02-16", "2026-02-20"]);
    expect(nextOccurrence(r, "2026-01-30")).toBe("2026-02-16");
    const yearly = rule({ frequency: "every_n_weeks", interval: 52, startDate: "2026-01-05" });
    expect(nextOccurrence(yearly, "2026-01-05")).toBe("2027-01-04");
  });

  it("monthly on a day, falling back to the last day of shorter months (leap years included)", () => {
    const r = rule({ frequency: "monthly", monthDay: 31, startDate: "2024-01-15" });
    expect(occurrencesBetween(r, "2024-01-01", "2024-06-30")).toEqual(["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31", "2024-06-30"]);
    expect(occurrencesBetween({ ...r, startDate: "2025-01-01" }, "2025-02-01", "2025-02-28")).toEqual(["2025-02-28"]);
    const fromStart = rule({ frequency: "monthly", startDate: "2026-03-10" });
    expect(upcomingOccurrences(fromStart, "2026-01-01", 2)).toEqual(["2026-03-10", "2026-04-10"]);
    expect(occursOn(r, "2024-02-28")).toBe(false);
  });

  it("daily and monthly with an interval count from the start (the content calendar's slots use it)", () => {
    const everyThird = rule({ frequency: "daily", interval: 3, startDate: "2026-02-26" });
    expect(occurrencesBetween(everyThird, "2026-02-01", "2026-03-08")).toEqual(["2026-02-26", "2026-03-01", "2026-03-04", "2026-03-07"]);
    const everyOtherMonth = rule({ frequency: "monthly", interval: 2, monthDay: 31, startDate: "2026-01-10" });
    expect(occurrencesBetween(everyOtherMonth, "2026-01-01", "2026-07-31")).toEqual(["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31"]);
    expect(nextOccurrence(rule({ frequency: "monthly", interval: 12, monthDay: 29, startDate: "2024-02-01" }), "2024-02-29")).toBe("2025-02-28");
    expect(describeRecurrence(everyThird)).toBe("Every 3 days");
    expect(describeRecurrence(everyOtherMonth)).toBe("Every 2 months on the 31st (or the month's last day)");
  });

  it("caps a long catch-up window and resumes where it stopped", () => {
    const r = rule({ frequency: "daily" });
    const first = occurrencesBetween(r, "2026-01-01", "2026-12-31", 100);
    expect(first).toHaveLength(100);
    expect(first.at(-1)).toBe("2026-04-10");
    expect(occurrencesBetween(r, "2026-04-11", "2026-12-31", 100)[0]).toBe("2026-04-11");
  });

  it("describes itself", () => {
    expect(describeRecurrence(rule({ frequency: "daily" }))).toBe("Every day");
    expect(describeRecurrence(rule({ frequency: "weekly", weekdays: [4, 1] }))).toBe("Weekly on Mon, Thu");
    expect(describeRecurrence(rule({ frequency: "weekly", weekdays: [1, 2, 3, 4, 5] }))).toBe("Weekly on weekdays");
    expect(describeRecurrence(rule({ frequency: "every_n_weeks", interval: 2, weekdays: [5] }))).toBe("Every 2 weeks on Fri");
    expect(describeRecurrence(rule({ frequency: "monthly", monthDay: 1 }))).toBe("Monthly on the 1st");
    expect(describeRecurrence(rule({ frequency: "monthly", monthDay: 22 }))).toBe("Monthly on the 22nd");
    expect(describeRecurrence(rule({ frequency: "monthly", monthDay: 11 }))).toBe("Monthly on the 11th");
    expect(describeRecurrence(rule({ frequency: "monthly", monthDay: 31 }))).toBe("Monthly on the 31st (or the month's last day)");
  });
});

describe("runs of a rule", () => {
  const daily = rule({ frequency: "daily", startDate: "2026-03-01" });

  it("starts a new rule without back-filling the days before it was created", () => {
    // Created on 10 Mar with a start on 1 Mar: the first run creates 10 Mar, not 1–9 Mar.
    expect(cursorFor("2026-03-01", "2026-03-10")).toBe("2026-03-09");
    expect(planRun({ ...daily, processedThrough: cursorFor("2026-03-01", "2026-03-10") }, "2026-03-10").occurrences).toEqual(["2026-03-10"]);
    // A start in the future waits for it.
    expect(cursorFor("2026-04-01", "2026-03-10")).toBe("2026-03-31");
    const future = planRun({ ...daily, startDate: "2026-04-01", processedThrough: "2026-03-31" }, "2026-03-10");
    expect(future).toEqual({ occurrences: [], processedThrough: "2026-03-31", nextRunOn: "2026-04-01" });
  });

  it("an edit never re-opens handled days and never skips ones still to come", () => {
    // Handled through 12 Mar (today 15 Mar after downtime): the missed 13–15 Mar stay due.
    expect(cursorFor("2026-03-01", "2026-03-15", "2026-03-12")).toBe("2026-03-12");
    // A cursor parked before a future start moves back to yesterday when the start moves earlier.
    expect(cursorFor("2026-03-11", "2026-03-15", "2026-04-30")).toBe("2026-03-14");
    // A start moved into the future parks the cursor before it.
    expect(cursorFor("2026-05-01", "2026-03-15", "2026-03-14")).toBe("2026-04-30");
  });

  it("catches up after downtime: every missed occurrence once, then the next one", () => {
    const weekly = rule({ frequency: "weekly", weekdays: [1], startDate: "2026-01-05" }); // Mondays
    // Last run handled 11 Jan; the server came back on Wednesday 28 Jan.
    const plan = planRun({ ...weekly, processedThrough: "2026-01-11" }, "2026-01-28");
    expect(plan).toEqual({ occurrences: ["2026-01-12", "2026-01-19", "2026-01-26"], processedThrough: "2026-01-28", nextRunOn: "2026-02-02" });
    // Running again the same day finds nothing new.
    expect(planRun({ ...weekly, processedThrough: plan.processedThrough }, "2026-01-28").occurrences).toEqual([]);
  });

  it("splits a long backlog across runs without losing or repeating a day", () => {
    const first = planRun({ ...daily, processedThrough: "2026-02-28" }, "2026-06-30", 60);
    expect(first.occurrences).toHaveLength(60);
    expect(first.processedThrough).toBe("2026-04-29");
    expect(first.nextRunOn).toBe("2026-04-30");
    const second = planRun({ ...daily, processedThrough: first.processedThrough }, "2026-06-30", 60);
    expect(second.occurrences[0]).toBe("2026-04-30");
    const all = [...first.occurrences, ...second.occurrences, ...planRun({ ...daily, processedThrough: second.processedThrough }, "2026-06-30", 60).occurrences];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(122); // 1 Mar – 30 Jun
  });

  it("ends with the end date", () => {
    const ending = rule({ frequency: "daily", startDate: "2026-03-01", endDate: "2026-03-03" });
    expect(planRun({ ...ending, processedThrough: "2026-02-28" }, "2026-03-20")).toEqual({
      occurrences: ["2026-03-01", "2026-03-02", "2026-03-03"],
      processedThrough: "2026-03-20",
      nextRunOn: null,
    });
  });
});
