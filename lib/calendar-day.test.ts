import { describe, expect, it } from "vitest";
import { today } from "./calendar-day";

describe("today", () => {
  it("formats the local calendar day as yyyy-MM-dd", () => {
    expect(today(new Date(2025, 0, 5))).toBe("2025-01-05");
  });
});
