import { describe, expect, it } from "vitest";
import { formatUsd } from "./format";

describe("formatUsd", () => {
  it("shows cents, keeps sub-cent call costs readable and marks a missing cost", () => {
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(5)).toBe("$5.00");
    expect(formatUsd(1234.567)).toBe("$1234.57");
    expect(formatUsd(0.0042)).toBe("$0.0042");
    expect(formatUsd(0.00000123)).toBe("$0.000001");
    expect(formatUsd(null)).toBe("—");
  });
});
