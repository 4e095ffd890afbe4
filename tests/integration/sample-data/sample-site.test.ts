/**
 * The demo brand's sample crawl (issue #19): the shipped site (db/sample/seo-site) through the real
 * crawler over the file transport — no socket, only the demo origin answered — finds exactly the
 * defects the site was written with, and the crawl a month earlier shows what was fixed since.
 */
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, seoCrawlIssues, seoCrawls } from "@/db/schema";
import { checkUrl, OutboundBlockedError, OutboundNetworkError } from "@/lib/http";
import { SAMPLE_SITE_DIR, sampleSiteClient, sampleSiteTransport } from "@/modules/sample-data/site-transport";
import { brandWithScope } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { seedSampleCrawls } = await import("@/modules/sample-data/site-audit");

const ORIGIN = "https://northwind-coffee.example";
const init = (over: Partial<Parameters<ReturnType<typeof sampleSiteTransport>>[1]> = {}) => ({ method: "GET", headers: {}, body: null, connectTimeoutMs: 1000, deadline: Date.now() + 5000, totalTimeoutMs: 5000, maxResponseBytes: 5 * 1024 * 1024, ...over });
const target = (url: string) => checkUrl(url, { resolve: async () => [{ address: "127.0.0.1", family: 4 }], allowPrivateHosts: new URL(url).hostname });

/** Page path → check keys, as the current site must show them (exactly). */
export const SAMPLE_SITE_DEFECTS: Record<string, string[]> = {
  "/wholesale": ["title-missing"],
  "/shop/kenya-nyeri": ["title-duplicate"],
  "/shop/guatemala-huehuetenango": ["title-duplicate"],
  "/shop/colombia-huila": ["jsonld-invalid"],
  "/shop/house-blend": ["near-duplicate"],
  "/shop/house-blend-2lb": ["near-duplicate"],
  "/guides/aeropress": ["broken-internal-link"],
  "/guides/aeropress-inverted": ["status-4xx"],
  "/shop/espresso": ["redirect-chain"],
  "/shop/espresso-blend": ["sitemap-not-200"],
  "/blog/harvest-report-2026": ["orphan-page"],
  "/blog/light-vs-dark-roast": ["noindex", "sitemap-noindex"],
  "/cafes": ["image-alt-missing"],
  "/guides/cold-brew": ["image-too-heavy"],
  "/es/": ["hreflang-invalid"],
  "/es/suscripciones": ["hreflang-no-return"],
  "/cart": ["blocked-but-linked"],
};

describe("the sample site transport", () => {
  const transport = sampleSiteTransport({ origin: ORIGIN, root: SAMPLE_SITE_DIR });

  it("answers the demo origin from the files: pages, redirects, headers, HEAD, ranges and 404s", async () => {
    const home = await transport(await target(`${ORIGIN}/`), init());
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.body.toString()).toContain("<h1>Fresh roasted coffee");
    const moved = await transport(await target(`${ORIGIN}/shop/espresso`), init());
    expect([moved.status, moved.headers.location]).toEqual([301, "/shop/espresso-blend"]);
    const head = await transport(await target(`${ORIGIN}/images/cold-brew-hero.jpg`), init({ method: "HEAD" }));
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(200 * 1024);
    expect(head.headers["cache-control"]).toMatch(/immutable/);
    const range = await transport(await target(`${ORIGIN}/images/logo.svg`), init({ headers: { range: "bytes=0-0" } }));
    expect([range.status, range.body.length, range.headers["content-range"]]).toEqual([206, 1, expect.stringMatching(/^bytes 0-0\/\d+$/)]);
    for (const p of ["/nope", "/_redirects", "/_before/about.html", "/../package.json", "/%2e%2e/package.json"]) {
      const r = await transport(await target(`${ORIGIN}${p}`), init());
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
    }
  });

  it("answers nothing but the demo origin, and its client refuses other hosts before any transport", async () => {
    for (const other of ["https://bluebottlecoffee.com/", "http://northwind-coffee.example/", "https://evil.northwind-coffee.example/"]) {
      await expect(transport(await target(other), init())).rejects.toBeInstanceOf(OutboundNetworkError);
    }
    const client = sampleSiteClient({ origin: ORIGIN, root: SAMPLE_SITE_DIR });
    const audit = { brandId: null, provider: "site-crawl", purpose: "seo.crawl" };
    await expect(client.request({ url: "https://sca.coffee/" }, audit)).rejects.toBeInstanceOf(OutboundBlockedError);
    expect((await client.request({ url: `${ORIGIN}/robots.txt` }, audit)).body.toString()).toContain("Disallow: /cart");
  });
});

describe("the sample crawls", () => {
  it("find exactly the site's defects now, and a month earlier the ones fixed since", { timeout: 120_000 }, async () => {
    const { scope } = await brandWithScope();
    const [beforeId, nowId] = await seedSampleCrawls(scope, ORIGIN);
    const byPath = async (crawlId: string) => {
      const rows = await getDb().select().from(seoCrawlIssues).where(eq(seoCrawlIssues.crawlId, crawlId));
      const map: Record<string, string[]> = {};
      for (const r of rows) {
        const p = r.pageUrl.slice(ORIGIN.length) || "/";
        map[p] = [...new Set([...(map[p] ?? []), r.checkKey])].sort();
      }
      return map;
    };
    const now = await byPath(nowId!);
    expect(now).toEqual(Object.fromEntries(Object.entries(SAMPLE_SITE_DEFECTS).map(([p, k]) => [p, [...k].sort()])));
    const before = await byPath(beforeId!);
    const { "/blog/light-vs-dark-roast": _new, ...stillOpen } = SAMPLE_SITE_DEFECTS;
    expect(before).toEqual({
      ...Object.fromEntries(Object.entries(stillOpen).map(([p, k]) => [p, [...k].sort()])),
      "/about": ["description-missing"],
      "/faq": ["h1-missing"],
      "/guides/pour-over": ["title-too-long"],
      "/shop/ethiopia-yirgacheffe": ["broken-internal-link"],
      "/shop/ethiopia-guji": ["status-4xx"],
    });
    const crawls = await getDb().select().from(seoCrawls).where(eq(seoCrawls.brandId, scope.brandId));
    expect(crawls.map((c) => [c.status, c.finishedAt?.toISOString().slice(0, 10)]).sort()).toEqual([
      ["succeeded", "2026-09-29"],
      ["succeeded", "2026-10-27"],
    ]);
    const latest = crawls.find((c) => c.id === nowId)!;
    expect(latest.pagesFound).toBeGreaterThanOrEqual(40);
    // The seven images the pages load (the logo, heroes, bags), each measured; only the cold brew hero is over 200 KB.
    expect(latest.imageSizes?.length).toBe(7);
    expect(latest.imageSizes!.every((i) => i.status === 200 && i.bytes! > 0)).toBe(true);
    expect(latest.imageSizes!.filter((i) => i.bytes! > 200 * 1024).map((i) => i.url)).toEqual([`${ORIGIN}/images/cold-brew-hero.jpg`]);
    // No API-call ledger rows: nothing left the machine.
    expect(await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, scope.brandId))).toEqual([]);
  });
});
