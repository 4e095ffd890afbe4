// Kept apart from format.test.ts so parallel changes to the date formatters merge cleanly.
import { describe, expect, it } from "vitest";
import { formatBytes, formatEffort, formatMonth, formatShare, plural } from "./format";

describe("plural", () => {
  it("uses the singular for exactly one, else the plural", () => {
    expect(plural(1, "open task")).toBe("1 open task");
    expect(plural(0, "open task")).toBe("0 open tasks");
    expect(plural(3, "day")).toBe("3 days");
    expect(plural(1200, "task")).toBe("1,200 tasks");
    expect(plural(2, "person", "people")).toBe("2 people");
  });
});

describe("formatEffort", () => {
  it("shows minutes under an hour, hours as hours (never 8-hour days)", () => {
    expect(formatEffort(30)).toBe("30 min");
    expect(formatEffort(60)).toBe("1 h");
    expect(formatEffort(90)).toBe("1.5 h");
    expect(formatEffort(105)).toBe("1.75 h");
    expect(formatEffort(8 * 60)).toBe("8 h");
    expect(formatEffort(9 * 60)).toBe("9 h");
    expect(formatEffort(20)).toBe("20 min");
  });
});

describe("formatMonth, formatBytes, formatShare", () => {
  it("names a calendar month, sizes bytes and shares parts", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2027-01")).toBe("January 2027");
    expect([formatBytes(512), formatBytes(1536), formatBytes(2 * 1024 * 1024)]).toEqual(["512 B", "1.5 KB", "2.0 MB"]);
    expect([formatShare(0, 0), formatShare(1, 250), formatShare(37, 100)]).toEqual(["0%", "0.4%", "37%"]);
  });
});
