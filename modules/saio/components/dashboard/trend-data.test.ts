import { describe, expect, it } from "vitest";
import { trendModel } from "./trend-data";

const series = [
  { id: "own", name: "Acme", own: true },
  { id: "c:asana", name: "Asana", own: false },
  { id: "c:trello", name: "Trello", own: false },
  { id: "c:clickup", name: "ClickUp", own: false },
];

describe("trendModel", () => {
  it("draws a single day as one bar per brand, each with its own key and colour, so equal values cannot hide a competitor", () => {
    const m = trendModel([{ date: "2026-11-26", answers: 2, own: 100, "c:asana": 100, "c:trello": 100, "c:clickup": 0 }], series);
    expect(m.kind).toBe("bars");
    expect(m.series.map((s) => [s.key, s.label])).toEqual([
      ["s0", "Acme (you)"],
      ["s1", "Asana"],
      ["s2", "Trello"],
      ["s3", "ClickUp"],
    ]);
    expect(new Set(m.series.map((s) => s.color)).size).toBe(4);
    expect(m.rows).toEqual([{ date: "2026-11-26", s0: 100, s1: 100, s2: 100, s3: 0 }]);
  });

  it("keeps lines for two days or more, and leaves a brand without a value on a day empty", () => {
    const m = trendModel(
      [
        { date: "2026-11-25", answers: 1, own: 50 },
        { date: "2026-11-26", answers: 1, own: 100, "c:asana": 0 },
      ],
      series.slice(0, 2),
    );
    expect(m.kind).toBe("lines");
    expect(m.rows).toEqual([
      { date: "2026-11-25", s0: 50, s1: null },
      { date: "2026-11-26", s0: 100, s1: 0 },
    ]);
  });
});
