import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { BriefSegment } from "@/db/schema";
import { AGE_BAND_KEY, ageBands, compareToPlan, planPersonas, segmentCounts } from "./plan";

const seg = (key: string, share: number, attributes: Record<string, string> = {}): BriefSegment => ({ key, name: key.toUpperCase(), share, description: "", attributes });

/** Shares of k segments summing to exactly 100 (as a saved brief's do). */
const sharesArb = fc
  .array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 })
  .map((raw) => {
    const total = raw.reduce((a, b) => a + b, 0) || 1;
    const shares = raw.map((r) => Math.floor((r * 100) / total));
    const rest = 100 - shares.reduce((a, b) => a + b, 0);
    return shares.map((s, i) => (i === 0 ? s + rest : s));
  });

const briefArb = fc.record({
  shares: sharesArb,
  ageMin: fc.integer({ min: 13, max: 90 }),
  span: fc.integer({ min: 0, max: 60 }),
  b2b: fc.boolean(),
});

describe("planPersonas", () => {
  it("gives each segment n·share/100 slots within one, summing to n", () => {
    fc.assert(
      fc.property(briefArb, fc.integer({ min: 1, max: 200 }), fc.string(), ({ shares, ageMin, span, b2b }, n, seed) => {
        const segments = shares.map((s, i) => seg(`s${i}`, s));
        const plan = planPersonas({ segments, ageMin, ageMax: ageMin + span, b2b }, n, seed);
        expect(plan).toHaveLength(n);
        expect(plan.map((s) => s.index)).toEqual([...Array(n).keys()]);
        segments.forEach((s) => {
          const count = plan.filter((slot) => slot.segmentKey === s.key).length;
          expect(Math.abs(count - (n * s.share) / 100)).toBeLessThan(1);
        });
      }),
    );
  });

  it("is the same plan for the same brief, n and seed", () => {
    fc.assert(
      fc.property(briefArb, fc.integer({ min: 1, max: 200 }), fc.oneof(fc.string(), fc.integer()), ({ shares, ageMin, span, b2b }, n, seed) => {
        const brief = { segments: shares.map((s, i) => seg(`s${i}`, s)), ageMin, ageMax: ageMin + span, b2b };
        expect(planPersonas(brief, n, seed)).toEqual(planPersonas(structuredClone(brief), n, seed));
      }),
    );
  });

  it("keeps every age band inside the brief's age range", () => {
    fc.assert(
      fc.property(briefArb, fc.integer({ min: 1, max: 200 }), fc.integer(), ({ shares, ageMin, span }, n, seed) => {
        const ageMax = ageMin + span;
        const plan = planPersonas({ segments: shares.map((s, i) => seg(`s${i}`, s)), ageMin, ageMax }, n, seed);
        for (const slot of plan) {
          const [lo = NaN, hi = lo] = (slot.attributes[AGE_BAND_KEY] ?? "").split("–").map(Number);
          expect(lo).toBeGreaterThanOrEqual(ageMin);
          expect(hi).toBeLessThanOrEqual(ageMax);
          expect(lo).toBeLessThanOrEqual(hi);
        }
      }),
    );
  });

  it("plans a brief without segments as one General audience segment", () => {
    const plan = planPersonas({ segments: [] }, 7, "x");
    expect(plan).toHaveLength(7);
    expect(new Set(plan.map((s) => s.segmentKey))).toEqual(new Set(["general"]));
    expect(plan.every((s) => s.status === "pending")).toBe(true);
  });

  it("splits 40/60 into 4/6 for ten, interleaved", () => {
    const plan = planPersonas({ segments: [seg("a", 40), seg("b", 60)] }, 10, 1);
    expect(plan.filter((s) => s.segmentKey === "a")).toHaveLength(4);
    expect(plan.filter((s) => s.segmentKey === "b")).toHaveLength(6);
    // The first half of the run already holds both segments in proportion (2 of a, 3 of b).
    expect(plan.slice(0, 5).filter((s) => s.segmentKey === "a")).toHaveLength(2);
  });

  it("spreads the variety keys evenly within a segment and lets fixed attributes win", () => {
    const plan = planPersonas({ segments: [seg("smb", 100, { "company size": "1–10 employees", role: "owner" })], b2b: true, ageMin: 25, ageMax: 64 }, 12, "s");
    expect(plan.every((s) => s.attributes["company size"] === "1–10 employees" && s.attributes.role === "owner")).toBe(true);
    const genders = plan.map((s) => s.attributes.gender);
    expect(genders.filter((g) => g === "woman")).toHaveLength(6);
    const bands = new Set(plan.map((s) => s.attributes[AGE_BAND_KEY]));
    expect(bands.size).toBe(ageBands(25, 64).length);
    expect(plan.some((s) => "income" in s.attributes)).toBe(false);
  });

  it("differs between seeds", () => {
    const brief = { segments: [seg("a", 50), seg("b", 50)] };
    expect(planPersonas(brief, 40, 1)).not.toEqual(planPersonas(brief, 40, 2));
  });

  it("refuses n outside 1–200", () => {
    expect(() => planPersonas({ segments: [] }, 0)).toThrow(/1 to 200/);
    expect(() => planPersonas({ segments: [] }, 201)).toThrow(/1 to 200/);
    expect(() => planPersonas({ segments: [] }, 2.5)).toThrow(/whole number/);
  });
});

describe("segmentCounts", () => {
  it("splits evenly when every share is zero", () => {
    expect(segmentCounts([{ share: 0 }, { share: 0 }, { share: 0 }], 7)).toEqual([3, 2, 2]);
  });
});

describe("compareToPlan", () => {
  it("counts planned against actual per segment, with segments outside the plan after", () => {
    const plan = planPersonas({ segments: [seg("a", 40), seg("b", 60)] }, 10, 0);
    const personas = [{ segmentKey: "a" }, { segmentKey: "a" }, { segmentKey: "b" }, { segmentKey: null }];
    expect(compareToPlan(plan, personas)).toEqual([
      { segmentKey: "b", planned: 6, actual: 1, difference: -5 },
      { segmentKey: "a", planned: 4, actual: 2, difference: -2 },
      { segmentKey: null, planned: 0, actual: 1, difference: 1 },
    ]);
  });
});
