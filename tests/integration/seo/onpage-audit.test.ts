/**
 * /onpage-seo-audit on the database: a crawl of the loopback fixture site (tests/fixtures/seo-audit)
 * through the job runner finds every seeded defect and nothing on the clean pages; cancel stops it;
 * a crawl interrupted mid-way resumes without fetching a page twice.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, foundationalTasks, seoCrawlIssues, seoCrawlPages, seoCrawls } from "@/db/schema";
import { JobRunner } from "@/lib/jobs";
import type { BrandScope } from "@/lib/brand-scope";
import { startFixtureSite, CLEAN, IMAGE_BYTES, SEEDED, type FixtureSite } from "@/tests/fixtures/seo-audit/server";
import { brandWithScope } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { startCrawl, cancelCrawl, createTaskFromIssue } = await import("@/modules/seo/audit/start");
const { runCrawl } = await import("@/modules/seo/audit/crawler");
const { SEO_CRAWL_TASK } = await import("@/modules/seo/audit/job");
const { latestCrawlPages } = await import("@/modules/seo/audit/read");

let site: FixtureSite;
const savedAllow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
beforeAll(async () => {
  site = await startFixtureSite();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${site.host},${site.externalHost}`;
});
afterAll(async () => {
  await site.close();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = savedAllow;
});

const settings = (startUrl: string, over: Partial<{ pageLimit: number; concurrency: number; delayMs: number; respectRobots: boolean }> = {}) => ({
  startUrl,
  pageLimit: 500,
  concurrency: 4,
  delayMs: 0,
  respectRobots: true,
  ...over,
});

async function crawlRow(crawlId: string) {
  const [c] = await getDb().select().from(seoCrawls).where(eq(seoCrawls.id, crawlId));
  return c!;
}

async function issuesByPath(crawlId: string): Promise<Map<string, string[]>> {
  const rows = await getDb().select().from(seoCrawlIssues).where(eq(seoCrawlIssues.crawlId, crawlId));
  const map = new Map<string, string[]>();
  for (const r of rows) {
    const path = new URL(r.pageUrl).pathname;
    map.set(path, [...new Set([...(map.get(path) ?? []), r.checkKey])].sort());
  }
  return map;
}

describe("a crawl of the fixture site", () => {
  let scope: BrandScope;
  let crawlId: string;
  beforeAll(async () => {
    ({ scope } = await brandWithScope());
    ({ crawlId } = await startCrawl(scope, settings(site.origin + "/")));
    await new JobRunner({ workerId: "audit-test", tasks: [SEO_CRAWL_TASK] }).runDueOnce();
  }, 60_000);

  it("succeeds with progress counted and a site score", async () => {
    const c = await crawlRow(crawlId);
    expect(c.status).toBe("succeeded");
    expect(c.pagesQueued).toBe(0);
    expect(c.pagesCrawled).toBe(c.pagesFound);
    expect(c.pagesFound).toBeGreaterThanOrEqual(CLEAN.length + Object.keys(SEEDED).length);
    expect(c.score).toBeGreaterThan(0);
    expect(c.score).toBeLessThan(100);
  });

  it("finds every seeded defect, exactly, and nothing on the clean pages", async () => {
    const found = await issuesByPath(crawlId);
    for (const [path, keys] of Object.entries(SEEDED)) expect({ path, keys: found.get(path) ?? [] }).toEqual({ path, keys: [...keys].sort() });
    for (const path of CLEAN) expect({ path, keys: found.get(path) ?? [] }).toEqual({ path, keys: [] });
    // Nothing outside the seeded and clean pages either (redirect hops, external targets).
    expect([...found.keys()].filter((p) => !(p in SEEDED) && !CLEAN.includes(p))).toEqual([]);
  });

  it("keeps evidence and page facts; robots-disallowed pages are not fetched", async () => {
    const [broken] = await getDb()
      .select()
      .from(seoCrawlIssues)
      .where(and(eq(seoCrawlIssues.crawlId, crawlId), eq(seoCrawlIssues.checkKey, "broken-internal-link")));
    expect(broken!.evidence).toBe('<a href="/gone">Our old roast list</a> → HTTP 404');
    expect(site.hits.get("/private/secret") ?? 0).toBe(0);
    const pages = await getDb().select().from(seoCrawlPages).where(eq(seoCrawlPages.crawlId, crawlId));
    const redirect = pages.find((p) => p.url.endsWith("/redirect-a"))!;
    expect(redirect.redirectChain.map((h) => h.status)).toEqual([301, 302]);
    expect(redirect.finalUrl).toBe(`${site.origin}/clean-3`);
    const home = pages.find((p) => p.url === `${site.origin}/`)!;
    expect(home.depth).toBe(0);
    expect(pages.find((p) => p.url.endsWith("/deep-4"))!.depth).toBe(4);
    expect(pages.find((p) => p.url.endsWith("/orphan"))!.inSitemap).toBe(true);
  });

  it("measures the site's images: the heavy one flagged with its size and pages, the small one (ranged GET) not", async () => {
    const c = await crawlRow(crawlId);
    const sizes = new Map((c.imageSizes ?? []).map((i) => [new URL(i.url).pathname, i.bytes]));
    expect(Object.fromEntries(sizes)).toEqual(IMAGE_BYTES);
    const heavy = await getDb()
      .select()
      .from(seoCrawlIssues)
      .where(and(eq(seoCrawlIssues.crawlId, crawlId), eq(seoCrawlIssues.checkKey, "image-too-heavy")));
    expect(heavy.map((i) => i.pageUrl)).toEqual([`${site.origin}/heavy-image`]);
    expect(heavy[0]!.evidence).toBe('<img src="/img/heavy-hero.jpg"> is 260 KB');
    expect(heavy[0]!.details).toEqual({ image: `${site.origin}/img/heavy-hero.jpg`, bytes: 260 * 1024, pages: [`${site.origin}/heavy-image`] });
  });

  it("every fetch is an audited outbound call of the brand", async () => {
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, scope.brandId), eq(apiCalls.provider, "site-crawl")));
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.every((c) => c.purpose === "seo.crawl")).toBe(true);
  });

  it("crawlHistory gives the declines each page's state per crawl, for the brand only", async () => {
    const { crawlHistory } = await import("@/modules/seo/declines/technical");
    const url = site.origin + "/gone";
    const seen = await crawlHistory(scope, [url, site.origin + "/never-crawled"]);
    expect(seen.get(url)).toEqual([expect.objectContaining({ status: 404 })]);
    expect(seen.has(site.origin + "/never-crawled")).toBe(false);
    const { scope: other } = await brandWithScope();
    expect((await crawlHistory(other, [url])).size).toBe(0);
  });

  it("latestCrawlPages gives the other SEO pages the crawl's pages", async () => {
    const latest = await latestCrawlPages(scope);
    expect(latest?.crawlId).toBe(crawlId);
    const clean = latest!.pages.find((p) => p.url === `${site.origin}/clean-1`)!;
    expect(clean).toMatchObject({ statusCode: 200, indexable: true, score: 100, canonical: `${site.origin}/clean-1` });
    expect(clean.inlinks).toBeGreaterThan(0);
    expect(clean.wordCount).toBeGreaterThan(200);
  });

  it("an issue becomes a task with the evidence and how to fix it", async () => {
    const [issue] = await getDb()
      .select()
      .from(seoCrawlIssues)
      .where(and(eq(seoCrawlIssues.crawlId, crawlId), eq(seoCrawlIssues.checkKey, "title-missing")));
    const { taskId, title } = await createTaskFromIssue(scope, issue!.id);
    expect(title).toBe('Fix "Title missing" on /title-missing');
    const [task] = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, taskId));
    expect(task!.brandId).toBe(scope.brandId);
    expect(task!.description).toContain("How to fix: Add a <title>");
    expect(task!.sourceType).toBe("seo_audit");
  });

  it("a second crawl cannot start while one runs, and another brand sees nothing", async () => {
    const { scope: other } = await brandWithScope();
    expect(await latestCrawlPages(other)).toBeNull();
    await expect(createTaskFromIssue(other, (await getDb().select().from(seoCrawlIssues).where(eq(seoCrawlIssues.crawlId, crawlId)).limit(1))[0]!.id)).rejects.toThrow();
  });
});

describe("cancel and resume", () => {
  it("a cancelled crawl stops before its next batch", async () => {
    const { scope } = await brandWithScope();
    const { crawlId } = await startCrawl(scope, settings(site.origin + "/", { concurrency: 1, delayMs: 50 }));
    const run = runCrawl(scope, crawlId);
    for (;;) {
      const c = await crawlRow(crawlId);
      if (c.pagesCrawled >= 1) break;
      await new Promise((ok) => setTimeout(ok, 20));
    }
    expect(await cancelCrawl(scope, crawlId)).toBe(true);
    expect(await run).toBe("cancelled");
    const c = await crawlRow(crawlId);
    expect(c.status).toBe("cancelled");
    expect(c.pagesCrawled).toBeLessThan(c.pagesFound);
    expect(await cancelCrawl(scope, crawlId)).toBe(false);
  }, 60_000);

  it("an interrupted crawl resumes without fetching a page twice", async () => {
    const fresh = await startFixtureSite();
    process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${site.host},${site.externalHost},${fresh.host},${fresh.externalHost}`;
    try {
      const { scope } = await brandWithScope();
      const { crawlId } = await startCrawl(scope, settings(fresh.origin + "/", { concurrency: 1 }));
      const stop = new AbortController();
      const first = runCrawl(scope, crawlId, { signal: stop.signal });
      for (;;) {
        const c = await crawlRow(crawlId);
        if (c.pagesCrawled >= 3) break;
        await new Promise((ok) => setTimeout(ok, 10));
      }
      stop.abort();
      await expect(first).rejects.toThrow(/resumes/);
      const before = await getDb().select().from(seoCrawlPages).where(and(eq(seoCrawlPages.crawlId, crawlId), isNotNull(seoCrawlPages.fetchedAt)));
      expect(before.length).toBeGreaterThan(0);
      expect((await crawlRow(crawlId)).status).toBe("running");

      expect(await runCrawl(scope, crawlId)).toBe("succeeded");
      // Once each, across both runs; /clean-3 also answers as the last hop of /redirect-a's chain, and the
      // image whose HEAD has no length is asked again with a ranged GET.
      for (const [path, n] of fresh.hits) expect({ path, n }).toEqual({ path, n: path === "/clean-3" || path === "/img/roastery.jpg" ? 2 : 1 });
      const found = await issuesByPath(crawlId);
      for (const [path, keys] of Object.entries(SEEDED)) expect({ path, keys: found.get(path) ?? [] }).toEqual({ path, keys: [...keys].sort() });
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe("scheduled re-crawls", () => {
  it("repeat the latest crawl's settings when due, once per due time, and can be turned off", async () => {
    const { setCrawlSchedule, startDueCrawls, getCrawlSchedule } = await import("@/modules/seo/audit/schedule");
    const { scope } = await brandWithScope();
    await expect(setCrawlSchedule(scope, "weekly")).rejects.toThrow(/Run a crawl first/);
    const { crawlId } = await startCrawl(scope, settings(site.origin + "/", { pageLimit: 7, concurrency: 2, delayMs: 5, respectRobots: false }));
    await new JobRunner({ workerId: "audit-schedule-test", tasks: [SEO_CRAWL_TASK] }).runDueOnce();
    expect((await crawlRow(crawlId)).status).toBe("succeeded");
    const started = (await crawlRow(crawlId)).createdAt;

    const { nextAt } = await setCrawlSchedule(scope, "weekly", started);
    expect(nextAt!.getTime() - started.getTime()).toBe(7 * 86_400_000);
    // Not due yet: nothing starts.
    expect(await startDueCrawls(new Date(nextAt!.getTime() - 60_000))).not.toContain(scope.brandId);
    // Due: a queued crawl with the same settings, and the next time a week on.
    const due = new Date(nextAt!.getTime() + 60_000);
    expect(await startDueCrawls(due)).toContain(scope.brandId);
    const crawls = await getDb().select().from(seoCrawls).where(eq(seoCrawls.brandId, scope.brandId));
    const again = crawls.find((c) => c.id !== crawlId)!;
    expect(again).toMatchObject({ status: "queued", startUrl: site.origin + "/", pageLimit: 7, concurrency: 2, delayMs: 5, respectRobots: false });
    expect((await getCrawlSchedule(scope)).nextAt!.getTime()).toBe(due.getTime() + 7 * 86_400_000);
    // The same tick again starts nothing more.
    expect(await startDueCrawls(due)).not.toContain(scope.brandId);

    await setCrawlSchedule(scope, "off");
    expect(await getCrawlSchedule(scope)).toEqual({ frequency: "off", nextAt: null });
    await cancelCrawl(scope, again.id);
  });
});
