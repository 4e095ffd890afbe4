import { describe, expect, it } from "vitest";
import { SendGapLimiter, TokenBucketLimiter, sendGapMessage } from "./rate-limit";

describe("token bucket", () => {
  it("allows the capacity at once, then refills at capacity per window", () => {
    let now = 0;
    const l = new TokenBucketLimiter(() => now);
    for (let i = 0; i < 30; i++) expect(l.take("ip", 30, 300)).toBe(0);
    const wait = l.take("ip", 30, 300);
    expect(wait).toBeCloseTo(10, 5); // 30 per 300 s = one per 10 s
    now += 10_000;
    expect(l.take("ip", 30, 300)).toBe(0);
    expect(l.take("ip", 30, 300)).toBeGreaterThan(0);
    expect(l.take("other", 30, 300)).toBe(0);
  });

  it("treats capacity 0 as no limit", () => {
    const l = new TokenBucketLimiter(() => 0);
    for (let i = 0; i < 1000; i++) expect(l.take("ip", 0, 300)).toBe(0);
  });
});

describe("send gap", () => {
  it("waits out the gap from the later of the recorded send and the stored timestamp", () => {
    let now = 100_000;
    const g = new SendGapLimiter(() => now);
    expect(g.wait("k", 60)).toBe(0);
    g.record("k", 60);
    now += 15_000;
    expect(g.wait("k", 60)).toBeCloseTo(45, 5);
    expect(g.wait("fresh", 60, new Date(now - 50_000))).toBeCloseTo(10, 5);
    now += 45_000;
    expect(g.wait("k", 60)).toBe(0);
    expect(g.wait("k", 0)).toBe(0);
  });

  it("words the error as GoTrue does", () => {
    expect(sendGapMessage(44.2)).toBe("For security purposes, you can only request this after 45 seconds.");
  });
});
