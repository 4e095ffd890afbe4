import { describe, expect, it } from "vitest";
import { stimulusOrder, stimulusOrders } from "./order";

const stimuli = [
  { id: "s-concept", variantGroup: null, variant: null, position: 0 },
  { id: "h-a", variantGroup: "headline", variant: "A", position: 1 },
  { id: "h-b", variantGroup: "headline", variant: "B", position: 2 },
  { id: "h-c", variantGroup: "headline", variant: "C", position: 3 },
  { id: "s-price", variantGroup: null, variant: null, position: 4 },
  { id: "ad-a", variantGroup: "ad", variant: "A", position: 5 },
  { id: "ad-b", variantGroup: "ad", variant: "B", position: 6 },
];
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
const participants = Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

describe("stimulusOrder", () => {
  it("is deterministic for a participant and seed, whatever order the stimuli come in", () => {
    const a = stimulusOrder(stimuli, participants[0]!, 7);
    const b = stimulusOrder([...stimuli].reverse(), participants[0]!, 7);
    expect(ids(a)).toEqual(ids(b));
    expect(ids(a).sort()).toEqual(ids(stimuli).sort());
  });

  it("differs between participants and between seeds", () => {
    const orders = new Set(participants.map((p) => ids(stimulusOrder(stimuli, p, 1)).join(",")));
    expect(orders.size).toBeGreaterThan(3);
    const bySeed = new Set([1, 2, 3, 4, 5, 6].map((s) => ids(stimulusOrder(stimuli, participants[0]!, s)).join(",")));
    expect(bySeed.size).toBeGreaterThan(1);
  });

  it("keeps the variants of a group next to each other", () => {
    for (const p of participants) {
      const order = ids(stimulusOrder(stimuli, p, 3));
      const h = order.map((id, i) => (id.startsWith("h-") ? i : -1)).filter((i) => i >= 0);
      expect(h[2]! - h[0]!).toBe(2);
      const ad = order.map((id, i) => (id.startsWith("ad-") ? i : -1)).filter((i) => i >= 0);
      expect(ad[1]! - ad[0]!).toBe(1);
    }
  });

  it("with the cohort, shows each variant first equally often across participants (exact balance)", () => {
    const orders = stimulusOrders(stimuli, participants, 11);
    const firstHeadline = new Map<string, number>();
    const firstAd = new Map<string, number>();
    for (const order of orders.values()) {
      const o = ids(order);
      const h = o.find((id) => id.startsWith("h-"))!;
      const ad = o.find((id) => id.startsWith("ad-"))!;
      firstHeadline.set(h, (firstHeadline.get(h) ?? 0) + 1);
      firstAd.set(ad, (firstAd.get(ad) ?? 0) + 1);
    }
    // 12 participants: 3 headline variants 4 times each, 2 ad variants 6 times each.
    expect([...firstHeadline.values()]).toEqual([4, 4, 4]);
    expect([...firstAd.values()]).toEqual([6, 6]);
  });

  it("with a cohort that does not divide evenly, counts differ by at most one", () => {
    const seven = participants.slice(0, 7);
    const counts = new Map<string, number>();
    for (const p of seven) {
      const h = ids(stimulusOrder(stimuli, p, 5, [...seven].reverse())).find((id) => id.startsWith("h-"))!;
      counts.set(h, (counts.get(h) ?? 0) + 1);
    }
    const values = [...counts.values()];
    expect(values.reduce((a, b) => a + b, 0)).toBe(7);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
    expect(values).toHaveLength(3);
  });

  it("without the cohort, is balanced on average over many participants", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 900; i++) {
      const h = ids(stimulusOrder(stimuli, `participant-${i}`, 2)).find((id) => id.startsWith("h-"))!;
      counts.set(h, (counts.get(h) ?? 0) + 1);
    }
    for (const c of counts.values()) expect(Math.abs(c - 300)).toBeLessThan(60);
  });

  it("returns an empty order for no stimuli and one stimulus unchanged", () => {
    expect(stimulusOrder([], "p", 1)).toEqual([]);
    expect(ids(stimulusOrder([stimuli[0]!], "p", 1))).toEqual(["s-concept"]);
  });
});
