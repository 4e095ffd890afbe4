import { describe, expect, it } from "vitest";
import { parseSitemap } from "./sitemap";
import { parsePastedPages } from "./sources";
import { analysisIdOf, parseMatrixState, reachableStep, stepHref } from "./url-state";

const ID = "3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b";

describe("3D URL state", () => {
  it("keeps the analysis in ?id and the step in the path", () => {
    expect(stepHref(1, null)).toBe("/3danalysis_step1");
    expect(stepHref(3, ID)).toBe(`/3danalysis_step3?id=${ID}`);
    expect(stepHref(4, ID, { keyword: "cold brew", page: undefined })).toBe(`/3danalysis_step4?id=${ID}&keyword=cold+brew`);
  });
  it("reads only a well-formed id", () => {
    expect(analysisIdOf({ id: ID.toUpperCase() })).toBe(ID);
    expect(analysisIdOf({ id: [ID, "x"] })).toBe(ID);
    expect(analysisIdOf({ id: "1; drop table" })).toBeNull();
    expect(analysisIdOf(new URLSearchParams(`id=${ID}`))).toBe(ID);
  });
  it("sends a link to the furthest step the analysis can show", () => {
    expect(reachableStep(null)).toBe(1);
    expect(reachableStep({ pages: 0, pairs: 0, metrics: 3 })).toBe(1);
    expect(reachableStep({ pages: 2, pairs: 0, metrics: 3 })).toBe(2);
    expect(reachableStep({ pages: 2, pairs: 1, metrics: 0 })).toBe(3);
    expect(reachableStep({ pages: 2, pairs: 1, metrics: 1 })).toBe(4);
  });
  it("parses the matrix state and drops what it does not know", () => {
    const s = parseMatrixState({ id: ID, sort: "-clicks", finding: "cannibalisation", size: "100", q: " coffee " });
    expect(s.sort).toEqual({ id: "clicks", desc: true });
    expect(s.size).toBe(100);
    expect(s.filters).toMatchObject({ id: ID, finding: "cannibalisation", q: "coffee" });
    const bad = parseMatrixState({ sort: "password", finding: "nope", size: "7" });
    expect(bad.sort).toEqual({ id: "impressions", desc: true });
    expect(bad.filters.finding).toBeUndefined();
    expect(bad.size).toBe(50);
  });
});

describe("page inputs", () => {
  it("keeps full web addresses from a pasted list and reports the rest", () => {
    const r = parsePastedPages("https://ex.com/a#top\nhttps://ex.com/a, ftp://x\n/relative  https://ex.com/b");
    expect(r.pages).toEqual(["https://ex.com/a", "https://ex.com/b"]);
    expect(r.rejected).toEqual(["ftp://x", "/relative"]);
  });
  it("reads sitemaps and sitemap indexes, entities and CDATA included", () => {
    const set = parseSitemap(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://ex.com/?a=1&amp;b=2 </loc><lastmod>2026-01-01</lastmod></url><url><loc><![CDATA[https://ex.com/x]]></loc></url></urlset>',
    );
    expect(set).toEqual({ kind: "urlset", locs: ["https://ex.com/?a=1&b=2", "https://ex.com/x"] });
    expect(parseSitemap('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://ex.com/s1.xml</loc></sitemap></sitemapindex>').kind).toBe("sitemapindex");
  });
  it("refuses what is not a sitemap", () => {
    expect(() => parseSitemap("<html><body>Not found</body></html>")).toThrow(/not a sitemap/);
    expect(() => parseSitemap("<urlset><url><loc>x</url></urlset>")).toThrow(/well-formed/);
    expect(() => parseSitemap("")).toThrow(/empty/);
  });
});
