import { describe, expect, it } from "vitest";
import { draftPrompt, normaliseDraft } from "./draft";

const seg = (name: string, share: number) => ({ name, share, description: "", attributes: [] });
const base = { name: "Brief", audience: "Everyone", constraints: "", decision: "" };

describe("normaliseDraft", () => {
  it("turns the engine's shares into whole per cents adding up to 100", () => {
    expect(normaliseDraft({ ...base, segments: [seg("A", 33.3), seg("B", 33.3), seg("C", 33.3)] }).segments.map((s) => s.share)).toEqual([34, 33, 33]);
    expect(normaliseDraft({ ...base, segments: [seg("A", 2), seg("B", 3)] }).segments.map((s) => s.share)).toEqual([40, 60]);
  });

  it("gives a segment the engine left at 0 % one per cent from the largest, and drops repeated names", () => {
    const d = normaliseDraft({ ...base, segments: [seg("A", 100), seg("B", 0), seg("a", 10)] });
    expect(d.segments.map((s) => [s.name, s.share])).toEqual([
      ["A", 99],
      ["B", 1],
    ]);
  });
});

describe("draftPrompt", () => {
  it("states the market and what the writer said, or asks to infer the audience", () => {
    expect(draftPrompt({ audience: "café owners", b2b: true, country: "DE", ageMin: 25, ageMax: 60 })).toMatch(/café owners[\s\S]*business buyers \(B2B\), country DE; ages 25–60/);
    expect(draftPrompt({ audience: " ", b2b: false, country: null, ageMin: 18, ageMax: 65 })).toContain("infer it from the brand");
  });
});
