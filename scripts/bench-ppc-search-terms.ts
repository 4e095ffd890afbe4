/**
 * `npm run bench:ppc-table` (issue #23): the queries /search-keywords runs, with 200,000 search-term rows in
 * one brand (40,000 distinct terms over 5 ad groups and 60 days, a quarter of them known to SEO with an
 * organic position) and 5,000 paid keywords, plus 50,000 rows in another brand the reads must step over.
 *
 * Each query of the page runs through its real function (modules/ppc/search-keywords/queries.ts, behind
 * row-level security) BENCH_SAMPLES times; printed as p50/p95 in ms and as a ratio to a baseline measured in
 * the same run — the brand's 50 costliest search-term rows read off the (brand_id, cost) index in the same
 * kind of transaction — so the figures hold across machines. On a fresh embedded database, or on a new
 * database of the server in BENCH_DATABASE_SERVER (e.g. postgres://postgres@127.0.0.1:5432/postgres; dropped
 * afterwards). BENCH_TERMS changes the 200,000.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";

const ROWS = Number(process.env.BENCH_TERMS ?? 200_000);
const SAMPLES = Math.max(5, Number(process.env.BENCH_SAMPLES ?? 20));
const SERVER = process.env.BENCH_DATABASE_SERVER;

async function main() {
  let dropDb: (() => Promise<void>) | null = null;
  if (SERVER) {
    const name = `ppc_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const u = new URL(SERVER);
    u.pathname = `/${name}`;
    process.env.DATABASE_URL = u.toString();
    dropDb = async () => {
      const a = postgres(SERVER, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
  const { migratedBenchDatabase } = await import("./lib/database");
  const database = await migratedBenchDatabase("ppc-bench-");
  const { getSql, closeDb } = await import("@/db/client");
  const { sql: drizzleSql } = await import("drizzle-orm");
  const { createUser, createBrand } = await import("@/tests/integration/helpers/factories");
  const { scopeFor, withScope } = await import("@/lib/brand-scope");
  const { listPpcKeywords, listPpcSearchTerms, loadSearchKeywords } = await import("@/modules/ppc/search-keywords/queries");
  const { parsePpcTable } = await import("@/modules/ppc/search-keywords/inputs");
  try {
    const owner = await createUser();
    const brand = await createBrand(owner, "PPC bench");
    const other = await createBrand(owner, "PPC bench other");
    const scope = await scopeFor(owner, brand.id);
    const sql = getSql();
    const words = `(array['coffee','beans','espresso','grinder','decaf','roast','cold brew','mug','kettle','filter','organic','cheap','best','near me','buy'])`;
    async function seed(brandId: string, rows: number) {
      const terms = Math.max(1, Math.floor(rows / 5));
      const [c] = await sql`insert into ppc_campaigns (brand_id, network, campaign_key, name, source) values (${brandId}, 'google_ads', 'bench', 'Bench campaign', 'import') returning id`;
      const groups = await sql`insert into ppc_ad_groups (brand_id, campaign_id, ad_group_key, name) select ${brandId}, ${c!.id}, 'g' || g, 'Ad group ' || g from generate_series(1, 5) g returning id`;
      const ids = groups.map((g) => g.id as string);
      await sql.unsafe(
        `insert into ppc_search_terms (brand_id, network, campaign_id, ad_group_id, term, term_key, keyword_text, match_type, period_from, period_to, cost, clicks, impressions, conversions, conversion_value, row_key)
         select $1::uuid, 'google_ads', $2::uuid, ($3::uuid[])[1 + r % 5], t, t, split_part(t, ' ', 1), (array['exact','phrase','broad','exact (close variant)'])[1 + r % 4],
           d, d, round(((r * 7919) % 5000) / 100.0, 2), (r * 31) % 60, (r * 131) % 900 + 60, case when r % 7 = 0 then (r % 3) + 1 else 0 end, case when r % 7 = 0 then 40 * ((r % 3) + 1) else 0 end,
           'bench-' || r
         from (select r, ${words}[1 + r % 15] || ' ' || ${words}[1 + (r / 15) % 15] || ' ' || md5((r % ${terms})::text) as t, date '2026-11-26' - (r % 60) as d
               from generate_series(1, ${rows}) r) s`,
        [brandId, c!.id, ids],
      );
      // A quarter of the terms are SEO keywords with a position; some paid keywords on them.
      await sql.unsafe(
        `insert into seo_keywords (brand_id, keyword, keyword_key, source, position)
         select $1::uuid, term_key, term_key, 'manual', 1 + (abs(hashtext(term_key)) % 40) from (select distinct term_key from ppc_search_terms where brand_id = $1::uuid) t
         where abs(hashtext(term_key)) % 4 = 0 on conflict do nothing`,
        [brandId],
      );
      await sql.unsafe(
        `insert into ppc_keywords (brand_id, keyword_id, ad_group_id, match_type, source, cost, clicks, impressions, conversions, conversion_value, quality_score)
         select k.brand_id, k.id, ($2::uuid[])[1 + abs(hashtext(k.keyword_key)) % 5], 'exact', 'import', (abs(hashtext(k.keyword_key)) % 20000) / 100.0, abs(hashtext(k.keyword_key)) % 300, 1000, abs(hashtext(k.keyword_key)) % 5, 0, 1 + abs(hashtext(k.keyword_key)) % 10
         from seo_keywords k where k.brand_id = $1::uuid limit 5000`,
        [brandId, ids],
      );
    }
    console.log(`Seeding ${ROWS.toLocaleString("en-US")} search-term rows (and ${(ROWS / 4).toLocaleString("en-US")} in another brand)…`);
    await seed(brand.id, ROWS);
    await seed(other.id, Math.floor(ROWS / 4));
    await sql`vacuum analyze`;

    const state = (tab: "keywords" | "terms", search: string) => parsePpcTable(tab, new URLSearchParams(search));
    const baseline = () =>
      withScope(scope, (tx) => tx.execute(drizzleSql`select id, term, cost from ppc_search_terms where brand_id = ${brand.id} order by cost desc, id limit 50`));
    const cases: { label: string; run: () => Promise<unknown> }[] = [
      { label: "baseline: 50 costliest rows (index scan)", run: baseline },
      { label: "terms, all imported, by cost", run: () => listPpcSearchTerms(scope, state("terms", "")) },
      { label: "terms, last 30 days", run: () => listPpcSearchTerms(scope, state("terms", "period=30d")) },
      { label: "terms, text contains 'espresso'", run: () => listPpcSearchTerms(scope, state("terms", "q=espresso")) },
      { label: "terms, organic #1–3", run: () => listPpcSearchTerms(scope, state("terms", "organic=top3")) },
      { label: "terms, no conv. ≥ 20 clicks, by CPA p5", run: () => listPpcSearchTerms(scope, state("terms", "noconv=1&minclicks=20&sort=cpa&page=5")) },
      { label: "keywords, by cost", run: () => listPpcKeywords(scope, state("keywords", "")) },
      { label: "whole page load (terms tab)", run: () => loadSearchKeywords(scope, { tab: "terms" }) },
    ];
    for (const c of cases) await c.run();
    const times = new Map<string, number[]>(cases.map((c) => [c.label, []]));
    // Interleaved, so every query meets the same load of a shared machine.
    for (let i = 0; i < SAMPLES; i++) {
      for (const c of cases) {
        const t = performance.now();
        await c.run();
        times.get(c.label)!.push(performance.now() - t);
      }
    }
    const pct = (xs: number[], p: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
    };
    const base = pct(times.get(cases[0]!.label)!, 50);
    console.log(`\n${ROWS.toLocaleString("en-US")} search-term rows in the brand; ${SAMPLES} samples each (${SERVER ? "PostgreSQL server" : "embedded PGlite"})`);
    console.log(`${"query".padEnd(42)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p50 ×base".padStart(10)} ${"p95 ×base".padStart(10)}`);
    for (const c of cases) {
      const xs = times.get(c.label)!;
      console.log(`${c.label.padEnd(42)} ${pct(xs, 50).toFixed(1).padStart(8)} ${pct(xs, 95).toFixed(1).padStart(8)} ${(pct(xs, 50) / base).toFixed(1).padStart(10)} ${(pct(xs, 95) / base).toFixed(1).padStart(10)}`);
    }
  } finally {
    await closeDb();
    await database.close();
    await dropDb?.();
  }
}

await main();
