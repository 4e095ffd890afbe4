import { describe, expect, it } from "vitest";
import { PM_BRANDS } from "./fixtures/brands";
import { byIndustry } from "./fixtures/load";
import type { Mention, TrackedBrand } from "./mentions";
import { type AnalyzedAnswer, analyzeAnswer, computeMetrics, computeMetricsBy } from "./metrics";
import { wilson } from "./stats";

const brands: TrackedBrand[] = [
  { id: "a", name: "Acme", aliases: [], domains: ["acme.com"], own: true },
  { id: "b", name: "Bolt", aliases: [], domains: ["bolt.io"], own: false },
  { id: "c", name: "Crux", aliases: [], domains: [], own: false },
];

const m = (brandId: string, position: number, count = 1): Mention => ({ brandId, position, count, firstIndex: position * 10, matches: [] });
const answer = (engine: string, mentions: Mention[], citedDomains: string[] = [], sentiment: number | null = null): AnalyzedAnswer => ({
  promptId: "p1",
  engine,
  mentions,
  citedDomains,
  sentiment,
});

const answers: AnalyzedAnswer[] = [
  answer("openai", [m("a", 1, 3), m("b", 2)], ["blog.acme.com", "g2.com"], 0.5),
  answer("openai", [m("b", 1), m("a", 2)], ["bolt.io"], -0.1),
  answer("perplexity", [m("b", 1, 4), m("zzz", 2)], ["acme.com.evil.io"]),
  answer("perplexity", []),
];

describe("computeMetrics", () => {
  const metrics = computeMetrics(answers, brands);

  it("computes visibility, position, citation share and sentiment for the own brand", () => {
    expect(metrics.answers).toBe(4);
    expect(metrics.visibility).toEqual(wilson(2, 4));
    expect(metrics.avgPosition).toBe(1.5);
    expect(metrics.positionN).toBe(2);
    // blog.acme.com is the brand's; acme.com.evil.io is not.
    expect(metrics.citationShare).toEqual(wilson(1, 4));
    expect(metrics.sentiment.n).toBe(2);
    expect(metrics.sentiment.value).toBeCloseTo(0.2);
  });

  it("computes share of voice from answers-with-mention per brand, ignoring untracked ids and raw counts", () => {
    // Acme in 2 answers, Bolt in 3, Crux in 0: 2 / 5, although Bolt is named 6 times and Acme 4.
    expect(metrics.shareOfVoice).toEqual(wilson(2, 5));
    expect(metrics.shareOfVoice.value).toBeCloseTo(0.4);
  });

  it("reports every tracked brand", () => {
    expect(metrics.perBrand.map((b) => [b.brandId, b.answersWithMention, b.mentions, b.avgPosition, b.positionN])).toEqual([
      ["a", 2, 4, 1.5, 2],
      ["b", 3, 6, 4 / 3, 3],
      ["c", 0, 0, null, 0],
    ]);
    const bolt = metrics.perBrand[1]!;
    expect(bolt.visibility).toEqual(wilson(3, 4));
    expect(bolt.shareOfVoice).toEqual(wilson(3, 5));
    expect(bolt.citationShare).toEqual(wilson(1, 4));
    expect(metrics.perBrand.reduce((s, b) => s + b.shareOfVoice.value, 0)).toBeCloseTo(1);
  });

  it("handles no answers", () => {
    const empty = computeMetrics([], brands);
    expect(empty.visibility).toEqual({ value: 0, low: 0, high: 0, n: 0 });
    expect(empty.shareOfVoice.n).toBe(0);
    expect(empty.avgPosition).toBeNull();
    expect(empty.sentiment).toEqual({ value: null, n: 0 });
  });

  it("counts an answer once when several own brands are mentioned, at the best position", () => {
    const two = [...brands, { id: "a2", name: "Acme Pro", aliases: [], domains: [], own: true }];
    const res = computeMetrics([answer("x", [m("b", 1), m("a2", 2), m("a", 3)])], two);
    expect(res.visibility.value).toBe(1);
    expect(res.avgPosition).toBe(2);
    expect(res.shareOfVoice).toEqual(wilson(2, 3));
  });
});

describe("computeMetricsBy", () => {
  it("groups by a key", () => {
    const rows = computeMetricsBy(answers, brands, (a) => a.engine);
    expect(rows.map((r) => [r.key, r.metrics.answers, r.metrics.visibility.value])).toEqual([
      ["openai", 2, 1],
      ["perplexity", 2, 0],
    ]);
  });
});

describe("analyzeAnswer over the project-management corpus", () => {
  const analyzed = byIndustry("pm").map((f, i) => analyzeAnswer({ promptId: `p${i}`, engine: "test", text: f.text }, PM_BRANDS));

  it("merges engine citations with URLs in the text", () => {
    const a = analyzeAnswer({ promptId: "p", engine: "perplexity", text: "See https://www.g2.com/x", citations: ["https://asana.com/a", "https://www.g2.com/x"] }, PM_BRANDS);
    expect(a.urls).toEqual(["https://asana.com/a", "https://www.g2.com/x"]);
    expect(a.citedDomains).toEqual(["asana.com", "g2.com"]);
    expect(a.sentiment).toBeNull();
  });

  it("gives the dashboard numbers", () => {
    const metrics = computeMetrics(analyzed, PM_BRANDS);
    expect(metrics.visibility).toEqual(wilson(6, 6));
    // asana 6, trello 3 (01, 03, 06), monday 3 (01, 02, 04), clickup 4 (01, 03, 04, 06), notion 2 (01, 04)
    expect(metrics.perBrand.map((b) => b.answersWithMention)).toEqual([6, 3, 3, 4, 2]);
    expect(metrics.shareOfVoice).toEqual(wilson(6, 18));
    // asana.com/pricing in pm-01, blog.asana.com in pm-02
    expect(metrics.citationShare).toEqual(wilson(2, 6));
    // Asana first in pm-01, 02, 05, 06? no: 01→1, 02→1, 03→3, 04→2, 05→1, 06→3
    expect(metrics.avgPosition).toBeCloseTo((1 + 1 + 3 + 2 + 1 + 3) / 6);
    expect(metrics.sentiment.n).toBe(6);
  });
});
