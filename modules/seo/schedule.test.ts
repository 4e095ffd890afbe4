import { describe, expect, it } from "vitest";
import { nextRankCheck } from "./schedule";

describe("nextRankCheck", () => {
  const now = new Date("2026-03-10T07:30:00Z");
  it("runs daily at the hour, never twice the same hour", () => {
    expect(nextRankCheck("daily", 5, now)?.toISOString()).toBe("2026-03-11T05:00:00.000Z");
    expect(nextRankCheck("daily", 9, now)?.toISOString()).toBe("2026-03-10T09:00:00.000Z");
    expect(nextRankCheck("daily", 7, new Date("2026-03-10T07:00:00Z"))?.toISOString()).toBe("2026-03-11T07:00:00.000Z");
  });

  it("runs weekly a week on, and never when off", () => {
    expect(nextRankCheck("weekly", 5, now)?.toISOString()).toBe("2026-03-17T05:00:00.000Z");
    expect(nextRankCheck("off", 5, now)).toBeNull();
  });
});
