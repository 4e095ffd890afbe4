import { describe, expect, it } from "vitest";
import { pickCurrentSprint } from "./sprint-rule";

const s = (id: string, startDate: string, endDate: string, status = "open") => ({ id, startDate, endDate, status });

describe("current sprint (spec §4)", () => {
  const sprints = [s("a", "2025-01-06", "2025-01-19", "closed"), s("b", "2025-01-20", "2025-02-02"), s("c", "2025-02-03", "2025-02-16")];

  it("takes the open sprint whose range contains today, bounds included", () => {
    expect(pickCurrentSprint(sprints, "2025-02-03")?.id).toBe("c");
    expect(pickCurrentSprint(sprints, "2025-02-02")?.id).toBe("b");
    expect(pickCurrentSprint(sprints, "2025-02-16")?.id).toBe("c");
  });

  it("ignores a sprint containing today that is not open", () => {
    expect(pickCurrentSprint(sprints, "2025-01-10")?.id).toBe("b");
  });

  it("falls back to the first open sprint, in the given (start_date) order", () => {
    expect(pickCurrentSprint(sprints, "2026-06-01")?.id).toBe("b");
  });

  it("has none without open sprints", () => {
    expect(pickCurrentSprint([s("a", "2025-01-06", "2025-01-19", "closed")], "2025-01-10")).toBeNull();
    expect(pickCurrentSprint([], "2025-01-10")).toBeNull();
  });
});
