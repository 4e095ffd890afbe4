import { describe, expect, it } from "vitest";
import { pageWords, rankInternalLinks, type CrawledPage } from "./links";

const page = (url: string, title: string | null, h1s: string[] = []): CrawledPage => ({ url, title, h1s });

describe("rankInternalLinks", () => {
  const brief = { keyword: "pour over coffee", title: "How to brew pour over coffee at home", outline: [{ text: "Choosing a grinder" }, { text: "Water temperature" }] };
  const pages = [
    page("https://brand.example/guides/pour-over-coffee", "Pour over coffee guide"),
    page("https://brand.example/blog/grinder-reviews", "The best grinders", ["Grinder reviews"]),
    page("https://brand.example/about", "About us"),
    page("https://brand.example/blog/brew-at-home", "Brew at home", ["Home brewing basics"]),
  ];

  it("ranks keyword matches above title and outline matches, and explains each", () => {
    const out = rankInternalLinks(brief, pages);
    expect(out.map((l) => l.url)).toEqual(["https://brand.example/guides/pour-over-coffee", "https://brand.example/blog/brew-at-home"]);
    expect(out[0]!.reason).toBe('Shares the keyword\'s "coffee", "over", "pour".');
    expect(out[0]!.anchor).toBe("Pour over coffee guide");
    expect(out[1]!.reason).toMatch(/^Shares the title's "brew", "home"\.$/);
  });

  it("leaves out pages sharing too little, pages already linked and the piece's own URL", () => {
    expect(rankInternalLinks(brief, pages).some((l) => l.url.endsWith("/about"))).toBe(false);
    // One outline word (weight 1) is below the threshold.
    expect(rankInternalLinks(brief, pages).some((l) => l.url.endsWith("/grinder-reviews"))).toBe(false);
    const out = rankInternalLinks(brief, pages, { exclude: ["http://www.brand.example/guides/pour-over-coffee/"] });
    expect(out.map((l) => l.url)).toEqual(["https://brand.example/blog/brew-at-home"]);
  });

  it("counts an outline match once the page shares two of its words", () => {
    const out = rankInternalLinks({ ...brief, outline: [{ text: "Grinder reviews and burr sizes" }] }, pages);
    const grinder = out.find((l) => l.url.endsWith("/grinder-reviews"));
    expect(grinder?.reason).toBe('Shares the outline\'s "grinder", "review".');
  });

  it("reads words from the URL path and de-duplicates pages", () => {
    expect([...pageWords(page("https://x.example/guides/cold-brew", null))].sort()).toEqual(["brew", "cold", "guide"]);
    const twice = [page("https://brand.example/guides/pour-over-coffee", "A"), page("https://brand.example/guides/pour-over-coffee/", "B")];
    expect(rankInternalLinks(brief, twice)).toHaveLength(1);
  });

  it("is empty without words to match", () => {
    expect(rankInternalLinks({ keyword: null, title: "", outline: [] }, pages)).toEqual([]);
  });
});
