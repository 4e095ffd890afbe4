import { describe, expect, it } from "vitest";
import { reciprocalRankFusion, RRF_K } from "./rrf";

const list = <M extends string>(method: M, ...ids: string[]) => ({ method, ids: ids.map((id, i) => ({ id, score: 10 - i })) });

describe("reciprocalRankFusion", () => {
  it("adds 1 / (k + rank) over the methods that found an id, and keeps each method's rank and score", () => {
    const fused = reciprocalRankFusion([list("fulltext", "a", "b"), list("vector", "b", "c")]);
    expect(fused.map((f) => f.id)).toEqual(["b", "a", "c"]);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
    expect(fused[0]!.methods).toEqual({ fulltext: { rank: 2, score: 9 }, vector: { rank: 1, score: 10 } });
    expect(fused[1]!.methods).toEqual({ fulltext: { rank: 1, score: 10 } });
  });

  it("ignores the methods' score scales: only ranks count", () => {
    const a = reciprocalRankFusion([{ method: "x", ids: [{ id: "p", score: 1000 }, { id: "q", score: 999 }] }, { method: "y", ids: [{ id: "q", score: 0.01 }] }]);
    expect(a[0]!.id).toBe("q");
  });

  it("breaks ties by first appearance, so equal evidence keeps a stable order", () => {
    const fused = reciprocalRankFusion([list("fulltext", "a"), list("trigram", "b")]);
    expect(fused.map((f) => f.id)).toEqual(["a", "b"]);
    expect(fused[0]!.score).toBe(fused[1]!.score);
  });

  it("counts an id once per list, honours k and limit, and fuses nothing into nothing", () => {
    const dup = reciprocalRankFusion([{ method: "m", ids: [{ id: "a", score: 1 }, { id: "a", score: 0.5 }] }]);
    expect(dup).toHaveLength(1);
    expect(dup[0]!.score).toBeCloseTo(1 / (RRF_K + 1));
    expect(reciprocalRankFusion([list("m", "a")], { k: 0 })[0]!.score).toBe(1);
    expect(reciprocalRankFusion([list("m", "a", "b", "c")], { limit: 2 }).map((f) => f.id)).toEqual(["a", "b"]);
    expect(reciprocalRankFusion([])).toEqual([]);
  });
});
