import { describe, expect, it } from "vitest";
import { pageHtml, prose, type PageOptions } from "@/tests/fixtures/seo-audit/site";
import { parseHtml } from "../parse";
import { buildSiteIndex } from "../site";
import { normaliseUrl } from "../urls";
import { NOT_CHECKED, type PageFacts } from "../types";
import { CHECKS, pageScore, runChecks } from ".";

const ORIGIN = "https://shop.example/";
const HOST = "shop.example";

function page(o: Partial<PageOptions> & { url?: string }, extra: Partial<PageFacts> = {}): PageFacts {
  const url = o.url ?? ORIGIN;
  const html = extra.html === undefined ? parseHtml(pageHtml({ url, ...o }), url, HOST) : extra.html;
  return {
    url,
    external: false,
    inSitemap: false,
    blockedByRobots: false,
    depth: 0,
    fetched: true,
    status: 200,
    fetchError: null,
    finalUrl: url,
    redirectChain: [],
    redirectLoop: false,
    contentType: "text/html",
    bytes: 20_000,
    responseMs: 40,
    xRobotsTag: null,
    canonical: html?.canonicalHref ? normaliseUrl(html.canonicalHref, url) : null,
    ...extra,
    html,
  };
}

const keys = (pages: PageFacts[], url = ORIGIN) =>
  [...new Set(runChecks(buildSiteIndex(ORIGIN, pages)).filter((i) => i.pageUrl === url).map((i) => i.checkKey))].sort();
const issuesOf = (pages: PageFacts[], key: string) => runChecks(buildSiteIndex(ORIGIN, pages)).filter((i) => i.checkKey === key);

describe("a clean page", () => {
  it("triggers no check and scores 100", () => {
    const issues = runChecks(buildSiteIndex(ORIGIN, [page({})]));
    expect(issues).toEqual([]);
    expect(pageScore(issues)).toBe(100);
  });
  it("every check has a how-to-fix text and a unique key", () => {
    expect(new Set(CHECKS.map((c) => c.key)).size).toBe(CHECKS.length);
    for (const c of CHECKS) expect(c.fix.length).toBeGreaterThan(20);
  });
});

describe("one defect per fixture", () => {
  const cases: [string, Partial<PageOptions>, Partial<PageFacts>?][] = [
    ["title-missing", { title: null }],
    ["title-empty", { title: "" }],
    ["title-too-long", { title: "Northwind coffee: every roast, every brew method, every grinder and kettle we sell" }],
    ["title-too-short", { title: "Coffee" }],
    ["description-missing", { description: null }],
    ["description-empty", { description: "" }],
    ["description-too-long", { description: "Northwind coffee ".repeat(12) }],
    ["description-too-short", { description: "Coffee from Northwind." }],
    ["h1-missing", { h1s: [] }],
    ["h1-multiple", { h1s: ["Northwind", "Coffee"] }],
    ["heading-order", { headings: "<h2>Roasting</h2><h4>Light roast</h4>" }],
    ["html-lang-missing", { lang: null }],
    ["html-lang-invalid", { lang: "en-UK" }],
    ["viewport-missing", { viewport: false }],
    ["open-graph-missing", { og: false }],
    ["twitter-card-missing", { twitter: false }],
    ["canonical-missing", { canonical: null }],
    ["canonical-relative", { canonical: "/" }],
    ["nofollow", { robots: "nofollow" }],
    ["thin-content", { words: 120 }],
    ["image-alt-missing", { images: '<img src="/a.jpg" width="10" height="10">' }],
    ["image-size-missing", { images: '<img src="/a.jpg" alt="A cup">' }],
    ["mixed-content", { head: '<script src="http://cdn.example/app.js"></script>' }],
    ["link-text-vague", { links: [{ href: "/about", text: "Click here" }] }],
    ["uncrawlable-link", { links: [{ href: "javascript:void(0)", text: "Open the menu" }] }],
    ["jsonld-invalid", { jsonLd: '{"@type": "Organization", "name": "Northwind",}' }],
    ["schema-missing-props", { jsonLd: JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: "Kettle" }) }],
    ["slow-response", {}, { responseMs: 2500 }],
    ["heavy-page", {}, { bytes: 900 * 1024 }],
    ["status-4xx", {}, { status: 404, html: null }],
    ["status-5xx", {}, { status: 503, html: null }],
    ["fetch-error", {}, { status: null, fetchError: "No connection within 5000 ms.", html: null }],
    ["redirect-chain", {}, { status: 301, html: null, redirectChain: [{ url: ORIGIN, status: 301 }, { url: "https://shop.example/a", status: 302 }], finalUrl: "https://shop.example/b" }],
    ["redirect-loop", {}, { status: 301, html: null, redirectLoop: true, redirectChain: [{ url: ORIGIN, status: 301 }, { url: "https://shop.example/a", status: 301 }] }],
  ];
  it.each(cases)("%s", (key, opts, extra) => {
    expect(keys([page(opts, extra)])).toEqual([key]);
  });

  it("noindex by meta and by X-Robots-Tag, with the tag as evidence", () => {
    expect(keys([page({ robots: "noindex" })])).toEqual(["noindex"]);
    const header = page({}, { xRobotsTag: "noindex" });
    expect(keys([header])).toEqual(["noindex"]);
    expect(issuesOf([header], "noindex")[0]!.evidence).toBe("X-Robots-Tag: noindex");
  });

  it("the evidence is the exact tag", () => {
    const [i] = issuesOf([page({ links: [{ href: "javascript:void(0)", text: "Open the menu" }] })], "uncrawlable-link");
    expect(i!.evidence).toBe('<a href="javascript:void(0)">Open the menu</a>');
    const [t] = issuesOf([page({ title: "Coffee" })], "title-too-short");
    expect(t!.evidence).toBe("<title>Coffee</title> (6 characters)");
  });
});

