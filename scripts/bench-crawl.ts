/**
 * `npm run bench:crawl` (issue #19 "Speed and memory"): the on-page audit crawler on 1,000 pages of the
 * loopback fixture site (tests/fixtures/seo-audit/server.ts, a catalogue tree of ~4 KB pages) at the
 * default concurrency, the real job code path (runCrawl: lib/http with the SSRF guard and audit rows,
 * streaming parse, the frontier in the database, the checks at the end).
 * Prints pages/s, the wall time against the 2-minute target, and the process RSS before, at each
 * quarter of the crawl and after — flat means the crawl does not hold pages in memory. The embedded
 * database runs in this same process unless DATABASE_URL names a server, so its cache is in the RSS too.
 *
 *   npm run bench:crawl [-- --pages 1000 --concurrency 4]
 */

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const PAGES = Number(flag("pages", "1000"));
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const { migratedBenchDatabase } = await import("./lib/database");
  const database = await migratedBenchDatabase("bench-crawl-");
  const schema = await import("@/db/schema");

  const { startFixtureSite } = await import("@/tests/fixtures/seo-audit/server");
  const site = await startFixtureSite({ extra: PAGES });
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${site.host},${site.externalHost}`;

  const { createUser, createBrand } = await import("@/tests/integration/helpers/factories");
  const { scopeFor } = await import("@/lib/brand-scope");
  const { startCrawl } = await import("@/modules/seo/audit/start");
  const { runCrawl } = await import("@/modules/seo/audit/crawler");
  const { CRAWL_DEFAULTS } = await import("@/modules/seo/audit/inputs");
  const { getDb } = await import("@/db/client");
  const { seoCrawls } = schema;
  const { eq } = await import("drizzle-orm");

  // The queue of the crawl task, as a process that runs jobs creates it at start (the bench runs the job's code itself).
  const { startBoss, stopBoss } = await import("@/lib/jobs/boss");
  const { prepareJobQueues } = await import("@/lib/jobs");
  await startBoss();
  await prepareJobQueues();

  const owner = await createUser();
  const brand = await createBrand(owner, "Crawl bench");
  const scope = await scopeFor(owner, brand.id);
  const concurrency = Number(flag("concurrency", String(CRAWL_DEFAULTS.concurrency)));
  const { crawlId } = await startCrawl(scope, { startUrl: `${site.origin}/`, pageLimit: PAGES, concurrency, delayMs: 0, respectRobots: true });

  global.gc?.();
  const before = process.memoryUsage().rss;
  const samples: { crawled: number; rss: number }[] = [];
  const quarter = Math.ceil(PAGES / 4);
  let nextMark = quarter;
  const sampler = setInterval(() => {
    void getDb()
      .select({ crawled: seoCrawls.pagesCrawled })
      .from(seoCrawls)
      .where(eq(seoCrawls.id, crawlId))
      .then(([r]) => {
        if (r && r.crawled >= nextMark) {
          samples.push({ crawled: r.crawled, rss: process.memoryUsage().rss });
          nextMark += quarter;
        }
      });
  }, 250);
  const started = performance.now();
  const outcome = await runCrawl(scope, crawlId);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  global.gc?.();
  const after = process.memoryUsage().rss;
  const [crawl] = await getDb().select().from(seoCrawls).where(eq(seoCrawls.id, crawlId));

  console.log(`crawl ${outcome}: ${crawl!.pagesCrawled} pages crawled (${crawl!.pagesFound} found) at concurrency ${concurrency}`);
  console.log(`time ${seconds.toFixed(1)} s (target under 120 s: ${(seconds / 120).toFixed(2)}× the budget), ${(crawl!.pagesCrawled / seconds).toFixed(1)} pages/s`);
  console.log(`RSS before ${mb(before)}${samples.map((s) => `, at ${s.crawled} pages ${mb(s.rss)}`).join("")}, after ${mb(after)} (growth ${mb(after - before)})`);
  console.log(`site score ${crawl!.score}; issues ${crawl!.issuesCritical} critical, ${crawl!.issuesWarning} warnings, ${crawl!.issuesNotice} notices`);

  await site.close();
  await stopBoss();
  const { closeDb } = await import("@/db/client");
  await closeDb();
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});

// A module (its names stay its own); everything else is imported once the database is set.
export {};
