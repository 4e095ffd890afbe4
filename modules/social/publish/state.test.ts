import { describe, expect, it } from "vitest";
import { afterFailure, classifyHttp, MAX_PUBLISH_ATTEMPTS, nextStep, parseRetryAfter, publishBackoffMs, type PublicationRow } from "./state";

const now = new Date("2026-03-02T10:00:00Z");
const row = (over: Partial<PublicationRow> = {}): PublicationRow => ({ state: "scheduled", target: "api", attempts: 0, nextAttemptAt: null, leaseUntil: null, containerId: null, ...over });

describe("backoff", () => {
  it("doubles from one minute and caps at an hour", () => {
    expect([1, 2, 3, 4].map((n) => publishBackoffMs(n))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(publishBackoffMs(20)).toBe(3_600_000);
  });
  it("spreads by ±10 % and never waits less than Retry-After", () => {
    expect(publishBackoffMs(1, null, 0)).toBe(54_000);
    expect(publishBackoffMs(1, null, 0.999)).toBeLessThanOrEqual(66_000);
    expect(publishBackoffMs(1, 300_000)).toBe(300_000);
  });
  it("reads Retry-After in seconds or as a date", () => {
    expect(parseRetryAfter("120")).toBe(120_000);
    expect(parseRetryAfter("Mon, 02 Mar 2026 10:01:00 GMT", now)).toBe(60_000);
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});

describe("nextStep: the publish-once machine", () => {
  it("creates a fresh api publication, delivers webhook and reminder ones", () => {
    expect(nextStep(row(), now).kind).toBe("create");
    expect(nextStep(row({ target: "webhook" }), now).kind).toBe("deliver");
    expect(nextStep(row({ target: "reminder" }), now).kind).toBe("deliver");
  });
  it("never sends a publication again once published or failed", () => {
    expect(nextStep(row({ state: "published" }), now).kind).toBe("done");
    expect(nextStep(row({ state: "failed" }), now).kind).toBe("done");
    expect(nextStep(row({ state: "published", target: "webhook" }), now).kind).toBe("done");
  });
  it("reconciles a send cut short instead of sending blindly", () => {
    expect(nextStep(row({ state: "sending" }), now).kind).toBe("reconcile");
    expect(nextStep(row({ state: "container", containerId: "1789" }), now).kind).toBe("check_container");
  });
  it("waits while another runner holds the lease or the backoff runs", () => {
    expect(nextStep(row({ state: "sending", leaseUntil: new Date(now.getTime() + 1000) }), now).kind).toBe("wait");
    expect(nextStep(row({ state: "sending", leaseUntil: new Date(now.getTime() - 1) }), now).kind).toBe("reconcile");
    expect(nextStep(row({ state: "retry", nextAttemptAt: new Date(now.getTime() + 1) }), now).kind).toBe("wait");
    expect(nextStep(row({ state: "retry", nextAttemptAt: now }), now).kind).toBe("create");
  });
});

describe("afterFailure", () => {
  it("retries a retryable failure with backoff, fails a permanent one at once", () => {
    expect(afterFailure({ attempts: 0 }, { kind: "retryable", message: "LinkedIn answered 503" }, now)).toEqual({
      state: "retry",
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + 60_000),
      lastError: "LinkedIn answered 503",
    });
    expect(afterFailure({ attempts: 0 }, { kind: "permanent", message: "Reconnect LinkedIn" }, now)).toMatchObject({ state: "failed", attempts: 1, nextAttemptAt: null });
  });
  it("gives up after the last attempt", () => {
    const r = afterFailure({ attempts: MAX_PUBLISH_ATTEMPTS - 1 }, { kind: "retryable", message: "503" }, now);
    expect(r.state).toBe("failed");
    expect(r.lastError).toBe(`503 (gave up after ${MAX_PUBLISH_ATTEMPTS} attempts)`);
  });
  it("classifies HTTP answers", () => {
    expect(classifyHttp(null, "no answer").kind).toBe("retryable");
    expect(classifyHttp(429, "slow down", 5000)).toEqual({ kind: "retryable", message: "slow down", retryAfterMs: 5000 });
    expect(classifyHttp(502, "bad gateway").kind).toBe("retryable");
    expect(classifyHttp(401, "expired").kind).toBe("permanent");
    expect(classifyHttp(422, "bad body").kind).toBe("permanent");
  });
});
