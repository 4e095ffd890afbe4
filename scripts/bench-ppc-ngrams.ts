/**
 * `npm run bench:ppc-ngrams`: n-gram mining of 1,000,000 search-term rows through the job runner (issue #23:
 * under 60 s with flat memory). The rows are generated in SQL (generate_series), shaped like an account's
 * search terms report split by day: ~300,000 distinct terms of 2–4 words from a 2,000-word vocabulary, repeated
 * over 90 days, about a third served from a second ad group, most rows without a click. BENCH_ROWS changes the
 * size; BENCH_DATABASE_SERVER (e.g. postgres://postgres@127.0.0.1:5432/postgres) runs on a new database of that
 * server (dropped afterwards) instead of a fresh embedded one.
 *
 * Figures: the engine alone over the same distinct terms in memory (the baseline: time and heap), then the
 * whole `ppc.ngrams` job — counting, reading in keyset batches behind row-level security, aggregating, writing
 * the top grams — with seconds, rows/s and the process's RSS before and at its peak (sampled every 50 ms).
 * With the embedded database the database runs in this process, so its memory is in the RSS too.
 */
import { openBenchDatabase } from "./lib/database";
import { NgramAggregator } from "@/modules/ppc/ngrams/engine";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TERMS = Math.max(1, Math.round(ROWS * 0.3));
const SERVER = process.env.BENCH_DATABASE_SERVER;
const MB = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;

// A fixed vocabulary: real query words first (they repeat most), then made-up product words.
const COMMON = "free cheap best buy online near me how to price sale used new review vs for the and with kids women men size black red shop store delivery repair rental".split(" ");
const SYLLABLES = ["ka", "lo", "mi", "ten", "ro", "sa", "vi", "dor", "pel", "qua", "zu", "nex", "bri", "tal", "gon", "fi"];
const VOCAB = [...COMMON];
for (let i = 0; VOCAB.length < 2000; i++) VOCAB.push(SYLLABLES[i % 16]! + SYLLABLES[Math.floor(i / 16) % 16]! + SYLLABLES[Math.floor(i / 256) % 16]!);

/** The same term for the same id in SQL and here: words from the id, 2–4 of them. */
function termOf(id: number): string {
  const n = 2 + (id % 3);
  const words = [VOCAB[id % 2000]!, VOCAB[Math.floor(id / 7) % 400]!, VOCAB[Math.floor(id / 13) % 2000]!, VOCAB[Math.floor(id / 3) % 50]!];
  return words.slice(0, n).join(" ");
}
const TERM_SQL = (id: string) =>
  `array_to_string((array[v[1 + ${id} % 2000], v[1 + (${id} / 7) % 400], v[1 + (${id} / 13) % 2000], v[1 + (${id} / 3) % 50]])[1:2 + ${id} % 3], ' ')`;

function baseline(): { ms: number; heap: number; grams: number } {
  const sums = new Map<string, { cost: number; clicks: number; impressions: number; conversions: number; conversionValue: number }>();
  for (let id = 0; id < TERMS; id++) {
    const t = termOf(id);
    const s = sums.get(t) ?? { cost: 0, clicks: 0, impressions: 0, conversions: 0, conversionValue: 0 };
    s.clicks += id % 4;
    s.cost += (id % 4) * 0.85;
    s.impressions += 10;
    sums.set(t, s);
  }
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const started = performance.now();
  const agg = new NgramAggregator({ sizes: [1, 2, 3], stem: false });
  for (const [t, m] of sums) agg.addTerm(t, m);
  const grams = agg.top(50_000, { minClicks: 20, minCost: 50 }).length;
  return { ms: performance.now() - started, heap: process.memoryUsage().heapUsed - heap0, grams };
}

const openDatabase = () => openBenchDatabase("ngrams", SERVER);

const base = baseline();
console.log(`ppc n-grams engine in memory: ${TERMS.toLocaleString("en")} term ids → ${base.grams.toLocaleString("en")} grams kept in ${(base.ms / 1000).toFixed(1)} s, heap +${MB(base.heap)}`);

