/**
 * `npx tsx scripts/bench-keyword-research.ts` (issue #18 "Speed"): /keyword-research with 50,000
 * keywords in the demo brand against /tasks of the same run (10,000 tasks in the brand), and the
 * plans of the keyword table's sort and filter queries.
 *
 * Starts the production server the way `npm start` does (own port and embedded data directory;
 * NEXT_DIST_DIR picks the build, default .next), seeds the demo brand with 50,000 keywords (figures
 * with a 12-month series under one source, positions, intents, tags, 20 groups) and 10,000 tasks
 * (`--big`: also 999 other brands × 5,000 keywords), signs in as the demo account and times both
 * pages signed in, one request at a time, alternating (a loaded 2-core machine cut autocannon's timed
 * rounds short of any finished request). Target: /keyword-research p50 under 2× /tasks p50.
 * Then prints EXPLAIN of the queries the page runs — the exact SQL of modules/seo/queries/keywords.ts,
 * rendered with drizzle — so index use is visible.
 *
 *   npx tsx scripts/bench-keyword-research.ts [--big] [--samples 40] [--port 3416]   (BENCH_KEYWORDS=… changes the 50,000)
 */
import postgres from "postgres";
import { sql as drizzleSql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { runningOwnerUrl } from "@/db/embedded";
import { seoKeywords } from "@/db/schema";
import { DEFAULT_DEMO_PASSWORD, DEMO_EMAIL } from "@/lib/auth/demo";
import type { BrandScope } from "@/lib/brand-scope";
import { keywordFilter, keywordOrder, type KeywordListQuery } from "@/modules/seo/queries/keywords";
import { keywordListQuery } from "@/modules/seo/queries/research";
import { parseKeywordTable } from "@/modules/seo/research-inputs";
import { signedInCookie, startBenchServer } from "./lib/bench-server";
import { seedTasks } from "./lib/bench-tasks";

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const BIG = process.argv.includes("--big");
const SAMPLES = Math.max(5, Number(flag("samples", "40")));
const PORT = Number(flag("port", "3416"));
const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 50_000);
const TASKS = 10_000;
const OTHER_BRANDS = 999;
const OTHER_KEYWORDS = 5_000;

/** `n` keywords in a brand with figures (one source, a 12-month series), positions, intents, tags and groups. */
async function seedKeywords(sql: postgres.Sql, brandId: string, n: number, prefix: string): Promise<void> {
  const groups = await sql`insert into seo_keyword_groups (brand_id, name) select ${brandId}::uuid, ${prefix} || ' topic ' || g from generate_series(1, 20) g returning id`;
  const ids = groups.map((g) => g.id as string);
  await sql`
    insert into seo_keywords (brand_id, keyword, keyword_key, source, tags, tracked, group_id, volume, cpc_usd, difficulty, competition, intent, position, figures_at)
    select ${brandId}::uuid, w, w, 'semrush',
      case when g % 10 = 0 then array['evergreen'] when g % 17 = 0 then array['launch', 'q4'] else '{}' end,
      g % 50 = 0,
      case when g % 3 = 0 then (${ids}::uuid[])[1 + g % 20] end,
      case when g % 9 = 0 then null else (100000 / (1 + g % 997)) * (1 + g % 7) end,
      case when g % 9 = 0 then null else round((g % 500) / 100.0, 2) end,
      case when g % 9 = 0 then null else g % 101 end,
      (g % 100) / 100.0,
      (array['informational','navigational','commercial','transactional'])[1 + g % 4],
      case when g % 4 = 0 then null else 1 + g % 100 end,
      now()
    from (select g, ${prefix} || ' ' || (array['coffee','tea','espresso','grinder','beans','brew','cup','roast','mug','kettle'])[1 + g % 10] || ' ' || md5(g::text) as w from generate_series(1, ${n}) g) s`;
  // The 12-month series as one expression per row (no correlated subquery): 2025-01 … 2025-12. The demo
  // brand's sample keywords already have their own figures (conflicts are left alone).
  const monthly = `jsonb_build_array(${Array.from({ length: 12 }, (_, m) => `jsonb_build_object('month', '2025-${String(m + 1).padStart(2, "0")}', 'volume', k.volume + ${m * 10})`).join(", ")})`;
  await sql.unsafe(
    `insert into seo_keyword_figures (brand_id, keyword_id, source, volume, monthly, cpc_usd, difficulty, competition, intent, position, fetched_at)
     select k.brand_id, k.id, 'semrush', k.volume, case when k.volume is null then null else ${monthly} end,
       k.cpc_usd, k.difficulty, k.competition, k.intent, k.position, now()
     from seo_keywords k where k.brand_id = $1::uuid
     on conflict do nothing`,
    [brandId],
  );
}

async function seed(sql: postgres.Sql): Promise<string> {
  const [demo] = await sql`select u.id, cn.brand_id from local_auth.users u join current_navigation cn on cn.user_id = u.id where u.email = ${DEMO_EMAIL}`;
  if (!demo) throw new Error("the demo account and brand were not created on start");
  const brandId = demo.brand_id as string;
  await sql`insert into growth_squad (brand_id, name) values (${brandId}, 'Sam Lee'), (${brandId}, 'Ava Stone')`;
  console.log(`Seeding ${TASKS.toLocaleString("en-US")} tasks and ${KEYWORDS.toLocaleString("en-US")} keywords into the demo brand…`);
  await seedTasks(sql, brandId, TASKS);
  console.log("  tasks seeded; keywords…");
  await seedKeywords(sql, brandId, KEYWORDS, "demo");
  console.log("  seeded; vacuum analyze…");
  if (BIG) {
    const [owner] = await sql`select id from profiles where email = ${DEMO_EMAIL}`;
    for (let b = 1; b <= OTHER_BRANDS; b++) {
      const [brand] = await sql`insert into brands (name, user_id) values (${`Bench brand ${b}`}, ${owner!.id}) returning id`;
      await seedKeywords(sql, brand!.id as string, OTHER_KEYWORDS, `b${b}`);
      if (b % 25 === 0) process.stdout.write(`\r  other brands: ${b}/${OTHER_BRANDS}`);
    }
    process.stdout.write("\n");
  }
  await sql`vacuum analyze`;
  return brandId;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

/**
 * One request after another, the two pages alternating: on a machine busy with other work, each
 * page's requests meet the same load, and no request is cut off by the end of a timed round.
 */
async function timeOnce(url: string, cookie: string): Promise<{ ms: number; ok: boolean }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await res.arrayBuffer();
  return { ms: performance.now() - t, ok: res.status === 200 };
}

