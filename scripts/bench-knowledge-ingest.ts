/**
 * `npm run bench:knowledge` (issue #20 "Speed"): knowledge-base ingestion in the job runner, the real
 * code path (addFileSource / addWebSource → the `knowledge.ingest` job → extraction, chunking, chunk
 * rows with their generated tsvector):
 *   1. a 300-page PDF (written here with pdf-lib: a heading and five paragraphs per page),
 *   2. a sitemap of 1,000 web pages from the loopback fixture site (tests/fixtures/knowledge/site.ts,
 *      allow-listed for the bench), fetched one by one through lib/http with its guard and audit rows.
 * Prints the wall time of each, chunks and tokens, and the process RSS before, at its peak (sampled
 * every 100 ms) and after, against the 600 MB budget, and the peak of the extraction process that
 * parsed and chunked the source (modules/knowledge/extract/isolated.ts). The embedded database runs in this process
 * unless DATABASE_URL names a server, so its cache is in the RSS too.
 *
 *   npm run bench:knowledge [-- --pages 300 --web 1000]
 */

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const PDF_PAGES = Number(flag("pages", "300"));
const WEB_PAGES = Number(flag("web", "1000"));
const BUDGET = 600 * 1024 * 1024;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function bigPdf(pages: number): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Chapter ${p}: proofing and baking`, { x: 50, y: 780, size: 20, font: bold });
    let y = 740;
    for (let para = 0; para < 5; para++) {
      for (let line = 0; line < 6; line++) {
        page.drawText(`Page ${p} paragraph ${para} line ${line}: the dough rests, is folded and shaped, then bakes until the crust sings.`, { x: 50, y, size: 10, font });
        y -= 14;
      }
      y -= 12;
    }
  }
  return doc.save();
}

async function main() {
  const { migratedBenchDatabase } = await import("./lib/database");
  const database = await migratedBenchDatabase("bench-knowledge-");
  const schema = await import("@/db/schema");

  const { startKnowledgeSite } = await import("@/tests/fixtures/knowledge/site");
  const site = await startKnowledgeSite({ pages: WEB_PAGES });
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = site.host;

  const { createUser, createBrand } = await import("@/tests/integration/helpers/factories");
  const { scopeFor } = await import("@/lib/brand-scope");
  const { addFileSource, addWebSource } = await import("@/modules/knowledge/sources");
  const { KNOWLEDGE_INGEST_TASK } = await import("@/modules/knowledge/jobs");
  const { extractorStats } = await import("@/modules/knowledge/extract/isolated");
  const { JobRunner, prepareJobQueues } = await import("@/lib/jobs");
  const { startBoss, stopBoss } = await import("@/lib/jobs/boss");
  const { getDb, closeDb } = await import("@/db/client");
  const { eq } = await import("drizzle-orm");
  await startBoss();
  await prepareJobQueues();

  const owner = await createUser();
  const brand = await createBrand(owner, "Knowledge bench");
  await getDb().update(schema.brands).set({ languages: ["en"] }).where(eq(schema.brands.id, brand.id));
  const scope = await scopeFor(owner, brand.id);
  const runner = new JobRunner({ workerId: "bench-knowledge", tasks: [KNOWLEDGE_INGEST_TASK] });

  async function measure(label: string, add: () => Promise<{ sourceId: string }>) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    const { sourceId } = await add();
    await runner.runDueOnce();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    global.gc?.();
    const after = process.memoryUsage().rss;
    const [s] = await getDb().select().from(schema.knowledgeSources).where(eq(schema.knowledgeSources.id, sourceId));
    console.log(`${label}: ${s!.status}${s!.error ? ` (${s!.error})` : ""}, ${s!.chunkCount} chunks, ${s!.tokenCount} tokens in ${seconds.toFixed(1)} s`);
    console.log(`  RSS before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)} — ${peak <= BUDGET ? "within" : "OVER"} the 600 MB budget`);
    const child = extractorStats.lastChildPeakRss;
    console.log(`  extraction process (parsers, tokenizer; exits when the source is read): peak ${child === null ? "not started" : mb(child)}`);
  }

  const pdf = await bigPdf(PDF_PAGES);
  console.log(`PDF of ${PDF_PAGES} pages: ${mb(pdf.length)} (${pdf.length} bytes)`);
  await measure(`${PDF_PAGES}-page PDF`, () => addFileSource(scope, { name: `handbook-${PDF_PAGES}.pdf`, bytes: pdf }));
  await measure(`sitemap of ${WEB_PAGES} pages`, () => addWebSource(scope, { kind: "sitemap", url: `${site.origin}/big-sitemap.xml`, refreshHours: null }));

  await site.close();
  await stopBoss();
  await closeDb();
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});

// A module (its names stay its own); everything else is imported once the database is set.
export {};