const database = await openDatabase();
process.env.DATABASE_URL = database.url;
const { sql } = await import("drizzle-orm");
const { closeDb, getDb } = await import("@/db/client");
const { migrateDatabase } = await import("@/db/migrate");
const { ensureJobQueues } = await import("@/lib/jobs/schema");
const { stopBoss } = await import("@/lib/jobs/boss");
const { JobRunner } = await import("@/lib/jobs");
const { scopeFor } = await import("@/lib/brand-scope");
const { ppcAdGroups, ppcCampaigns } = await import("@/db/schema");
const { PPC_NGRAMS_TASK, startNgramRun } = await import("@/modules/ppc/ngrams/job");
const { latestNgramRun } = await import("@/modules/ppc/ngrams/queries");
const { createBrand, createUser } = await import("@/tests/integration/helpers/factories");
try {
  await migrateDatabase(getDb());
  await ensureJobQueues();
  const owner = await createUser();
  const brand = await createBrand(owner, "N-gram bench");
  const scope = await scopeFor(owner, brand.id);
  const [campaign] = await getDb().insert(ppcCampaigns).values({ brandId: brand.id, network: "google_ads", campaignKey: "bench", name: "Bench", source: "import" }).returning();
  const groups = await getDb()
    .insert(ppcAdGroups)
    .values(Array.from({ length: 40 }, (_, i) => ({ brandId: brand.id, campaignId: campaign!.id, adGroupKey: `g${i}`, name: `Ad group ${i}` })))
    .returning({ id: ppcAdGroups.id });

  const loadStarted = performance.now();
  // The distinct terms first (reading a 2,000-element array per row was most of the load), then the rows.
  await getDb().execute(sql`create table bench_terms (id int primary key, term text not null)`);
  await getDb().execute(sql`
    insert into bench_terms
    select id, ${sql.raw(TERM_SQL("id"))} from (select string_to_array(${VOCAB.join(" ")}, ' ') as v) voc, generate_series(0, ${TERMS - 1}::int) id`);
  const step = 250_000;
  for (let from = 1; from <= ROWS; from += step) {
    const to = Math.min(ROWS, from + step - 1);
    await getDb().execute(sql`
      insert into ppc_search_terms (brand_id, network, campaign_id, ad_group_id, term, term_key, period_from, period_to,
                                    cost, clicks, impressions, conversions, conversion_value, row_key)
      select ${brand.id}, 'google_ads', ${campaign!.id}, (string_to_array(${groups.map((g) => g.id).join(",")}, ',')::uuid[])[1 + ((t.id + case when i % 7 = 0 then 1 else 0 end) % 40)],
             t.term, t.term, d, d, c * 0.85, c, 10, case when i % 97 = 0 and c > 0 then 1 else 0 end,
             case when i % 97 = 0 and c > 0 then 40 else 0 end, 'bench:' || i
        from generate_series(${from}::int, ${to}::int) i
        join bench_terms t on t.id = (i::bigint * 2654435761 % ${TERMS})::int,
             lateral (select date '2026-01-01' + (i / 3) % 90 as d, case when (i / 11) % 5 >= 3 then (i / 11) % 4 else 0 end as c) m`);
  }
  await getDb().execute(sql`drop table bench_terms`);
  await getDb().execute(sql`analyze ppc_search_terms`);
  console.log(`loaded ${ROWS.toLocaleString("en")} search-term rows into ${database.label} in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  await startNgramRun(scope, { sizes: [1, 2, 3], stem: false });
  await new JobRunner({ workerId: "bench-ppc-ngrams", tasks: [PPC_NGRAMS_TASK] }).runDueOnce();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const run = await latestNgramRun(scope);
  if (run?.status !== "succeeded") throw new Error(`the n-gram job did not succeed: ${JSON.stringify(run)}`);
  console.log(
    `ppc.ngrams job (${database.label}): ${run.termRows.toLocaleString("en")} rows, ${(run.params.distinctTerms ?? 0).toLocaleString("en")} terms → ${run.gramCount.toLocaleString("en")} grams written, ` +
      `${(run.params.duplicateCount ?? 0).toLocaleString("en")} duplicate terms, ${(run.params.pruned ?? 0).toLocaleString("en")} grams pruned, ` +
      `in ${(ms / 1000).toFixed(1)} s = ${Math.round(run.termRows / (ms / 1000)).toLocaleString("en")} rows/s (target: under 60 s); ` +
      `RSS ${MB(rssBefore)} before, ${MB(rssPeak)} at peak (+${MB(rssPeak - rssBefore)}; the engine alone: heap +${MB(base.heap)})`,
  );
} finally {
  await stopBoss();
  await closeDb();
  await database.close();
}
