/**
 * `npm run bench:scale` (issue 27, "scale"): do the busiest queries of one brand stay as fast when the
 * tables hold every other brand's rows too? On a scratch database of a PostgreSQL server (created,
 * dropped at the end): one brand with 10,000 tasks and 5,000 keywords is measured alone, then 999
 * other brands are added (10,000 tasks and 5,000 keywords each: 10,000,000 tasks and 5,000,000
 * keywords in all) and it is measured again. Timed: the module query functions the pages call, with
 * the brand's scope (RLS on, as the app runs them) —
 *   /tasks (getTasksView: default, a status filter, a search), /my-tasks-all-brands (getMyTasksAllBrands),
 *   /my-tasks (getMyTasks), /keyword-research (loadKeywordResearch: default, a search), /dashboard (getDashboardPage).
 * Prints p50 of each at both sizes and the ratio (target ≤ 1.5×), then EXPLAIN (ANALYZE, BUFFERS) of
 * each query's slowest statement at the large size, run with the same claims and role.
 *
 *   npm run bench:scale -- [--smoke] [--samples 15] [--url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
 * --smoke: 1/100 scale (10 brands: 100,000 tasks, 50,000 keywords), under 2 minutes on an idle machine; --brands N
 * another size. --keep leaves the database. Besides wall time, each query's statements are EXPLAINed at
 * both sizes: their server execution time and the buffers they touch (independent of other load on
 * the machine) — a query that reads only its brand's rows touches as many buffers at either size.
 */
import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import * as schema from "@/db/schema";
import { migrateDatabase } from "@/db/migrate";
import { seedTasks } from "./lib/bench-tasks";

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith("--")) return process.argv[i + 1]!;
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

