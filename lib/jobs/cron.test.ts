import { describe, expect, it } from "vitest";
import { CronError, nextRun, parseCron } from "./cron";

const at = (s: string) => new Date(s);

describe("cron", () => {
  it("finds the next matching minute in UTC", () => {
    expect(nextRun("*/15 * * * *", at("2026-01-01T10:07:30Z")).toISOString()).toBe("2026-01-01T10:15:00.000Z");
    expect(nextRun("0 3 * * *", at("2026-01-01T03:00:00Z")).toISOString()).toBe("2026-01-02T03:00:00.000Z");
    expect(nextRun("30 9 1 * *", at("2026-01-15T00:00:00Z")).toISOString()).toBe("2026-02-01T09:30:00.000Z");
    expect(nextRun("0 0 29 2 *", at("2026-03-01T00:00:00Z")).toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it("treats 7 as Sunday and ORs restricted day fields", () => {
    // 2026-01-04 is a Sunday.
    expect(nextRun("0 12 * * 7", at("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-04T12:00:00.000Z");
    expect(nextRun("0 0 10 * 1", at("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-05T00:00:00.000Z");
  });

  it("rejects malformed expressions", () => {
    expect(() => parseCron("* * * *")).toThrow(CronError);
    expect(() => parseCron("61 * * * *")).toThrow(CronError);
    expect(() => parseCron("*/0 * * * *")).toThrow(CronError);
    expect(() => nextRun("0 0 31 2 *", at("2026-01-01T00:00:00Z"))).toThrow(/never matches/);
  });
});
