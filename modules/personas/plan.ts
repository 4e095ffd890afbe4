/**
 * The sampling plan of a persona generation: which segment each of N persona slots fills, and the
 * attribute mix it is asked to carry. Counts follow the brief's shares exactly (largest remainder),
 * and the mix is balanced and shuffled from a seed, so the same brief, N and seed always give the
 * same plan — the plan shown beside the brief editor is the plan a run stores and generates.
 */
import type { BriefSegment, PlanSlot } from "@/db/schema";

export const PLAN_MIN = 1;
export const PLAN_MAX = 200;
export const DEFAULT_AGE_MIN = 18;
export const DEFAULT_AGE_MAX = 65;

/** A brief without segments still plans: every slot goes to this one. */
export const GENERAL_SEGMENT: BriefSegment = { key: "general", name: "General audience", share: 100, description: "", attributes: {} };

export type PlanBrief = {
  segments: BriefSegment[];
  ageMin?: number | null;
  ageMax?: number | null;
  b2b?: boolean;
};

/** Attribute keys the plan varies across slots (a segment's fixed attribute of the same key wins). */
export const AGE_BAND_KEY = "age band";
const VARIETY: { key: string; values: string[]; when: "always" | "b2b" | "b2c" }[] = [
  { key: "gender", values: ["woman", "man"], when: "always" },
  { key: "location", values: ["large city", "suburb or town", "rural area"], when: "always" },
  { key: "company size", values: ["1–10 employees", "11–50 employees", "51–250 employees", "251–1,000 employees", "1,000+ employees"], when: "b2b" },
  { key: "income", values: ["lower", "middle", "upper-middle", "high"], when: "b2c" },
];

/** The brief's segments as the plan uses them: the general audience when there are none. */
export function planSegments(brief: Pick<PlanBrief, "segments">): BriefSegment[] {
  return brief.segments.length > 0 ? brief.segments : [GENERAL_SEGMENT];
}

/**
 * How many of n slots each segment gets: n·share/Σshares floored, the rest to the largest remainders
 * (ties to the earlier segment). With shares summing to 100, each count is within 1 of n·share/100.
 */
export function segmentCounts(segments: Pick<BriefSegment, "share">[], n: number): number[] {
  const shares = segments.map((s) => (Number.isFinite(s.share) && s.share > 0 ? s.share : 0));
  const total = shares.reduce((a, b) => a + b, 0);
  // All-zero shares (a brief still being written) split evenly rather than plan nothing.
  const weights = total > 0 ? shares : shares.map(() => 1);
  const weightTotal = total > 0 ? total : shares.length;
  const exact = weights.map((w) => (n * w) / weightTotal);
  const floors = exact.map((x) => Math.floor(x));
  const left = n - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rem: x - Math.floor(x) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  const bonus = new Set(order.slice(0, left).map((o) => o.i));
  return floors.map((f, i) => (bonus.has(i) ? f + 1 : f));
}

/** Roughly ten-year bands over the age range (at most six), e.g. 18–27 … 58–65. */
export function ageBands(ageMin: number, ageMax: number): { min: number; max: number; label: string }[] {
  const lo = Math.min(ageMin, ageMax);
  const hi = Math.max(ageMin, ageMax);
  const span = hi - lo + 1;
  const count = Math.max(1, Math.min(6, Math.round(span / 10)));
  const width = Math.ceil(span / count);
  const bands: { min: number; max: number; label: string }[] = [];
  for (let start = lo; start <= hi; start += width) {
    const end = Math.min(hi, start + width - 1);
    bands.push({ min: start, max: end, label: start === end ? String(start) : `${start}–${end}` });
  }
  return bands;
}