const SMOKE = process.argv.includes("--smoke");
const KEEP = process.argv.includes("--keep");
const SERVER = flag("url", process.env.SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const DB_NAME = SMOKE ? "scale_bench_smoke" : "scale_bench";
const BRANDS = Number(flag("brands", SMOKE ? "10" : "1000"));
const TASKS_PER_BRAND = 10_000;
const KEYWORDS_PER_BRAND = 5_000;
const SAMPLES = Math.max(3, Number(flag("samples", SMOKE ? "7" : "15")));
const TARGET = 1.5;

const dbUrl = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

const fmt = (n: number) => n.toLocaleString("en-US");
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

async function admin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(SERVER, { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

/** The measured brand's people: its owner (the bench user), a squad of three, four sprints. */
async function seedMeasuredBrand(sql: postgres.Sql): Promise<{ userId: string; email: string; brandId: string }> {
  const email = "scale-bench@growth-os.local";
  const [user] = await sql`
    insert into local_auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
    values (${email}, '', now(), '{}'::jsonb, '{"full_name":"Scale Bench"}'::jsonb) returning id`;
  const userId = user!.id as string;
  await sql`insert into profiles (id, email, full_name) values (${userId}, ${email}, 'Scale Bench')`;
  const [brand] = await sql`insert into brands (name, user_id) values ('Measured brand', ${userId}) returning id`;
  const brandId = brand!.id as string;
  await sql`insert into brand_data (brand_id) values (${brandId})`;
  await sql`insert into user_brand_access (brand_id, user_id, role, granted_by) values (${brandId}, ${userId}, 'owner', ${userId})`;
  await sql`insert into current_navigation (user_id, brand_id) values (${userId}, ${brandId})`;
  await sql`insert into growth_squad (brand_id, name, user_id, email) values (${brandId}, 'Scale Bench', ${userId}, ${email}), (${brandId}, 'Sam Lee', null, null), (${brandId}, 'Ava Stone', null, null)`;
  await sql`
    insert into growth_sprints (brand_id, name, start_date, end_date, status)
    select ${brandId}::uuid, 'Sprint ' || k, current_date + (k - 3) * 14, current_date + (k - 3) * 14 + 13, case when k < 3 then 'closed' when k = 3 then 'active' else 'open' end
    from generate_series(1, 4) k`;
  return { userId, email, brandId };
}

/** Keywords with figures, positions, intents, tags and groups, for brands `brandIds` (one statement). */
async function seedKeywords(sql: postgres.Sql, brandIds: string[], n: number): Promise<void> {
  await sql`
    insert into seo_keyword_groups (brand_id, name)
    select b, 'Topic ' || g from unnest(${brandIds}::uuid[]) b, generate_series(1, 20) g`;
  await sql`
    insert into seo_keywords (brand_id, keyword, keyword_key, source, tags, tracked, group_id, volume, cpc_usd, difficulty, competition, intent, position, figures_at)
    select b.id, w, w, 'semrush',
      case when g % 10 = 0 then array['evergreen'] when g % 17 = 0 then array['launch', 'q4'] else '{}' end,
      g % 50 = 0,
      case when g % 3 = 0 then b.groups[1 + g % 20] end,
      case when g % 9 = 0 then null else (100000 / (1 + g % 997)) * (1 + g % 7) end,
      case when g % 9 = 0 then null else round((g % 500) / 100.0, 2) end,
      case when g % 9 = 0 then null else g % 101 end,
      (g % 100) / 100.0,
      (array['informational','navigational','commercial','transactional'])[1 + g % 4],
      case when g % 4 = 0 then null else 1 + g % 100 end,
      now()
    from (select x.id, (select array_agg(id order by name) from seo_keyword_groups k where k.brand_id = x.id) as groups from unnest(${brandIds}::uuid[]) x(id)) b,
      lateral (select g, (array['coffee','tea','espresso','grinder','beans','brew','cup','roast','mug','kettle'])[1 + g % 10] || ' ' || md5(b.id::text || g) as w from generate_series(1, ${n}) g) s`;
  await sql`
    insert into seo_keyword_figures (brand_id, keyword_id, source, volume, cpc_usd, difficulty, competition, intent, position, fetched_at)
    select k.brand_id, k.id, 'semrush', k.volume, k.cpc_usd, k.difficulty, k.competition, k.intent, k.position, now()
    from seo_keywords k where k.brand_id = any(${brandIds}::uuid[])`;
}

/** 999 other brands of another owner, each with a squad, tasks and keywords, in chunks of `chunk` brands. */
async function seedOtherBrands(sql: postgres.Sql, count: number): Promise<void> {
  const [owner] = await sql`
    insert into local_auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
    values ('scale-other@growth-os.local', '', now(), '{}'::jsonb, '{"full_name":"Other Owner"}'::jsonb) returning id`;
  await sql`insert into profiles (id, email, full_name) values (${owner!.id}, 'scale-other@growth-os.local', 'Other Owner')`;
  // Millions of rows load several times faster into tables without their secondary indexes, which
  // are then built once, sorted, with parallel workers (the measured brand's rows are in them too).
  const indexes = await sql<{ name: string; def: string }[]>`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('foundational_tasks', 'seo_keywords', 'seo_keyword_figures')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;
  for (const ix of indexes) await sql.unsafe(`drop index "${ix.name}"`);
  const chunk = 10;
  const t0 = performance.now();
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await sql.begin(async (tx) => {
      // Bulk load: no per-row triggers (activity, content-brief follow-ups) on a scratch database.
      await tx`set local session_replication_role = replica`;
      const rows = await tx`insert into brands (name, user_id) select 'Other brand ' || g, ${owner!.id} from generate_series(${from}::int, ${to}::int) g returning id`;
      const ids = rows.map((b) => b.id as string);
      await tx`insert into user_brand_access (brand_id, user_id, role, granted_by) select unnest(${ids}::uuid[]), ${owner!.id}, 'owner', ${owner!.id}`;
      await tx`insert into growth_squad (brand_id, name) select b, 'Member ' || k from unnest(${ids}::uuid[]) b, generate_series(1, 3) k`;
      await tx`
        insert into foundational_tasks (brand_id, title, description, priority, difficulty, status, assigned_to, due_date, source_type, created_at, status_changed_at)
        select b.id, 'Other brand task ' || g, 'Seeded for the scale bench', (array['High','Medium','Low'])[1 + g % 3], (array['High','Medium','Low'])[1 + (g / 3) % 3],
          (array['pending','in_progress','blocked','done','cancelled'])[1 + g % 5],
          b.members[1 + g % 3],
          case when g % 4 = 0 then null else current_date + (g % 40 - 20) end,
          (array['my_own_initiative','sop','template','growth_idea'])[1 + g % 4],
          now() - make_interval(secs => g * 60), now() - make_interval(days => g % 30)
        from (select x.id, (select array_agg(s.id) from growth_squad s where s.brand_id = x.id) as members from unnest(${ids}::uuid[]) as x(id)) b,
          generate_series(1, ${TASKS_PER_BRAND}) g`;
      await seedKeywords(tx as unknown as postgres.Sql, ids, KEYWORDS_PER_BRAND);
    });
    const done = to;
    const rate = (performance.now() - t0) / done;
    process.stdout.write(`\r  other brands: ${done}/${count} (${secs(t0)}, ~${Math.round((rate * (count - done)) / 1000)} s left)   `);
  }
  process.stdout.write("\n");
  const t1 = performance.now();
  await sql.begin(async (tx) => {
    await tx`set local maintenance_work_mem = '1GB'`;
    await tx`set local max_parallel_maintenance_workers = 2`;
    for (const ix of indexes) await tx.unsafe(ix.def);
  });
  console.log(`  ${indexes.length} indexes of tasks and keywords rebuilt in ${secs(t1)}`);
}

// ---- measuring: the query functions with the brand's scope, their statements captured for EXPLAIN

type Statement = { query: string; params: unknown[] };
let capture: Statement[] | null = null;

type Measured = { name: string; p50: number; statements: Statement[] };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function openApp() {
  process.env.DATABASE_URL = dbUrl;
  delete process.env.EMBEDDED_DATABASE;
  // The app's own pool, with a debug hook that records each statement (for EXPLAIN).
  const sql = postgres(dbUrl, {
    max: 4,
    prepare: true,
    onnotice: () => {},
    debug: (_conn, query, params) => {
      capture?.push({ query, params: params as unknown[] });
    },
  });
  (globalThis as unknown as { __growthDb?: unknown }).__growthDb = { sql, db: drizzle(sql, { schema }), url: dbUrl };
  const [{ scopeFor }, tasks, reports, research, dashboard, inputs] = await Promise.all([
    import("@/lib/brand-scope"),
    import("@/modules/tasks/queries"),
    import("@/modules/tasks/reports"),
    import("@/modules/seo/queries/research"),
    import("@/modules/dashboard/queries"),
    import("@/modules/tasks/inputs"),
  ]);
  return { sql, scopeFor, tasks, reports, research, dashboard, inputs };
}

type App = Awaited<ReturnType<typeof openApp>>;

async function measureAll(app: App, user: { id: string; email: string }, brandId: string): Promise<Measured[]> {
  const authUser = { id: user.id, email: user.email, fullName: "Scale Bench", avatarUrl: null, sessionId: null, claims: { sub: user.id, email: user.email, role: "authenticated", aud: "authenticated" } };
  const scope = await app.scopeFor(authUser, brandId);
  const queries: [string, () => Promise<unknown>][] = [
    ["/tasks", () => app.tasks.getTasksView(scope, app.inputs.parseTaskFilters({}))],
    ["/tasks?status=blocked", () => app.tasks.getTasksView(scope, app.inputs.parseTaskFilters({ status: "blocked" }))],
    ["/tasks?q=task 4242", () => app.tasks.getTasksView(scope, app.inputs.parseTaskFilters({ q: "task 4242" }))],
    ["/my-tasks", () => app.reports.getMyTasks(scope)],
    ["/my-tasks-all-brands", () => app.reports.getMyTasksAllBrands(authUser)],
    ["/keyword-research", () => app.research.loadKeywordResearch(scope, {})],
    ["/keyword-research?q=espresso", () => app.research.loadKeywordResearch(scope, { q: "espresso" })],
    ["/dashboard", () => app.dashboard.getDashboardPage(scope)],
  ];
  const out: Measured[] = [];
  for (const [name, run] of queries) {
    capture = [];
    await run(); // warm: plans cached, statements prepared
    const statements = capture;
    capture = null;
    await run();
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    out.push({ name, p50: median(times), statements });
  }
  return out;
}

type Explained = { ms: number; buffers: number; top: { ms: number; text: string; query: string } | undefined; count: number };

/** EXPLAIN (ANALYZE, BUFFERS) of every statement a query ran, as the app's role with its claims. */
async function explainAll(app: App, m: Measured): Promise<Explained> {
  let claims = "{}";
  const plans: { ms: number; buffers: number; text: string; query: string }[] = [];
  for (const s of m.statements) {
    if (s.query.includes("set_config('request.jwt.claims'")) {
      claims = String(s.params[0]);
      continue;
    }
    if (!/^\s*(select|with)\b/i.test(s.query)) continue;
    try {
      const rows = await app.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('role', 'growth_app', true)`;
        return tx.unsafe(`explain (analyze, buffers) ${s.query}`, s.params as postgres.ParameterOrJSON<never>[]);
      });
      const text = rows.map((r) => r["QUERY PLAN"] as string).join("\n");
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
      // The top node's buffers include its children's; the plan's first "Buffers:" line is the top node's.
      const top = /Buffers: ([^\n]+)/.exec(text)?.[1] ?? "";
      const buffers = [...top.matchAll(/(?:hit|read)=(\d+)/g)].reduce((sum, x) => sum + Number(x[1]), 0);
      plans.push({ ms, buffers, text, query: s.query });
    } catch (e) {
      plans.push({ ms: 0, buffers: 0, text: `(explain failed: ${(e as Error).message})`, query: s.query });
    }
  }
  plans.sort((a, b) => b.ms - a.ms);
  return { ms: plans.reduce((x, p) => x + p.ms, 0), buffers: plans.reduce((x, p) => x + p.buffers, 0), top: plans[0], count: plans.length };
}

