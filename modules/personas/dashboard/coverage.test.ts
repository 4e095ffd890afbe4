import { describe, expect, it } from "vitest";
import type { BriefSegment } from "@/db/schema";
import { briefCoverage } from "./queries";

const seg = (key: string, share: number): BriefSegment => ({ key, name: key.toUpperCase(), share, description: "", attributes: {} });

describe("briefCoverage", () => {
  it("plans the brief's shares over the personas that exist and counts them per segment", () => {
    const people = [{ segmentKey: "a" }, { segmentKey: "b" }, { segmentKey: "b" }, { segmentKey: "b" }, { segmentKey: "gone" }];
    expect(briefCoverage([seg("a", 40), seg("b", 60)], people)).toEqual([
      { key: "a", name: "A", share: 40, planned: 2, actual: 1 },
      { key: "b", name: "B", share: 60, planned: 3, actual: 3 },
      { key: "gone", name: "Segment “gone” (no longer in the brief)", share: null, planned: 0, actual: 1 },
    ]);
  });

  it("lists every segment with nothing planned when the brief has no personas", () => {
    expect(briefCoverage([seg("a", 50), seg("b", 50)], [])).toEqual([
      { key: "a", name: "A", share: 50, planned: 0, actual: 0 },
      { key: "b", name: "B", share: 50, planned: 0, actual: 0 },
    ]);
  });
});