function hashSeed(seed: string | number): number {
  const s = String(seed);
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and the same on every runtime, which is all a plan needs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` values cycling through `values`, each cycle shuffled: balanced (±1 per value) yet mixed. */
function balanced<T>(values: T[], count: number, rand: () => number): T[] {
  const out: T[] = [];
  while (out.length < count) {
    const cycle = [...values];
    const shuffled: T[] = [];
    // Inside-out Fisher–Yates: same result for the same draws, without indexed swaps.
    for (const value of cycle) {
      const j = Math.floor(rand() * (shuffled.length + 1));
      shuffled.splice(j, 0, value);
    }
    out.push(...shuffled.slice(0, count - out.length));
  }
  return out;
}

/**
 * The plan for n personas from a brief. Slots interleave the segments (smooth weighted round robin)
 * so a run stopped half way by the budget still has every segment in proportion.
 */
export function planPersonas(brief: PlanBrief, n: number, seed: string | number = 0): PlanSlot[] {
  if (!Number.isInteger(n) || n < PLAN_MIN || n > PLAN_MAX) throw new RangeError(`The number of personas must be a whole number from ${PLAN_MIN} to ${PLAN_MAX}.`);
  const segments = planSegments(brief);
  const counts = segmentCounts(segments, n);
  const ageMin = brief.ageMin ?? DEFAULT_AGE_MIN;
  const ageMax = brief.ageMax ?? DEFAULT_AGE_MAX;
  const bands = ageBands(ageMin, ageMax).map((b) => b.label);
  const base = hashSeed(seed);

  const parts = segments.map((segment, si) => {
    const count = counts[si] ?? 0;
    const rand = prng(base ^ hashSeed(`${si}:${segment.key}`));
    const fixed = new Set(Object.keys(segment.attributes ?? {}).map((k) => k.trim().toLowerCase()));
    const columns: [string, string[]][] = [];
    if (!fixed.has(AGE_BAND_KEY) && !fixed.has("age")) columns.push([AGE_BAND_KEY, balanced(bands, count, rand)]);
    for (const v of VARIETY) {
      if (v.when === "b2b" && !brief.b2b) continue;
      if (v.when === "b2c" && brief.b2b) continue;
      if (fixed.has(v.key)) continue;
      columns.push([v.key, balanced(v.values, count, rand)]);
    }
    const mix = Array.from({ length: count }, (_, j) => {
      const attributes: Record<string, string> = {};
      for (const [key, values] of columns) attributes[key] = values[j] ?? "";
      for (const [key, value] of Object.entries(segment.attributes ?? {})) if (key.trim()) attributes[key.trim()] = value;
      return attributes;
    });
    return { segment, count, mix, used: 0, current: 0 };
  });

  const slots: PlanSlot[] = [];
  for (let index = 0; index < n; index++) {
    let pick: (typeof parts)[number] | null = null;
    for (const part of parts) {
      if (part.used >= part.count) continue;
      part.current += part.count;
      if (!pick || part.current > pick.current) pick = part;
    }
    if (!pick) break;
    pick.current -= n;
    slots.push({ index, segmentKey: pick.segment.key, attributes: pick.mix[pick.used] ?? {}, status: "pending" });
    pick.used += 1;
  }
  return slots;
}

export type PlanComparison = { segmentKey: string | null; planned: number; actual: number; difference: number };

/**
 * Planned slots against the personas that exist, per segment, in plan order; personas of a segment
 * the plan does not have (an edited brief, a hand-written persona) follow as their own rows.
 */
export function compareToPlan(plan: Pick<PlanSlot, "segmentKey">[], personas: { segmentKey: string | null }[]): PlanComparison[] {
  const rows = new Map<string | null, PlanComparison>();
  const row = (key: string | null) => {
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { segmentKey: key, planned: 0, actual: 0, difference: 0 }));
    return r;
  };
  for (const slot of plan) row(slot.segmentKey).planned += 1;
  for (const p of personas) row(p.segmentKey).actual += 1;
  return [...rows.values()].map((r) => ({ ...r, difference: r.actual - r.planned }));
}
