/**
 * `npm run bench` (not part of `npm test`): Growth OS pages against a bare Next.js page of the same
 * shape (issue #17 §6).
 *
 * Starts the production server the way `npm start` does (own port, own embedded data directory,
 * own build directory), seeds the demo brand with 10,000 tasks (`--big`: also 999 other brands ×
 * 1,000 tasks, i.e. a million tasks in the table), signs in as the demo account, starts the bare
 * baseline (bench/bare-next: a 13-section sidebar of 130 links with icons, a top bar and a 50-row
 * table, no auth, no database; scripts/lib/bare-next.ts) beside it, and measures with autocannon and
 * 10 connections, signed in:
 *   /tasks (target ≥ 1.0× the bare page), /dashboard (≥ 0.8×), a module page with no data —
 *   /personas-dashboard of a brand without personas — (≥ 1.5×, set when it was a static page; re-measure), and the bare page.
 * Prints req/s, p50 and p99 of each, the ratios, CPU per request, and the memory of the app's
 * processes after the run (target ≤ 600 MB). The pages are measured in alternating rounds (A, B, C,
 * bare, A, B, …; `--rounds`), so a burst of other work on the machine weighs on every side of a
 * ratio instead of on whichever page happened to run during it.
 *
 *   npm run bench -- [--big] [--duration 40] [--rounds 4] [--port 3195] [--bare-port 3197]
 *   DATABASE_URL=postgres://… DEMO_ACCOUNT=true DEMO_PASSWORD=… npm run bench   (a Postgres server instead)
 */
import type { EventEmitter } from "node:events";
import postgres from "postgres";
import autocannon, { type Result } from "autocannon";
import { runningOwnerUrl } from "@/db/embedded";
import { DEFAULT_DEMO_PASSWORD, DEMO_EMAIL } from "@/lib/auth/demo";
import { cpuMs, rssBytes, signedInCookie, startBenchServer } from "./lib/bench-server";
import { startBareNext } from "./lib/bare-next";
import { seedTasks } from "./lib/bench-tasks";

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith("--")) return process.argv[i + 1]!;
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

const BIG = process.argv.includes("--big");
// 10 s rounds: a request still running when its round ends is not counted, so rounds much shorter
// than a loaded machine's latencies (seconds, here, while other builds ran) only count the fast ones.
const DURATION = Number(flag("duration", process.env.BENCH_DURATION ?? "40"));
const ROUNDS = Math.max(1, Number(flag("rounds", process.env.BENCH_ROUNDS ?? "4")));
const PORT = Number(flag("port", process.env.BENCH_PORT ?? "3195"));
const BARE_PORT = Number(flag("bare-port", process.env.BENCH_BARE_PORT ?? String(PORT + 2)));
const CONNECTIONS = 10;
const TASKS = 10_000;
const BIG_BRANDS = 1_000;
const BIG_TASKS_PER_BRAND = 1_000;

/** 999 more brands of another owner, 1,000 tasks each, 3 squad members each: a million-row table. */
async function seedOtherBrands(sql: postgres.Sql): Promise<void> {
  const [owner] = await sql`
    insert into local_auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
    values ('bench-owner@growth-os.local', '', now(), '{}'::jsonb, '{"full_name":"Bench Owner"}'::jsonb) returning id`;
  await sql`insert into profiles (id, email, full_name) values (${owner!.id}, 'bench-owner@growth-os.local', 'Bench Owner')`;
  const chunk = 50;
  for (let from = 1; from < BIG_BRANDS; from += chunk) {
    const to = Math.min(BIG_BRANDS - 1, from + chunk - 1);
    await sql.begin(async (tx) => {
      const brands = await tx`
        insert into brands (name, user_id) select 'Bench brand ' || g, ${owner!.id} from generate_series(${from}::int, ${to}::int) g returning id`;
      const ids = brands.map((b) => b.id as string);
      await tx`insert into user_brand_access (brand_id, user_id, role, granted_by) select unnest(${ids}::uuid[]), ${owner!.id}, 'owner', ${owner!.id}`;
      await tx`insert into growth_squad (brand_id, name) select b, 'Member ' || k from unnest(${ids}::uuid[]) b, generate_series(1, 3) k`;
      await tx`
        insert into foundational_tasks (brand_id, title, priority, difficulty, status, assigned_to, due_date, created_at)
        select b.id, 'Other brand task ' || g, (array['High','Medium','Low'])[1 + g % 3], (array['High','Medium','Low'])[1 + (g / 3) % 3],
          (array['pending','in_progress','blocked','done','cancelled'])[1 + g % 5],
          b.members[1 + g % 3],
          case when g % 4 = 0 then null else current_date + (g % 40 - 20) end,
          now() - make_interval(days => g % 120)
        from (select x.id, (select array_agg(s.id) from growth_squad s where s.brand_id = x.id) as members from unnest(${ids}::uuid[]) as x(id)) b,
          generate_series(1, ${BIG_TASKS_PER_BRAND}) g`;
    });
    process.stdout.write(`\r  other brands: ${to + 1}/${BIG_BRANDS}`);
  }
  process.stdout.write("\n");
}