function printSlowest(name: string, e: Explained): void {
  console.log(`\n── ${name}: ${e.count} statements, slowest ${e.top ? e.top.ms.toFixed(1) : "–"} ms (execution)`);
  if (e.top) {
    console.log(`   ${e.top.query.replace(/\s+/g, " ").slice(0, 300)}${e.top.query.length > 300 ? "…" : ""}`);
    console.log(e.top.text.split("\n").map((l) => `   ${l}`).join("\n"));
  }
}

async function main() {
  const t0 = performance.now();
  console.log(`Scale bench${SMOKE ? " (smoke, 1/100)" : ""}: database ${DB_NAME} on ${new URL(SERVER).host}`);
  await admin(async (sql) => {
    await sql.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await sql.unsafe(`create database ${DB_NAME}`);
  });
  let app: App | null = null;
  try {
    const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
    await migrateDatabase(drizzle(sql, { schema }));
    const who = await seedMeasuredBrand(sql);
    await seedTasks(sql, who.brandId, TASKS_PER_BRAND);
    await seedKeywords(sql, [who.brandId], KEYWORDS_PER_BRAND);
    await sql`vacuum analyze`;
    console.log(`Small: 1 brand, ${fmt(TASKS_PER_BRAND)} tasks, ${fmt(KEYWORDS_PER_BRAND)} keywords (seeded in ${secs(t0)})`);
    app = await openApp();
    const small = await measureAll(app, { id: who.userId, email: who.email }, who.brandId);
    const smallPlans: Explained[] = [];
    for (const m of small) smallPlans.push(await explainAll(app, m));

    const t1 = performance.now();
    console.log(`Large: adding ${fmt(BRANDS - 1)} brands × ${fmt(TASKS_PER_BRAND)} tasks and ${fmt(KEYWORDS_PER_BRAND)} keywords…`);
    await seedOtherBrands(sql, BRANDS - 1);
    await sql`vacuum analyze`;
    const [counts] = await sql`select (select count(*) from foundational_tasks)::bigint as tasks, (select count(*) from seo_keywords)::bigint as keywords, pg_size_pretty(pg_database_size(current_database())) as size`;
    console.log(`Large: ${fmt(Number(counts!.tasks))} tasks, ${fmt(Number(counts!.keywords))} keywords, database ${counts!.size} (seeded in ${secs(t1)})`);
    await sql.end();
    const large = await measureAll(app, { id: who.userId, email: who.email }, who.brandId);

    const largePlans: Explained[] = [];
    for (const m of large) largePlans.push(await explainAll(app, m));

    console.log(`\n${"query".padEnd(30)} ${"wall p50 small → large".padStart(24)} ${"ratio".padStart(6)}  ${"server exec small → large".padStart(26)} ${"ratio".padStart(6)}  ${"buffers".padStart(16)}`);
    const misses: string[] = [];
    for (const [i, s] of small.entries()) {
      const l = large[i]!;
      const [ps, pl] = [smallPlans[i]!, largePlans[i]!];
      const ratio = l.p50 / s.p50;
      const execRatio = pl.ms / Math.max(ps.ms, 0.001);
      // A miss: slower by more than the target on the wall clock and in the server's own execution time.
      const miss = ratio > TARGET && execRatio > TARGET;
      if (miss) misses.push(s.name);
      console.log(
        `${s.name.padEnd(30)} ${`${s.p50.toFixed(1)} → ${l.p50.toFixed(1)} ms`.padStart(24)} ${`${ratio.toFixed(2)}×`.padStart(6)}  ${`${ps.ms.toFixed(1)} → ${pl.ms.toFixed(1)} ms`.padStart(26)} ${`${execRatio.toFixed(2)}×`.padStart(6)}  ${`${ps.buffers} → ${pl.buffers}`.padStart(16)}${miss ? "  MISS" : ""}`,
      );
    }
    for (const [i, l] of large.entries()) printSlowest(l.name, largePlans[i]!);
    console.log(`\n${misses.length ? `Over ${TARGET}×: ${misses.join(", ")}` : `Every query within ${TARGET}× at ${fmt(BRANDS * TASKS_PER_BRAND)} tasks.`} Total ${secs(t0)}.`);
    if (misses.length) process.exitCode = 1;
  } finally {
    await app?.sql.end({ timeout: 5 });
    if (!KEEP) await admin((sql) => sql.unsafe(`drop database if exists ${DB_NAME} with (force)`));
  }
}

await main();
