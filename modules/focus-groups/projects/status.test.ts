import { describe, expect, it } from "vitest";
import { canMoveStatus, statusMoveRefusal } from "./status";

describe("project status transitions", () => {
  it("moves one step forward or back, never skips", () => {
    expect(canMoveStatus("draft", "ready")).toBe(true);
    expect(canMoveStatus("ready", "running")).toBe(true);
    expect(canMoveStatus("running", "done")).toBe(true);
    expect(canMoveStatus("done", "running")).toBe(true);
    expect(canMoveStatus("ready", "draft")).toBe(true);
    expect(canMoveStatus("draft", "draft")).toBe(true);
    expect(canMoveStatus("draft", "running")).toBe(false);
    expect(canMoveStatus("draft", "done")).toBe(false);
    expect(canMoveStatus("done", "ready")).toBe(false);
  });

  it("says why a jump is refused", () => {
    expect(statusMoveRefusal("draft", "done")).toMatch(/it is draft, so it cannot become done/);
    expect(statusMoveRefusal("draft", "ready")).toBeNull();
  });
});
