import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acquireCallSlot, RateLimitedError, resetCallSlots } from "./rate-limit";

beforeEach(() => resetCallSlots());
afterEach(() => vi.useRealTimers());

describe("acquireCallSlot", () => {
  it("allows `limit` calls per brand per minute, then refuses a caller that will not wait", async () => {
    let t = 1_000_000;
    const now = () => t;
    for (let i = 0; i < 3; i++) await acquireCallSlot("brand-a", 3, 0, now);
    t += 10_000;
    const refused = await acquireCallSlot("brand-a", 3, 0, now).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    // The oldest call leaves the window 50 s from now.
    expect((refused as RateLimitedError).retryAfterMs).toBe(50_000);
    expect((refused as RateLimitedError).message).toBe("This brand reached its limit of 3 AI calls per minute. Try again in 50 s.");
  });

  it("counts each brand on its own", async () => {
    const now = () => 5_000_000;
    await acquireCallSlot("brand-a", 1, 0, now);
    await expect(acquireCallSlot("brand-b", 1, 0, now)).resolves.toBeUndefined();
    await expect(acquireCallSlot("brand-a", 1, 0, now)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("slides: a slot frees up exactly a minute after the call that took it", async () => {
    let t = 0;
    const now = () => t;
    await acquireCallSlot("brand-a", 2, 0, now);
    t = 30_000;
    await acquireCallSlot("brand-a", 2, 0, now);
    t = 59_999;
    await expect(acquireCallSlot("brand-a", 2, 0, now)).rejects.toBeInstanceOf(RateLimitedError);
    t = 60_001;
    await expect(acquireCallSlot("brand-a", 2, 0, now)).resolves.toBeUndefined();
    // Now the 30 s call and the 60 s call fill the window again.
    await expect(acquireCallSlot("brand-a", 2, 0, now)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("waits for a free slot when the wait fits in maxWaitMs (background runs)", async () => {
    vi.useFakeTimers({ now: 0 });
    await acquireCallSlot("brand-a", 1, 0);
    vi.setSystemTime(20_000);
    let done = false;
    const waiting = acquireCallSlot("brand-a", 1, 60_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(39_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await waiting;
    expect(done).toBe(true);
  });

  it("refuses when the wait is longer than the caller will wait", async () => {
    vi.useFakeTimers({ now: 0 });
    await acquireCallSlot("brand-a", 1, 0);
    await expect(acquireCallSlot("brand-a", 1, 30_000)).rejects.toMatchObject({ name: "RateLimitedError", retryAfterMs: 60_000 });
  });

  it("forgets every window on reset", async () => {
    const now = () => 0;
    await acquireCallSlot("brand-a", 1, 0, now);
    resetCallSlots();
    await expect(acquireCallSlot("brand-a", 1, 0, now)).resolves.toBeUndefined();
  });
});