/** The page's list query as the app writes it (filter and order from modules/seo/queries/keywords.ts), for EXPLAIN. */
function explainable(brandId: string, search: string): { sql: string; params: unknown[] } {
  const scope = { brandId, userId: brandId } as unknown as BrandScope;
  const query: KeywordListQuery = keywordListQuery(parseKeywordTable(new URLSearchParams(search)));
  const size = query.pageSize ?? 50;
  const offset = ((query.page ?? 1) - 1) * size;
  return new PgDialect().sqlToQuery(
    drizzleSql`select ${seoKeywords.id}, ${seoKeywords.keyword} from ${seoKeywords} where ${keywordFilter(scope, query)} order by ${drizzleSql.join(keywordOrder(query), drizzleSql`, `)} limit ${size} offset ${offset}`,
  );
}

const server = await startBenchServer(PORT, { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next" });
try {
  const url = process.env.DATABASE_URL ?? runningOwnerUrl(server.dataDir);
  if (!url) throw new Error("no database");
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  const brandId = await seed(sql);
  const cookie = await signedInCookie(server.origin, DEMO_EMAIL, process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD);
  const pages = [
    { label: "/keyword-research", url: `${server.origin}/keyword-research`, expect: "demo ", latencies: [] as number[], failed: 0 },
    { label: "/tasks", url: `${server.origin}/tasks`, expect: "Seeded task", latencies: [] as number[], failed: 0 },
  ];
  for (const p of pages) {
    const res = await fetch(p.url, { headers: { cookie }, redirect: "manual" });
    if (res.status !== 200 || !(await res.text()).includes(p.expect)) throw new Error(`${p.url} answered ${res.status}, not the expected page`);
  }
  for (const p of pages) await timeOnce(p.url, cookie);
  for (let i = 0; i < SAMPLES; i++) {
    for (const p of pages) {
      const r = await timeOnce(p.url, cookie);
      p.latencies.push(r.ms);
      if (!r.ok) p.failed++;
    }
  }
  const [{ n }] = (await sql`select count(*)::int as n from seo_keywords`) as unknown as [{ n: number }];
  console.log(`\n${n.toLocaleString("en-US")} keywords in the table (${KEYWORDS.toLocaleString("en-US")} in the brand); ${SAMPLES} sequential requests each, alternating`);
  console.log(`${"page".padEnd(20)} ${"requests".padStart(9)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"failed".padStart(7)}`);
  const p50 = pages.map((p) => {
    const sorted = [...p.latencies].sort((a, b) => a - b);
    console.log(`${p.label.padEnd(20)} ${String(sorted.length).padStart(9)} ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 99).toFixed(0).padStart(8)} ${String(p.failed).padStart(7)}`);
    return percentile(sorted, 50);
  });
  const ratio = p50[0]! / Math.max(p50[1]!, 1e-9);
  console.log(`/keyword-research p50 = ${ratio.toFixed(2)} × /tasks p50 (target < 2: ${ratio < 2 ? "met" : "MISSED"})`);

  const cases: [string, string][] = [
    ["default: most searched first", ""],
    ["keyword A–Z, page 20", "sort=keyword&page=20"],
    ["contains 'espresso' (trigram)", "q=espresso"],
    ["volume 1,000–5,000, easiest first", "vmin=1000&vmax=5000&sort=difficulty"],
    ["position top 3, best first", "pos=top3&sort=position"],
    ["tag 'evergreen'", "tag=evergreen"],
    ["tracked", "tracked=yes"],
  ];
  for (const [label, search] of cases) {
    const q = explainable(brandId, search);
    const plan = await sql.unsafe(`explain (analyze, costs off, timing off, summary on) ${q.sql}`, q.params as postgres.ParameterOrJSON<never>[]);
    console.log(`\nEXPLAIN ${label} (?${search})`);
    for (const row of plan) console.log(`  ${Object.values(row)[0] as string}`);
  }
  // The pager's count runs beside every page: on the brand index (index-only after vacuum).
  for (const search of ["", "q=espresso"]) {
    const scope = { brandId, userId: brandId } as unknown as BrandScope;
    const q = new PgDialect().sqlToQuery(drizzleSql`select count(*)::int from ${seoKeywords} where ${keywordFilter(scope, keywordListQuery(parseKeywordTable(new URLSearchParams(search))))}`);
    const plan = await sql.unsafe(`explain (analyze, costs off, timing off, summary on) ${q.sql}`, q.params as postgres.ParameterOrJSON<never>[]);
    console.log(`\nEXPLAIN count for the pager (?${search})`);
    for (const row of plan) console.log(`  ${Object.values(row)[0] as string}`);
  }
  await sql.end({ timeout: 5 });
  if (pages.some((p) => p.failed > 0)) process.exitCode = 1;
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await server.stop();
  // The embedded owner's timers keep the loop alive; exit with what the run decided.
  process.exit(process.exitCode ?? 0);
}
