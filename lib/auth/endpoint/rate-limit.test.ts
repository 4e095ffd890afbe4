import { describe, expect, it } from "vitest";
import { TokenBucketLimiter, sendGapMessage } from "./rate-limit";

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
  it("words the error as GoTrue does", () => {
    expect(sendGapMessage(44.2)).toBe("For security purposes, you can only request this after 45 seconds.");
  });
});
