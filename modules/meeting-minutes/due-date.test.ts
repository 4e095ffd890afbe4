import { describe, expect, it } from "vitest";
import { findDueDate } from "./due-date";

// Wednesday 10 December 2025.
const REF = "2025-12-10";
const due = (text: string, ref = REF) => findDueDate(text, ref)?.date ?? null;

describe("due dates in meeting speech", () => {
  it("reads weekdays: bare, this and next", () => {
    expect(due("send it by Friday")).toBe("2025-12-12");
    expect(due("send it by Wednesday")).toBe("2025-12-17"); // a bare weekday is after the meeting day
    expect(due("send it this Wednesday")).toBe("2025-12-10");
    expect(due("review next Tuesday")).toBe("2025-12-16"); // the Tuesday of next week
    expect(due("review next Friday")).toBe("2025-12-19");
    expect(due("review next Monday", "2025-12-14")).toBe("2025-12-15"); // said on a Sunday
  });

  it("reads day and month, both orders, with or without the year, rolling into next year", () => {
    expect(due("publish by 12 Dec")).toBe("2025-12-12");
    expect(due("publish by Dec 12th")).toBe("2025-12-12");
    expect(due("publish by the 3rd of January")).toBe("2026-01-03");
    expect(due("publish by 5 December")).toBe("2026-12-05"); // already past this year
    expect(due("publish on March 2, 2027")).toBe("2027-03-02");
    expect(due("deadline 2026-02-28")).toBe("2026-02-28");
    expect(due("by 30 Feb")).toBeNull();
    expect(due("launch on Feb 29")).toBe("2028-02-29");
  });

  it("reads relative phrases", () => {
    expect(due("done by tomorrow")).toBe("2025-12-11");
    expect(due("by EOD")).toBe("2025-12-10");
    expect(due("by end of week")).toBe("2025-12-12");
    expect(due("by the end of the week", "2025-12-13")).toBe("2025-12-19"); // said on a Saturday
    expect(due("by end of next week")).toBe("2025-12-19");
    expect(due("sometime next week")).toBe("2025-12-15");
    expect(due("by the end of the month")).toBe("2025-12-31");
    expect(due("in two weeks")).toBe("2025-12-24");
    expect(due("within 3 days")).toBe("2025-12-13");
  });

  it("prefers the date the task is due by over one merely mentioned, and returns the phrase to cut", () => {
    const said = "As discussed today, send the deck by Friday";
    expect(findDueDate(said, REF)).toEqual({ date: "2025-12-12", text: "by Friday", index: said.indexOf("by Friday"), length: 9 });
    expect(findDueDate("Sync on Monday, then share the notes", REF)).toMatchObject({ date: "2025-12-15", text: "on Monday" });
    expect(due("No date here")).toBeNull();
    expect(due("Mondays are busy")).toBeNull();
  });
});
