/**
 * `npm run bench:knowledge-search`: hybrid knowledge search over BENCH_CHUNKS (default 200,000)
 * chunks in one brand (issue #20: p95 ≤ 150 ms), on a fresh embedded database (full text + names;
 * meaning search needs an embedding engine, which a bench has not) or on a new database of the
 * server in BENCH_DATABASE_SERVER (dropped afterwards), as scripts/bench-seo-cluster.ts does.
 *
 * The text is generated in SQL from a seeded vocabulary with a Zipf-like word frequency (a few words
 * in most passages, most words rare), 200 sources of 1,000 passages with nested headings, English
 * stemming. The queries mix what people type: a frequent word, a mid-frequency word, a rare word,
 * two words, a quoted phrase, a heading name, a misspelt heading — each search is timed end to end
 * through searchKnowledge (RLS transaction, three methods, fusion, snippets).
 */
import { openBenchDatabase } from "./lib/database";
import { sql as sqlTag } from "drizzle-orm";

const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 200_000);
const SOURCES = 200;
const SERVER = process.env.BENCH_DATABASE_SERVER;

// Real words first (the frequent end of the distribution), then made-up ones for the long tail.
const REAL = (
  "coffee espresso grinder machine water pressure temperature milk beans roast flavour cup brew boiler pump steam " +
  "warranty repair service delivery shipping return refund price subscription account order customer support manual " +
  "cleaning descaling filter basket portafilter tamper burr conical flat dose grind size extraction crema shot latte " +
  "cappuccino barista training recipe origin ethiopia colombia brazil kenya acidity body sweetness bitterness aroma " +
  "storage freshness packaging sustainability compost recycling energy standby display button setting programme"
).split(" ");
const SYL = ["ka", "lo", "mi", "ren", "tu", "vas", "pe", "dor", "sil", "ban", "qui", "zo", "fer", "nal", "gri", "mox"];
const TAIL: string[] = [];
for (let i = 0; TAIL.length < 4000; i++) TAIL.push(SYL[i % 16]! + SYL[Math.floor(i / 16) % 16]! + SYL[Math.floor(i / 256) % 16]!);
const VOCAB = [...REAL, ...TAIL];
const HEADINGS = ["Getting started", "Grinder care", "Brewing guide", "Warranty terms", "Shipping and returns", "Milk and steam", "Descaling", "Troubleshooting", "Accessories", "Subscriptions", "Recipes", "Sustainability"];

const openDatabase = () => openBenchDatabase("knowledge", SERVER);

/** A text[] from a JS list, sent as one JSON parameter (drizzle would spread a JS array into a list). */
function textArray(list: string[]) {
  return sqlTag`array(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const database = await openDatabase();
  process.env.DATABASE_URL = database.url;
  const sql = sqlTag;
  const { closeDb, getDb } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const { scopeFor } = await import("@/lib/brand-scope");
  const { searchKnowledge } = await import("@/modules/knowledge/search/search");
  const { createBrand, createUser } = await import("@/tests/integration/helpers/factories");
  try {
    const db = getDb();
    await migrateDatabase(db);
    const user = await createUser();
    const brand = await createBrand(user, "Knowledge bench");
    const scope = await scopeFor(user, brand.id);

    const loadStarted = performance.now();
    await db.execute(sql`select setseed(0.42)`);
    await db.execute(sql`
      insert into knowledge_sources (brand_id, kind, title, origin, status, language, chunk_count)
      select ${brand.id}, 'text', 'Handbook ' || g || ' ' || (${textArray(HEADINGS)})[1 + g % ${HEADINGS.length}], 'bench:' || g, 'ready', 'english', ${Math.ceil(CHUNKS / SOURCES)}
      from generate_series(1, ${SOURCES}) g`);
    // Indexes are built after the load (faster than maintaining them row by row); the result is the same.
    await db.execute(sql`drop index knowledge_chunks_tsv_idx`);
    await db.execute(sql`drop index knowledge_chunks_heading_trgm_idx`);
    const perSource = Math.ceil(CHUNKS / SOURCES);
    const sources = await db.execute<{ id: string }>(sql`select id from knowledge_sources where brand_id = ${brand.id} order by origin`);
    for (let i = 0; i < sources.length; i += 10) {
      const ids = sources.slice(i, i + 10).map((s) => s.id);
      await db.execute(sql`
        with v as materialized (select ${textArray(VOCAB)} as words, ${textArray(HEADINGS)} as headings)
        insert into knowledge_chunks (brand_id, source_id, position, heading, content, tokens, ts_config)
        select ${brand.id}, s.id::uuid, p.pos,
          v.headings[1 + (p.pos / 9) % ${HEADINGS.length}] || ' › ' || v.words[1 + (p.pos * 7) % 60],
          x.content, length(x.content) / 4, 'english'
        from v
        cross join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) s(id)
        cross join generate_series(0, ${perSource - 1}) p(pos)
        cross join lateral (
          -- "+ 0 * w.i" ties the aggregate to this subquery (else it would belong to the outer query).
          select string_agg(v.words[1 + floor(pow(random(), 3) * ${VOCAB.length})::int + 0 * w.i], ' ') as content
          from generate_series(1, 60 + (p.pos % 50) + 0 * length(s.id)) w(i)
        ) x`);
    }
    await db.execute(sql`create index knowledge_chunks_tsv_idx on knowledge_chunks using gin (tsv)`);
    await db.execute(sql`create index knowledge_chunks_heading_trgm_idx on knowledge_chunks using gin (heading gin_trgm_ops)`);
    await db.execute(sql`vacuum analyze knowledge_chunks`);
    await db.execute(sql`analyze knowledge_sources`);
    const [{ n } = { n: 0 }] = await db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_chunks where brand_id = ${brand.id}`);
    console.log(`knowledge search bench (${database.label}): ${n.toLocaleString("en")} chunks in ${SOURCES} sources loaded and indexed in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);

    const classes: Record<string, string[]> = {
      "frequent word": REAL.slice(0, 8),
      "mid word": REAL.slice(30, 38),
      "rare word": TAIL.slice(3000, 3008),
      "two words": [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `${REAL[10 + i]} ${REAL[40 + i]}`),
      "quoted phrase": [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `"${REAL[i]} ${REAL[i + 1]}"`),
      "heading name": HEADINGS.slice(0, 8),
      "misspelt heading": ["Waranty terms", "Brewing giude", "Descalling", "Trubleshooting", "Acessories", "Subscriptons", "Recipies", "Grindr care"],
    };
    for (const q of Object.values(classes).flat().slice(0, 10)) await searchKnowledge(scope, { query: q, semantic: false });
    const all: number[] = [];
    for (const [label, queries] of Object.entries(classes)) {
      const times: number[] = [];
      let found = 0;
      for (let round = 0; round < 3; round++) {
        for (const q of queries) {
          const t = performance.now();
          const r = await searchKnowledge(scope, { query: q, semantic: false });
          times.push(performance.now() - t);
          if (r.hits.length) found++;
        }
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(`  ${label.padEnd(17)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${found}/${times.length} with hits)`);
    }
    all.sort((a, b) => a - b);
    console.log(`  all ${all.length} searches: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms (target: p95 ≤ 150 ms)`);
  } finally {
    await closeDb();
    await database.close();
  }
}

await main();