async function seed(dataDir: string): Promise<{ brandId: string; total: number }> {
  // With DATABASE_URL the server runs on that Postgres (start it with DEMO_ACCOUNT=true and DEMO_PASSWORD).
  const url = process.env.DATABASE_URL ?? runningOwnerUrl(dataDir);
  if (!url) throw new Error(`no embedded owner serves ${dataDir}`);
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [demo] = await sql`select u.id, cn.brand_id from local_auth.users u join current_navigation cn on cn.user_id = u.id where u.email = ${DEMO_EMAIL}`;
    if (!demo) throw new Error("the demo account and brand were not created on start");
    const brandId = demo.brand_id as string;
    await sql`insert into growth_squad (brand_id, name, alias) values
      (${brandId}, 'Sam Lee', 'Social'), (${brandId}, 'Ava Stone', 'Design'), (${brandId}, 'Noah Park', 'Data'), (${brandId}, 'Lena Ruiz', 'CRM')`;
    console.log(`Seeding ${TASKS.toLocaleString("en-US")} tasks into the demo brand…`);
    await seedTasks(sql, brandId, TASKS);
    if (BIG) {
      console.log(`Seeding ${BIG_BRANDS - 1} other brands × ${BIG_TASKS_PER_BRAND.toLocaleString("en-US")} tasks…`);
      await seedOtherBrands(sql);
    }
    // What autovacuum (a server) or the owner's maintenance (embedded, db/embedded.ts) does within a
    // minute of a bulk insert: statistics and the visibility map (index-only counts).
    await sql`vacuum analyze`;
    const [{ n }] = (await sql`select count(*)::int as n from foundational_tasks`) as unknown as [{ n: number }];
    return { brandId, total: n };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function check(url: string, cookie: string, expect: string): Promise<void> {
  const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = await res.text();
  if (res.status !== 200 || !body.includes(expect)) throw new Error(`${url} answered ${res.status}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}, not the expected page`);
}

/** One page's figures over all its rounds: every response's latency, not an average of averages. */
type Measured = { requests: number; seconds: number; latencies: number[]; failed: number; cpu: Cpu };
/** CPU ms used during the measurement by next-server, the launcher (embedded owner), the bare server and this process (autocannon). */
type Cpu = { next: number; launcher: number; bare: number; load: number };
const CPU_KEYS = ["next", "launcher", "bare", "load"] as const;

const emptyMeasured = (): Measured => ({ requests: 0, seconds: 0, latencies: [], failed: 0, cpu: { next: 0, launcher: 0, bare: 0, load: 0 } });

function cpuNow(): Cpu | null {
  const { launcher, next } = server.pids();
  const [n, l, b] = [cpuMs(next), cpuMs(launcher), cpuMs(bare.pid)];
  if (n === null || l === null || b === null) return null;
  const own = process.cpuUsage();
  return { next: n, launcher: l, bare: b, load: (own.user + own.system) / 1000 };
}

async function measure(url: string, cookie: string, duration: number, into: Measured = emptyMeasured()): Promise<Measured> {
  const before = cpuNow();
  // Without a callback autocannon returns its tracker (an EventEmitter) made thenable; the types only say Promise.
  const instance = autocannon({ url, connections: CONNECTIONS, duration, headers: { cookie }, timeout: 30 }) as unknown as PromiseLike<Result> & EventEmitter;
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => into.latencies.push(ms));
  const r: Result = await instance;
  into.requests += r.requests.total;
  into.seconds += r.duration;
  into.failed += r.non2xx + r.errors + r.timeouts;
  const after = cpuNow();
  if (before && after) for (const k of CPU_KEYS) into.cpu[k] += after[k] - before[k];
  return into;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(m: Measured): { rps: number; p50: number; p99: number } {
  const sorted = [...m.latencies].sort((x, y) => x - y);
  return { rps: m.requests / Math.max(m.seconds, 1e-9), p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

type Page = { label: string; url: string; expect: string; target: number | null; m: Measured };

const server = await startBenchServer(PORT, { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-bench" });
const bare = await startBareNext(BARE_PORT).catch(async (e) => {
  await server.stop();
  throw e;
});
try {
  const { total } = await seed(server.dataDir);
  const cookie = await signedInCookie(server.origin, DEMO_EMAIL, process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD);
  const pages: Page[] = [
    { label: "/tasks", url: `${server.origin}/tasks`, expect: "Seeded task", target: 1.0, m: emptyMeasured() },
    { label: "/dashboard", url: `${server.origin}/dashboard`, expect: "Dashboard", target: 0.8, m: emptyMeasured() },
    // A module page with no data of its own: the shell, the sidebar and the page frame only.
    { label: "/personas-dashboard (no data)", url: `${server.origin}/personas-dashboard`, expect: "Personas Dashboard", target: 1.5, m: emptyMeasured() },
    { label: "bare Next page (baseline)", url: bare.origin, expect: "Seeded task", target: null, m: emptyMeasured() },
  ];
  for (const p of pages) await check(p.url, cookie, p.expect);

  console.log(`Warming up (3 s each)…`);
  for (const p of pages) await measure(p.url, cookie, 3);
  const perRound = Math.max(1, Math.round(DURATION / ROUNDS));
  console.log(`Measuring ${perRound * ROUNDS} s each in ${ROUNDS} alternating rounds, ${CONNECTIONS} connections…`);
  for (let round = 0; round < ROUNDS; round++) for (const p of pages) await measure(p.url, cookie, perRound, p.m);

  const base = summary(pages[pages.length - 1]!.m);
  console.log(`\n${total.toLocaleString("en-US")} tasks in the table (${TASKS.toLocaleString("en-US")} in the brand)${BIG ? `, ${BIG_BRANDS} brands` : ""}; autocannon, ${CONNECTIONS} connections, ${perRound * ROUNDS} s each`);
  console.log(`${"page".padEnd(32)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"failed".padStart(7)} ${"× bare".padStart(7)}  target`);
  for (const p of pages) {
    const s = summary(p.m);
    const ratio = s.rps / base.rps;
    const verdict = p.target === null ? "" : `≥ ${p.target.toFixed(1)} ${ratio >= p.target ? "met" : "MISSED"}`;
    console.log(`${p.label.padEnd(32)} ${s.rps.toFixed(1).padStart(8)} ${s.p50.toFixed(0).padStart(8)} ${s.p99.toFixed(0).padStart(8)} ${String(p.m.failed).padStart(7)} ${ratio.toFixed(2).padStart(7)}  ${verdict}`);
  }
  // Where the time goes: CPU per request of each process (Linux only). Two cores are shared by all of them.
  if (pages.every((p) => p.m.requests > 0 && p.m.cpu.load > 0)) {
    console.log(`\nCPU ms per request               ${"next".padStart(8)} ${(process.env.DATABASE_URL ? "launcher" : "db+launch").padStart(9)} ${"bare".padStart(8)} ${"load".padStart(8)}`);
    for (const p of pages) console.log(`${p.label.padEnd(32)} ${CPU_KEYS.map((k, i) => (p.m.cpu[k] / p.m.requests).toFixed(1).padStart(i === 1 ? 9 : 8)).join(" ")}`);
  }
  const { launcher, next } = server.pids();
  const [rl, rn] = [rssBytes(launcher), rssBytes(next)];
  const mb = (b: number) => `${Math.round(b / 1e6)} MB`;
  if (rl !== null && rn !== null) {
    const sum = rl + rn;
    console.log(`\nMemory after the run: next-server ${mb(rn)} + launcher${process.env.DATABASE_URL ? "" : " with the embedded database"} ${mb(rl)} = ${mb(sum)} (target ≤ 600 MB: ${sum <= 600e6 ? "met" : "MISSED"})`);
  }
  if (pages.some((p) => p.m.failed > 0)) process.exitCode = 1;
} finally {
  await bare.stop();
  await server.stop();
}
