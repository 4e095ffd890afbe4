import { describe, expect, it } from "vitest";
import { exportIds, parseKeywordTable } from "./research-inputs";
import { keywordsToSearch } from "./research-view";

const ID = "0b7c4a52-3f4e-4c0e-9d7e-2a1b3c4d5e6f";

describe("the keyword table's URL", () => {
  it("parses every filter, and drops each malformed one on its own", () => {
    const s = parseKeywordTable(new URLSearchParams(`q=%20cold%20brew%20&vmin=100&vmax=5000&dmin=0&dmax=45&intent=commercial&tracked=yes&group=${ID}&tag=Evergreen&source=semrush&pos=top10&sort=-difficulty&size=100&page=2`));
    expect(s).toEqual({
      sort: { id: "difficulty", desc: true },
      page: 2,
      size: 100,
      filters: { q: "cold brew", vmin: "100", vmax: "5000", dmin: "0", dmax: "45", intent: "commercial", tracked: "yes", group: ID, tag: "Evergreen", source: "semrush", pos: "top10" },
    });
    const bad = parseKeywordTable(new URLSearchParams("vmin=-5&dmax=101&intent=buy&tracked=maybe&group=x&source=Semrush!&pos=top1&sort=cpc&size=7"));
    expect(bad).toEqual({ sort: { id: "volume", desc: true }, page: 1, size: 50, filters: {} });
    expect(parseKeywordTable(new URLSearchParams("group=none")).filters).toEqual({ group: "none" });
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    const s = parseKeywordTable(new URLSearchParams("pos=top3&sort=keyword&tag=a%26b"));
    expect(keywordsToSearch(s)).toBe("?tag=a%26b&pos=top3&sort=keyword");
    expect(parseKeywordTable(new URLSearchParams(keywordsToSearch(s).slice(1)))).toEqual(s);
    expect(keywordsToSearch(parseKeywordTable(new URLSearchParams("")))).toBe("");
  });

  it("takes well-formed ids of an 'Export selected' link, at most 500", () => {
    expect(exportIds(null)).toBeUndefined();
    expect(exportIds(`${ID},nope,${ID.toUpperCase()}`)).toEqual([ID, ID.toUpperCase()]);
    expect(exportIds("")).toEqual([]);
    expect(exportIds(Array.from({ length: 600 }, () => ID).join(","))).toHaveLength(500);
  });
});
