import { describe, expect, it } from "vitest";
import { sendGapMessage } from "./rate-limit";

describe("send gap message", () => {
  it("names the whole seconds left, at least one", () => {
    expect(sendGapMessage(44.2)).toBe("For security purposes, you can only request this after 45 seconds.");
    expect(sendGapMessage(0.1)).toBe("For security purposes, you can only request this after 1 seconds.");
  });
});
