/**
 * `npx tsx scripts/bench-seo-cluster.ts`: how long focus-keyword clustering takes on 5,000 keywords with
 * stored SERPs (issue #18: under 10 s in the job runner). The SERPs are generated, shaped like real ones:
 * keywords come in topics of 1–40, each topic has its own pool of pages that its SERPs draw most of their
 * ten results from, and some results are pages of other topics (Google's mixed SERPs). A seeded generator
 * makes every run cluster the same input. BENCH_KEYWORDS changes the size.
 *
 * Two figures: the clustering alone in memory (the baseline), then the whole `seo.cluster` job through the
 * job runner — reading the keywords, their latest SERPs (behind row-level security) and the brand's URLs,
 * clustering, writing the groups — on a fresh embedded database, or on a new database of the server in
 * BENCH_DATABASE_SERVER (e.g. postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards). The ratio
 * job ÷ baseline is what the database side costs, steadier across machines than the seconds.
 */
import { openBenchDatabase } from "./lib/database";
import { clusterKeywords } from "@/modules/seo/analysis/cluster";
import { generateClusterInput, storeClusterInput } from "@/tests/support/seo-cluster-input";

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 5000);
const SERVER = process.env.BENCH_DATABASE_SERVER;

const input = generateClusterInput(KEYWORDS);
let baselineMs = Infinity;
// undefined: the settings' default, which the job uses (the baseline).
for (const mode of [undefined, "hard", "soft"] as const) {
  const started = performance.now();
  const groups = clusterKeywords(input, { mode, brandDomains: ["brand.example"] });
  const ms = performance.now() - started;
  if (!mode) baselineMs = ms;
  const flagged = groups.filter((g) => g.cannibalisation).length;
  console.log(`seo cluster in memory (${mode ?? "default"}): ${input.length} keywords with SERPs → ${groups.length} groups, ${flagged} flagged for cannibalisation, ${ms.toFixed(0)} ms`);
}

const openDatabase = () => openBenchDatabase("cluster", SERVER);

async function jobRun(): Promise<void> {
  const database = await openDatabase();
  process.env.DATABASE_URL = database.url;
  // Imported only now: the app's modules read DATABASE_URL when they first connect.
  const { sql } = await import("drizzle-orm");
  const { closeDb, getDb } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const { ensureJobQueues } = await import("@/lib/jobs/schema");
  const { stopBoss } = await import("@/lib/jobs/boss");
  const { JobRunner, listJobs } = await import("@/lib/jobs");
  const { SEO_CLUSTER_TASK, enqueueClustering } = await import("@/modules/seo/cluster-job");
  const { listGroupViews } = await import("@/modules/seo/queries/group-view");
  const { serpDay } = await import("@/modules/seo/serp-cache");
  const { createUser } = await import("@/tests/integration/helpers/factories");
  const { seoBrand } = await import("@/tests/integration/helpers/seo-brand");
  try {
    await migrateDatabase(getDb());
    await ensureJobQueues();
    const scope = await seoBrand(await createUser(), "Cluster bench", "https://brand.example");
    const day = serpDay(new Date());
    // BENCH_STALE_STATS=1: statistics taken while the tables were empty, as right after a big import
    // before autovacuum has looked at them.
    const stale = process.env.BENCH_STALE_STATS === "1";
    if (stale) await getDb().execute(sql`analyze seo_keywords, seo_serps`);
    await storeClusterInput(scope.brandId, input, day);
    // What autovacuum (or the embedded owner's minute vacuum) does soon after such a load.
    if (!stale) await getDb().execute(sql`analyze seo_keywords, seo_serps`);

    const started = performance.now();
    await enqueueClustering(scope);
    await new JobRunner({ workerId: "bench-seo-cluster", tasks: [SEO_CLUSTER_TASK] }).runDueOnce();
    const ms = performance.now() - started;
    const [job] = await listJobs(getDb(), sql`task = ${SEO_CLUSTER_TASK} and brand_id = ${scope.brandId}`, 1);
    if (job?.status !== "succeeded") throw new Error(`the clustering job did not succeed: ${JSON.stringify(job)}`);
    const groups = await listGroupViews(scope);
    console.log(
      `seo cluster job (${database.label}${stale ? ", statistics from before the load" : ""}): ${input.length} keywords → ${groups.length} groups of two or more in ${ms.toFixed(0)} ms` +
        ` = ${(ms / baselineMs).toFixed(1)}× the in-memory clustering of the same run (target: under 10 s)`,
    );
  } finally {
    await stopBoss();
    await closeDb();
    await database.close();
  }
}

await jobRun();
