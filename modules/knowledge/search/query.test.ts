import { describe, expect, it } from "vitest";
import { anyWordQuery, highlightParts, HIGHLIGHT_START as S, HIGHLIGHT_STOP as E, normalizeQuery, searchConfigs, vectorLiteral } from "./query";

describe("query building", () => {
  it("normalizes the query: control characters and runs of spaces collapse, length is capped", () => {
    expect(normalizeQuery("  conical\u0000\tburrs \n ")).toBe("conical burrs");
    expect(normalizeQuery("x".repeat(500))).toHaveLength(300);
    expect(normalizeQuery("   ")).toBe("");
  });

  it("parses in every language the brand's sources use, always 'simple', never a name that is not a config", () => {
    expect(searchConfigs(["english", "German", null, "english", undefined])).toEqual(["english", "german", "simple"]);
    expect(searchConfigs(["english'; drop table x; --", "1abc", ""])).toEqual(["simple"]);
  });

  it("turns a task into an any-word query without phrases, exclusions or repeated words", () => {
    expect(anyWordQuery('espresso "grinder" -cheap espresso or beans')).toBe("espresso OR grinder OR cheap OR beans");
    expect(anyWordQuery("   ")).toBe("");
  });

  it("splits a ts_headline snippet into plain and highlighted parts (no HTML involved)", () => {
    expect(highlightParts(`Our ${S}conical${E} ${S}burrs${E} <b>grind</b>`)).toEqual([
      { text: "Our ", hit: false },
      { text: "conical", hit: true },
      { text: " ", hit: false },
      { text: "burrs", hit: true },
      { text: " <b>grind</b>", hit: false },
    ]);
    expect(highlightParts(`${S}open`)).toEqual([{ text: "open", hit: true }]);
    expect(highlightParts("")).toEqual([]);
  });

  it("writes vectors in pgvector's text form and refuses non-finite numbers", () => {
    expect(vectorLiteral([0.5, -1, 2])).toBe("[0.5,-1,2]");
    expect(() => vectorLiteral([1, Number.NaN])).toThrow();
    expect(() => vectorLiteral([])).toThrow();
  });
});