describe("checks across pages", () => {
  const A = "https://shop.example/a";
  const B = "https://shop.example/b";
  const home = (links: { href: string; text: string }[]) => page({ links });

  it("duplicate titles and descriptions", () => {
    const pages = [page({ url: A, title: "Northwind coffee: the same title twice", description: "The same description on two pages of the shop, which says nothing new." }), page({ url: B, title: "Northwind coffee: the same title twice", description: "The same description on two pages of the shop, which says nothing new." })];
    expect(keys(pages, A)).toEqual(["description-duplicate", "title-duplicate"]);
    expect(keys(pages, B)).toEqual(["description-duplicate", "title-duplicate"]);
  });

  it("near-duplicate text (simhash), not for distinct text", () => {
    const text = prose("shared", 300);
    const pages = [page({ url: A, body: text }), page({ url: B, body: `${text} one more line` })];
    expect(keys(pages, A)).toEqual(["near-duplicate"]);
    expect(keys([page({ url: A }), page({ url: B })], A)).toEqual([]);
  });

  it("broken internal and external links, named by the link", () => {
    const dead = page({ url: A }, { status: 404, html: null });
    const ext = { ...page({ url: "https://other.example/gone" }, { status: 410, html: null }), external: true };
    const pages = [home([{ href: "/a", text: "Our roasts" }, { href: "https://other.example/gone", text: "Partner farm" }]), dead, ext];
    expect(keys(pages)).toEqual(["broken-external-link", "broken-internal-link"]);
    expect(issuesOf(pages, "broken-internal-link")[0]!.evidence).toBe('<a href="/a">Our roasts</a> → HTTP 404');
  });

  it("an external link the outbound guard refused is not checked, not broken; one that gave no answer is", () => {
    const refused = { ...page({ url: "http://10.0.0.5/farm" }, { status: null, html: null, fetchError: `${NOT_CHECKED}private address` }), external: true };
    const down = { ...page({ url: "https://down.example/" }, { status: null, html: null, fetchError: "connection refused" }), external: true };
    expect(keys([home([{ href: "http://10.0.0.5/farm", text: "Partner farm" }]), refused])).toEqual([]);
    expect(keys([home([{ href: "https://down.example/", text: "Partner farm" }]), down])).toEqual(["broken-external-link"]);
  });

  it("canonical elsewhere, and to a non-200", () => {
    expect(keys([page({ canonical: A }), page({ url: A })])).toEqual(["canonical-elsewhere"]);
    expect(keys([page({ canonical: A }), page({ url: A }, { status: 404, html: null })])).toEqual(["canonical-elsewhere", "canonical-non-200"]);
  });

  it("blocked by robots.txt but linked", () => {
    const blocked = page({ url: A }, { blockedByRobots: true, status: null, html: null, depth: 1 });
    expect(keys([home([{ href: "/a", text: "Private roasts" }]), blocked], A)).toEqual(["blocked-but-linked"]);
  });

  it("sitemap entries that are not 200, noindex or not canonical; orphans", () => {
    const linked = (url: string) => home([{ href: new URL(url).pathname, text: "A roast" }]);
    expect(keys([linked(A), page({ url: A }, { inSitemap: true, status: 404, html: null })], A)).toEqual(["sitemap-not-200", "status-4xx"]);
    expect(keys([linked(A), page({ url: A, robots: "noindex" }, { inSitemap: true })], A)).toEqual(["noindex", "sitemap-noindex"]);
    expect(keys([linked(A), page({ url: A, canonical: B }, { inSitemap: true }), page({ url: B })], A)).toEqual(["canonical-elsewhere", "sitemap-not-canonical"]);
    expect(keys([page({}), page({ url: A }, { inSitemap: true, depth: null })], A)).toEqual(["orphan-page"]);
  });

  it("deep pages", () => {
    expect(keys([page({ url: A }, { depth: 5 })], A)).toEqual(["deep-page"]);
  });

  it("hreflang: invalid code, missing self reference, missing return link", () => {
    const alt = (pairs: [string, string][]) => pairs.map(([l, h]) => `<link rel="alternate" hreflang="${l}" href="${h}">`).join("");
    expect(keys([page({ head: alt([["en", ORIGIN], ["en-UK", A]]) }), page({ url: A, head: alt([["en", ORIGIN], ["en-GB", A]]) })])).toEqual(["hreflang-invalid"]);
    expect(keys([page({ head: alt([["de", A]]) }), page({ url: A, head: alt([["de", A], ["en", ORIGIN]]) })])).toEqual(["hreflang-no-self"]);
    expect(keys([page({ head: alt([["en", ORIGIN], ["de", A]]) }), page({ url: A, head: alt([["de", A]]) })])).toEqual(["hreflang-no-return"]);
    expect(keys([page({ head: alt([["en", ORIGIN], ["de", A], ["x-default", ORIGIN]]) }), page({ url: A, head: alt([["de", A], ["en", ORIGIN]]) })])).toEqual([]);
  });
});

