import { describe, expect, it } from "vitest";
import type { OrganicResult } from "../types";
import { serpDiff } from "./serp-diff";

const r = (position: number, url: string): OrganicResult => ({ position, url, domain: new URL(url).hostname.replace(/^www\./, ""), title: url, snippet: null });

describe("serpDiff", () => {
  it("reports moves by page, new pages and lost pages", () => {
    const previous = [r(1, "https://a.example/x"), r(2, "https://www.b.example/y/"), r(3, "https://c.example/z"), r(4, "https://d.example/w")];
    const current = [r(1, "http://b.example/y"), r(2, "https://new.example/n"), r(3, "https://a.example/x?utm_source=feed"), r(4, "https://d.example/w")];
    const diff = serpDiff(current, previous);
    expect(diff.hasPrevious).toBe(true);
    expect(diff.results).toEqual([
      { delta: 1, previousPosition: 2, isNew: false },
      { delta: null, previousPosition: null, isNew: true },
      { delta: -2, previousPosition: 1, isNew: false },
      { delta: 0, previousPosition: 4, isNew: false },
    ]);
    expect(diff.lost.map((l) => [l.position, l.url])).toEqual([[3, "https://c.example/z"]]);
  });

  it("says nothing changed when there is no previous fetch", () => {
    const diff = serpDiff([r(1, "https://a.example/x")], null);
    expect(diff).toEqual({ results: [{ delta: null, previousPosition: null, isNew: false }], lost: [], hasPrevious: false });
  });

  it("keeps a page's best position when it is listed twice", () => {
    const diff = serpDiff([r(5, "https://a.example/x")], [r(2, "https://a.example/x"), r(7, "https://a.example/x/")]);
    expect(diff.results[0]).toEqual({ delta: -3, previousPosition: 2, isNew: false });
    expect(diff.lost).toEqual([]);
  });
});
