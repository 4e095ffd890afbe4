import { describe, expect, it } from "vitest";
import { parseHtml } from "./parse";
import { parseSitemap } from "./sitemap";
import { hamming, nearDuplicatePairs, simhash } from "@/lib/text/simhash";
import { normaliseUrl } from "./urls";
import { isValidLangTag } from "./checks/meta";

describe("parseHtml", () => {
  it("reads head tags, headings, links and text in one pass, skipping scripts and styles", () => {
    const f = parseHtml(
      `<html lang="en-GB"><head><title> A  page </title><meta name="description" content="Desc"><link rel="canonical" href="/x"><style>p{}</style>
       <script>var hidden = "words";</script></head><body><h1>Top</h1><h3>Skip</h3><p>one two three</p>
       <a href="/b#frag" rel="nofollow">B <img src="i.png" alt="bee"></a><a href="https://else.example/">Out</a><a href="mailto:x@y.z">Mail</a></body></html>`,
      "https://s.example/a",
      "s.example",
    );
    expect(f.title).toBe("A page");
    expect(f.metaDescription).toBe("Desc");
    expect(f.canonicalHref).toBe("/x");
    expect(f.lang).toBe("en-GB");
    expect(f.headings.map((h) => h.level)).toEqual([1, 3]);
    expect(f.links.map((l) => [l.url, l.internal, l.nofollow, l.text])).toEqual([
      ["https://s.example/b", true, true, "B bee"],
      ["https://else.example/", false, false, "Out"],
      [null, false, false, "Mail"],
    ]);
    // Top, Skip, one, two, three, B, Out, Mail: the script's and the style's text is not content.
    expect(f.wordCount).toBe(8);
  });
});

describe("sitemaps", () => {
  it("reads a urlset and an index, namespaced or not", () => {
    expect(parseSitemap(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://a.example/1 </loc></url><url><loc>https://a.example/2?a=1&amp;b=2</loc></url></urlset>`)).toEqual({
      kind: "urlset",
      locs: ["https://a.example/1", "https://a.example/2?a=1&b=2"],
    });
    expect(parseSitemap(`<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:sitemap><sm:loc>https://a.example/s.xml</sm:loc></sm:sitemap></sm:sitemapindex>`).kind).toBe("index");
  });
});

describe("simhash", () => {
  const words = (seed: number, n = 1000) => {
    let x = seed;
    return Array.from({ length: n }, () => `w${(x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 997}`);
  };
  it("is close for nearly equal texts and far for different ones", () => {
    const a = simhash(words(1))!;
    const b = simhash([...words(1).slice(0, 998), "x", "y"])!;
    const c = simhash(words(2))!;
    expect(hamming(a, b)).toBeLessThanOrEqual(3);
    expect(hamming(a, c)).toBeGreaterThan(10);
    expect(nearDuplicatePairs([{ key: "a", hash: a }, { key: "b", hash: b }, { key: "c", hash: c }])).toEqual([["a", "b"]]);
    expect(simhash(words(1, 20))).toBeNull();
  });
});

describe("urls and language codes", () => {
  it("drops fragments and refuses what cannot be crawled", () => {
    expect(normaliseUrl("/p#x", "https://s.example/a")).toBe("https://s.example/p");
    expect(normaliseUrl("javascript:void(0)", "https://s.example/")).toBeNull();
    expect(normaliseUrl("#", "https://s.example/")).toBeNull();
  });
  it("knows real ISO codes", () => {
    for (const ok of ["en", "en-GB", "zh-Hant", "es-419", "pt-br"]) expect(isValidLangTag(ok), ok).toBe(true);
    for (const bad of ["en-UK", "english", "xx", "en-ZZ", ""]) expect(isValidLangTag(bad), bad).toBe(false);
  });
});

describe("publish date and main text (content research)", () => {
  it("reads the publish date from meta first, then JSON-LD datePublished, then a <time> tag", () => {
    const meta = parseHtml(`<meta property="article:published_time" content="2026-03-14T08:30:00+00:00"><time datetime="2020-01-01">x</time>`, "https://a.example/", "a.example");
    expect(meta.published).toEqual({ date: "2026-03-14", source: "meta" });
    const ld = parseHtml(`<script type="application/ld+json">{"@graph":[{"@type":"WebSite"},{"@type":"Article","datePublished":"2025-11-02T09:00:00Z"}]}</script><time datetime="2020-01-01">x</time>`, "https://a.example/", "a.example");
    expect(ld.published).toEqual({ date: "2025-11-02", source: "json-ld" });
    const time = parseHtml(`<p>Updated <time datetime="2026-01-10T07:00:00Z">10 January</time></p>`, "https://a.example/", "a.example");
    expect(time.published).toEqual({ date: "2026-01-10", source: "time" });
    expect(parseHtml(`<p>No date</p>`, "https://a.example/", "a.example").published).toBeNull();
  });

  it("keeps the main text without menus, banners, sidebars and footers only when asked", () => {
    const html = `<header><nav>Home Shop</nav></header><article><h2>Fit</h2><p>Leave a <b>thumb</b>'s width.</p></article><aside>Related</aside><footer>© 2026</footer>`;
    expect(parseHtml(html, "https://a.example/", "a.example").mainText).toBeUndefined();
    expect(parseHtml(html, "https://a.example/", "a.example", { mainText: true }).mainText).toBe("Fit Leave a thumb's width.");
  });
});
