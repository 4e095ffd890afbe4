// Kept apart from format.test.ts so parallel changes to the date formatters merge cleanly.
import { describe, expect, it } from "vitest";
import { formatEffort, plural } from "./format";

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
