import { describe, expect, it } from "vitest";
import { paletteScore } from "./palette-filter";

describe("palette matcher", () => {
  it("ranks exact, prefix and contained label matches first", () => {
    expect(paletteScore("Keyword Research", ["SEO"], "Keyword Research")).toBe(1);
    expect(paletteScore("Keyword Research", ["SEO"], "keyword")).toBeGreaterThan(paletteScore("Search Keywords", [], "keyword"));
    expect(paletteScore("Keyword Research", [], "research")).toBeGreaterThan(0);
  });
  it("needs every typed word, so letters in order are not enough", () => {
    expect(paletteScore("Search Keywords", ["Performance Marketing", "/search-keywords"], "Keyword Research")).toBe(0);
    expect(paletteScore("Sprints", ["Growth Hacking"], "zzqxv")).toBe(0);
  });
  it("also finds entries by section, sub-group or path", () => {
    expect(paletteScore("Instagram Analysis", ["Social Media Management", "Instagram", "/sm-instagram-analysis"], "social")).toBeGreaterThan(0);
    expect(paletteScore("3D Analysis · Step 2", ["SEO", "/3danalysis_step2", "/3d-analysis-step2"], "3d analysis step2")).toBeGreaterThan(0);
  });
  it("matches everything for an empty query", () => {
    expect(paletteScore("Anything", [], "  ")).toBe(1);
  });
});
