import { describe, expect, it } from "vitest";
import { TokenBucketLimiter } from "@/lib/auth/endpoint/rate-limit";
import { DECISIONS_PER_WINDOW, DECISION_WINDOW_SECONDS, decisionRateRefusal } from "./approval-limit";

const TOKEN = "a".repeat(43);

describe("approval decision rate limit", () => {
  it("allows a full link's decisions, then refuses with the wait, and refills over the window", () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(() => now);
    for (let i = 0; i < DECISIONS_PER_WINDOW; i++) expect(decisionRateRefusal("203.0.113.5", TOKEN, limiter)).toBeNull();
    expect(decisionRateRefusal("203.0.113.5", TOKEN, limiter)).toBe("Too many decisions in a short time. Nothing was saved: wait 5 seconds and send it again.");
    now += (DECISION_WINDOW_SECONDS * 1000) / DECISIONS_PER_WINDOW;
    expect(decisionRateRefusal("203.0.113.5", TOKEN, limiter)).toBeNull();
  });

  it("counts per IP across tokens (guessing links) and per link across IPs (flooding one link)", () => {
    const limiter = new TokenBucketLimiter(() => 0);
    for (let i = 0; i < DECISIONS_PER_WINDOW; i++) decisionRateRefusal("198.51.100.7", `${i}`.padStart(43, "x"), limiter);
    expect(decisionRateRefusal("198.51.100.7", "z".repeat(43), limiter)).toMatch(/^Too many decisions/);
    expect(decisionRateRefusal("198.51.100.8", "z".repeat(43), limiter)).toBeNull();
    for (let i = 0; i < DECISIONS_PER_WINDOW; i++) decisionRateRefusal(`192.0.2.${i}`, TOKEN, limiter);
    expect(decisionRateRefusal("192.0.2.250", TOKEN, limiter)).toBe("Too many decisions in a short time. Nothing was saved: wait 5 seconds and send it again.");
  });
});
