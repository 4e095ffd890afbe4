/**
 * The 3D analysis against the real database: pages from GSC rows, a pasted list and a sitemap index
 * served on loopback (allow-listed here, read through lib/http); pairs from GSC page×query rows,
 * rankings and by hand; the matrix's figures over the chosen period; the findings; a task from a
 * finding; and brand B never seeing brand A's analysis.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, foundationalTasks, seoBacklinkProfiles, seoCrawlPages, seoCrawls, seoGscRows, seoKeywords } from "@/db/schema";
import { actAs } from "../helpers/session";
import { createUser } from "../helpers/factories";
import { seoBrand } from "../helpers/seo-brand";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const q = await import("@/modules/seo/three-d/queries");
const { build3dMatrix, matrixPage } = await import("@/modules/seo/three-d/matrix");
const { create3dFindingTask } = await import("@/modules/seo/three-d/tasks");
const actions = await import("@/modules/seo/three-d/actions");
const { parseMatrixState } = await import("@/modules/seo/three-d/url-state");

let server: http.Server;
let origin = "";
const savedAllow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body: Record<string, string> = {
      "/sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap></sitemapindex>`,
      "/sitemap-pages.xml": `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/about?a=1&amp;b=2</loc></url></urlset>`,
      "/not-a-sitemap.xml": "<html><body>hello</body></html>",
    };
    const b = body[req.url ?? ""];
    res.writeHead(b ? 200 : 404, { "content-type": "application/xml" }).end(b ?? "not found");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${port}`;
});

afterAll(async () => {
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = savedAllow;
  await new Promise((r) => server.close(r));
});

beforeEach(() => actAs(null));

const HOME = "https://shop-3d.example/";
const BLOG = "https://shop-3d.example/blog/cold-brew";
const GUIDE = "https://shop-3d.example/guide";
const LONELY = "https://shop-3d.example/lonely";

async function gscRow(brandId: string, day: string, query: string | null, page: string | null, clicks: number, impressions: number, position: number) {
  await getDb()
    .insert(seoGscRows)
    .values({ brandId, source: "gsc", rowKey: JSON.stringify(["gsc", query ? "query" : "page", day, query ?? "", page ?? "", "", ""]), day, query, page, clicks, impressions, ctr: impressions ? clicks / impressions : 0, position, fetchedAt: new Date() });
}

describe("3D analysis", () => {
  it("walks pages → pairs → metrics → matrix and finds what the rows show", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Shop 3D", "https://shop-3d.example");
    const b = scope.brandId;
    // Two days of page×query rows; a third, older day falls outside a 7-day period.
    for (const day of ["2026-11-20", "2026-11-21"]) {
      await gscRow(b, day, "cold brew", BLOG, 5, 300, 6);
      await gscRow(b, day, "Cold  Brew", GUIDE, 1, 100, 14);
      await gscRow(b, day, "coffee shop", HOME, 2, 1_000, 2);
    }
    await gscRow(b, "2026-11-01", "cold brew", BLOG, 50, 50, 1);
    await gscRow(b, "2026-11-21", null, LONELY, 0, 10, 40);
    await getDb().insert(seoKeywords).values({ brandId: b, keyword: "espresso beans", keywordKey: "espresso beans", source: "manual", position: 9, positionUrl: HOME });

    const { id } = await q.create3dAnalysis(scope, "Coffee pages");
    const fromGsc = await q.add3dPages(scope, id, "gsc", "");
    expect(fromGsc.total).toBe(4);
    const pasted = await q.add3dPages(scope, id, "paste", `${BLOG}\nnot a url`);
    expect(pasted).toMatchObject({ added: 0, total: 4 });
    expect(pasted.note).toContain("not a url");

    const gscPairs = await q.add3dPairsFromSource(scope, id, "gsc");
    expect(gscPairs.added).toBe(3);
    expect((await q.add3dPairsFromSource(scope, id, "rankings")).added).toBe(1);
    await q.add3dPair(scope, id, "decaf", "");
    await expect(q.add3dPair(scope, id, "decaf", "")).rejects.toThrow(/already in the analysis/);
    await expect(q.add3dPair(scope, id, "latte", "https://elsewhere.example/")).rejects.toThrow(/not in this analysis/);
    await q.save3dMetrics(scope, id, ["clicks", "impressions", "ctr", "position", "rank"], 7);

    const a = (await q.get3dAnalysis(scope, id))!;
    const m = await build3dMatrix(scope, a);
    const blog = m.cells.find((c) => c.page === BLOG)!;
    // 7 days ending on the latest GSC day: the 2026-11-01 row is left out; position is impression-weighted.
    expect(blog.metrics).toMatchObject({ clicks: 10, impressions: 600, position: 6 });
    expect(blog.metrics.ctr).toBeCloseTo(10 / 600);
    expect(m.cells.find((c) => c.keyword === "espresso beans")!.metrics.rank).toBe(9);

    const kinds = (k: string) => m.findings.filter((f) => f.kind === k);
    expect(kinds("cannibalisation").map((f) => f.cells.map((c) => c.page))).toEqual([[BLOG, GUIDE]]);
    // "espresso beans" ranks 9th on HOME but has no impressions: not a striking-distance cell.
    expect(kinds("striking_distance").map((f) => f.cells[0]!.page)).toEqual([BLOG, GUIDE]);
    // On the CTR curve visibility % uses: BLOG 1.7 % at position 6 (curve 6.2 %); GUIDE 1 % at 14 (curve 0.08 %) is fine.
    expect(kinds("low_ctr").map((f) => `${f.cells[0]!.keyword} ${f.cells[0]!.page}`).sort()).toEqual([`coffee shop ${HOME}`, `cold brew ${BLOG}`]);
    expect(kinds("keyword_without_page").map((f) => f.filter.keyword)).toEqual(["decaf"]);
    expect(kinds("page_without_keyword").map((f) => f.filter.page)).toEqual([LONELY]);

    const filtered = matrixPage(m, parseMatrixState({ finding: "cannibalisation", sort: "position" }));
    expect(filtered.rows.map((c) => c.page)).toEqual([BLOG, GUIDE]);

    const task = await create3dFindingTask(scope, id, kinds("low_ctr").find((f) => f.cells[0]!.page === HOME)!.key);
    const [row] = await getDb().select().from(foundationalTasks).where(and(eq(foundationalTasks.id, task.id), eq(foundationalTasks.brandId, b)));
    expect(row).toMatchObject({ sourceType: "seo_3d_analysis" });
    expect(row!.title).toContain("coffee shop");
    await expect(create3dFindingTask(scope, id, "low_ctr:made up")).rejects.toThrow(/no longer in the analysis/);

    // Removing a page removes its pairs, so no cell points at a page outside the analysis.
    await q.remove3dPages(scope, id, [GUIDE]);
    expect((await q.get3dAnalysis(scope, id))!.pairs.some((p) => p.page === GUIDE)).toBe(false);
  });

  it("takes pages and their audit score, words and internal links from the latest crawl, and backlinks from the stored profile", async () => {
    const scope = await seoBrand(await createUser(), "Shop 3D crawl", "https://shop-3d.example");
    const b = scope.brandId;
    const [old] = await getDb().insert(seoCrawls).values({ brandId: b, startUrl: HOME, status: "succeeded", finishedAt: new Date("2026-11-01T00:00:00Z") }).returning({ id: seoCrawls.id });
    await getDb().insert(seoCrawlPages).values({ crawlId: old!.id, brandId: b, url: BLOG, statusCode: 200, score: 10, wordCount: 1, inlinks: 1 });
    const [latest] = await getDb().insert(seoCrawls).values({ brandId: b, startUrl: HOME, status: "succeeded", finishedAt: new Date("2026-11-20T00:00:00Z") }).returning({ id: seoCrawls.id });
    await getDb()
      .insert(seoCrawlPages)
      .values([
        { crawlId: latest!.id, brandId: b, url: HOME, statusCode: 200, score: 95, wordCount: 420, inlinks: 12 },
        { crawlId: latest!.id, brandId: b, url: BLOG, statusCode: 200, score: 71, wordCount: 1_250, inlinks: 3 },
        { crawlId: latest!.id, brandId: b, url: GUIDE, statusCode: 404, score: null, wordCount: null, inlinks: 1 },
        { crawlId: latest!.id, brandId: b, url: "https://partner.example/", external: true, statusCode: 200 },
      ]);
    const link = (urlTo: string, lostDate: string | null = null) => ({ domainFrom: "blog.example", urlFrom: "https://blog.example/post", urlTo, anchor: "cold brew", firstSeen: "2026-10-01", lostDate, dofollow: true });
    await getDb()
      .insert(seoBacklinkProfiles)
      .values({
        brandId: b,
        target: "shop-3d.example",
        source: "semrush_import",
        day: "2026-11-20",
        fetchedAt: new Date(),
        profile: { summary: { referringDomains: 1, backlinks: 3, rank: null }, referringDomains: [], anchors: [], links: [link(BLOG), link(BLOG), link(BLOG, "2026-11-02")] },
      });

    const { id } = await q.create3dAnalysis(scope, "From the crawl");
    // The latest crawl's internal pages that answered 200, lowest score first; not the 404 or the external link.
    const added = await q.add3dPages(scope, id, "crawl", "");
    expect(added.total).toBe(2);
    expect((await q.get3dAnalysis(scope, id))!.pages.map((p) => p.url)).toEqual([BLOG, HOME]);
    await q.add3dPair(scope, id, "cold brew", BLOG);
    await q.add3dPair(scope, id, "coffee shop", HOME);
    await q.save3dMetrics(scope, id, ["auditScore", "wordCount", "inlinks", "backlinks"], 28);
    const m = await build3dMatrix(scope, (await q.get3dAnalysis(scope, id))!);
    expect(m.cells.find((c) => c.page === BLOG)!.metrics).toMatchObject({ auditScore: 71, wordCount: 1_250, inlinks: 3, backlinks: 2 });
    expect(m.cells.find((c) => c.page === HOME)!.metrics).toMatchObject({ auditScore: 95, wordCount: 420, inlinks: 12, backlinks: 0 });
  });

  it("reads a sitemap index on loopback through the outbound client and audits each fetch", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Sitemap 3D", "https://sitemap-3d.example");
    const { id } = await q.create3dAnalysis(scope, "From the sitemap");
    const r = await q.add3dPages(scope, id, "sitemap", `${origin}/sitemap.xml`);
    expect(r.added).toBe(2);
    expect((await q.get3dAnalysis(scope, id))!.pages.map((p) => p.url)).toEqual([`${origin}/`, `${origin}/about?a=1&b=2`]);
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, scope.brandId), eq(apiCalls.provider, "sitemap")));
    expect(calls).toHaveLength(2);
    await expect(q.add3dPages(scope, id, "sitemap", `${origin}/not-a-sitemap.xml`)).rejects.toThrow(/not a sitemap/);
    await expect(q.add3dPages(scope, id, "sitemap", `${origin}/missing.xml`)).rejects.toThrow(/HTTP 404/);
  });

  it("refuses a sitemap on a private address that is not allow-listed", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Guard 3D", "https://guard-3d.example");
    const { id } = await q.create3dAnalysis(scope, "Guarded");
    await expect(q.add3dPages(scope, id, "sitemap", "http://10.0.0.7/sitemap.xml")).rejects.toThrow(/Could not fetch/);
  });

  it("keeps each brand's analyses to itself", async () => {
    const a = await createUser();
    const b = await createUser();
    const scopeA = await seoBrand(a, "Iso A 3D", "https://iso-a.example");
    const scopeB = await seoBrand(b, "Iso B 3D", "https://iso-b.example");
    const { id } = await q.create3dAnalysis(scopeA, "Secret A");
    expect(await q.get3dAnalysis(scopeB, id)).toBeNull();
    expect((await q.list3dAnalyses(scopeB)).map((x) => x.name)).not.toContain("Secret A");
    actAs(b);
    const res = await actions.add3dPagesAction({ id, source: "paste", input: "https://iso-b.example/" });
    expect(res).toMatchObject({ ok: false });
    expect((await q.get3dAnalysis(scopeA, id))!.pages).toEqual([]);
  });
});