describe("image file weight", () => {
  const hero = "https://shop.example/img/hero.jpg";
  const small = "https://shop.example/img/roastery.jpg";
  const sized = (bytes: number | null, url = hero) => ({ url, status: bytes === null ? 404 : 200, bytes, error: null });
  const withHero = (url: string) => page({ url, images: '<img src="/img/hero.jpg" alt="Cold brew in a jar" width="1600" height="900"><img src="/img/roastery.jpg" alt="The roastery" width="800" height="600">' });

  it("flags an image over 200 KB on every page using it, with its URL, bytes and the other pages", () => {
    const a = withHero(ORIGIN);
    const b = withHero("https://shop.example/guides/cold-brew");
    const site = buildSiteIndex(ORIGIN, [a, b], [sized(412 * 1024), sized(38 * 1024, small)]);
    const issues = runChecks(site).filter((i) => i.checkKey === "image-too-heavy");
    expect(issues.map((i) => i.pageUrl).sort()).toEqual([ORIGIN, "https://shop.example/guides/cold-brew"]);
    const home = issues.find((i) => i.pageUrl === ORIGIN)!;
    expect(home.evidence).toBe('<img src="/img/hero.jpg"> is 412 KB; also on https://shop.example/guides/cold-brew');
    expect(home.details).toEqual({ image: hero, bytes: 412 * 1024, pages: [ORIGIN, "https://shop.example/guides/cold-brew"] });
    // Nothing else on those pages: the small image and the clean markup pass.
    expect([...new Set(runChecks(site).map((i) => i.checkKey))]).toEqual(["image-too-heavy"]);
  });

  it("stays quiet at the threshold, for unmeasured images and for images that did not answer", () => {
    for (const sizes of [[sized(200 * 1024)], [], [sized(null)]]) {
      expect(runChecks(buildSiteIndex(ORIGIN, [withHero(ORIGIN)], sizes))).toEqual([]);
    }
  });
});
