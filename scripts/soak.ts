/**
 * `npm run soak` (issue 27, "soak"): a production build (`next build` into its own dist dir, then
 * `next start` through scripts/start.ts) under a steady mixed load for a long time — 10 users over 5
 * brands at ~20 requests/s: page views of every module route of lib/navigation/registry.ts, and the
 * server actions the pages call (POST with Next-Action, as a browser does): Quick Add, status changes,
 * comments, a keyword import, a SAIO run against a loopback fake model and a crawl of a loopback fake
 * site. Prints each minute the rate, the 5xx count and the memory (RSS) of every process; at the end
 * p95 per route, the RSS trend slope per process, and reads back every write the clients got
 * acknowledged (nothing lost, nothing duplicated).
 *
 *   npm run soak -- [--minutes 30] [--smoke (2 minutes)] [--rate 20] [--port 3290] [--pg [postgres://…/postgres]]
 * --pg: a new database on that PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 * NEXT_DIST_DIR picks the build directory (default .next-soak).
 */
import postgres from "postgres";
import { runningOwnerUrl } from "@/db/embedded";
import { randomBytes } from "node:crypto";
import { generatePrivateJwk } from "@/lib/auth/keys";
import { ROUTES } from "@/lib/navigation/registry";
import { startFakeArticleSite } from "@/tests/support/fake-article-site";
import { startFakeOpenAI } from "@/tests/support/fake-openai";
import { actionIds as buildActionIds, actionRequest, actionResult, rssBytes, seedPeople, startBenchServer, type ActionRef } from "./lib/bench-server";

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith("--")) return process.argv[i + 1]!;
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

const SMOKE = process.argv.includes("--smoke");
const MINUTES = SMOKE ? 2 : Number(flag("minutes", "30"));
const RATE = Number(flag("rate", "20"));
const PORT = Number(flag("port", "3290"));
const PG = process.argv.includes("--pg") ? flag("pg", "postgres://postgres@127.0.0.1:5432/postgres") : null;
const DIST = process.env.NEXT_DIST_DIR ?? ".next-soak";
const BRANDS = 5;
const USERS = 10;
const PASSWORD = "soak-password-1";

// ---- server actions by name, from the build's manifest (the ids a browser would send)

type Client = { n: number; email: string; userId: string; brandId: string; cookie: string; tasks: string[]; busy: boolean };

type Sample = { route: string; ms: number; status: number };
const samples: Sample[] = [];
const fiveXX: string[] = [];

// What the clients were told was written: read back at the end.
const acked = { tasks: new Map<string, string>(), comments: new Map<string, string>(), statuses: new Map<string, string>(), keywords: new Map<string, string>(), saioRuns: new Set<string>(), crawls: new Set<string>() };

async function timed(route: string, url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  const t = performance.now();
  let status = 0;
  let text = "";
  try {
    const res = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(120_000) });
    status = res.status;
    text = await res.text();
  } catch (e) {
    text = (e as Error).message;
  }
  samples.push({ route, ms: performance.now() - t, status });
  if (status >= 500 || status === 0) fiveXX.push(`${route} ${status || "no answer"}: ${text.slice(0, 160)}`);
  return { status, text };
}

/** A server action through HTTP, as the browser calls it; answers the ActionResult from the RSC stream. */
async function act<T>(origin: string, ids: Map<string, ActionRef>, c: Client, name: string, input: unknown): Promise<{ ok: true; data: T } | { ok: false; error: string } | null> {
  const ref = ids.get(`${name}Action`);
  if (!ref) throw new Error(`no action ${name} in the build`);
  const { status, text } = await timed(`action ${name}`, `${origin}${ref.page}`, actionRequest(ref, c.cookie, input));
  if (status !== 200) return null;
  return actionResult(text);
}

async function seed(sql: postgres.Sql, origin: string): Promise<Client[]> {
  const people = await seedPeople(sql, origin, { users: USERS, brands: BRANDS, password: PASSWORD, prefix: "soak" });
  return people.map((p) => ({ ...p, tasks: [], busy: false }));
}

// ---- the load

const PAGES = ROUTES.filter((r) => !r.public && !r.path.includes("[") && !r.path.includes(":") && r.path !== "/").map((r) => r.path);

let seq = 0;
type Op = (origin: string, ids: Map<string, ActionRef>, c: Client) => Promise<void>;

const ops: { weight: number; op: Op }[] = [
  {
    weight: 12,
    op: async (origin, _ids, c) => {
      const p = PAGES[seq++ % PAGES.length]!;
      await timed(`page ${p}`, `${origin}${p}`, { headers: { cookie: c.cookie } });
    },
  },
  {
    weight: 3,
    op: async (origin, ids, c) => {
      const title = `Soak task ${c.n}-${++seq}`;
      const r = await act<{ id: string }>(origin, ids, c, "quickAddTask", { title, brandId: c.brandId });
      if (r?.ok) {
        acked.tasks.set(r.data.id, title);
        c.tasks.push(r.data.id);
      }
    },
  },
  {
    weight: 2,
    op: async (origin, ids, c) => {
      const taskId = c.tasks[seq % Math.max(1, c.tasks.length)];
      if (!taskId) return;
      const status = (["pending", "in_progress", "blocked", "done"] as const)[++seq % 4]!;
      const r = await act(origin, ids, c, "changeTaskStatus", { taskId, status, brandId: c.brandId });
      if (r?.ok) acked.statuses.set(taskId, status);
    },
  },
  {
    weight: 2,
    op: async (origin, ids, c) => {
      const taskId = c.tasks[seq % Math.max(1, c.tasks.length)];
      if (!taskId) return;
      const body = `Soak comment ${c.n}-${++seq}`;
      const r = await act(origin, ids, c, "addTaskComment", { taskId, body, brandId: c.brandId });
      if (r?.ok) acked.comments.set(body, taskId);
    },
  },
  {
    weight: 1,
    op: async (origin, ids, c) => {
      const word = `soak keyword ${c.n} ${++seq}`;
      const r = await act(origin, ids, c, "importSeoFile", { csv: `Keyword,Volume\n${word},${seq}\n`, brandId: c.brandId });
      if (r?.ok) acked.keywords.set(word, c.brandId);
    },
  },
];
const totalWeight = ops.reduce((s, o) => s + o.weight, 0);
function pick(): Op {
  let x = Math.random() * totalWeight;
  for (const o of ops) if ((x -= o.weight) < 0) return o.op;
  return ops[0]!.op;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : 0;
}

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}

async function main() {
  let dbName: string | null = null;
  const env: Record<string, string> = { NEXT_DIST_DIR: DIST };
  if (PG) {
    dbName = `soak_${process.pid}`;
    const admin = postgres(PG, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const u = new URL(PG);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
    // A server deployment's secrets, throw-away ones for this run unless given.
    env.AUTH_JWT_PRIVATE_JWK = process.env.AUTH_JWT_PRIVATE_JWK ?? JSON.stringify(await generatePrivateJwk());
    env.APP_ENCRYPTION_KEY = process.env.APP_ENCRYPTION_KEY ?? randomBytes(32).toString("base64");
  }
  const model = await startFakeOpenAI(() => ({ content: "Acme Coffee is a well-known roaster; try https://acme.example/. Other brands: Blue Bottle, Stumptown." }));
  const site = await startFakeArticleSite();
  env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${model.host},${site.host}`;
  console.log(`Soak: ${MINUTES} min, ${USERS} users over ${BRANDS} brands, ~${RATE} req/s, ${PG ? "PostgreSQL" : "embedded database"}; building/starting ${DIST}…`);
  const dropDb = async () => {
    if (!PG || !dbName) return;
    const admin = postgres(PG, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  };
  const server = await startBenchServer(PORT, env).catch(async (e) => {
    await Promise.all([model.close(), site.close(), dropDb()]);
    throw e;
  });
  const url = env.DATABASE_URL ?? runningOwnerUrl(server.dataDir);
  if (!url) throw new Error("no database");
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  let exit = 0;
  try {
    const ids = buildActionIds(DIST);
    const clients = await seed(sql, server.origin);
    // Each brand: a model engine on the fake, prompts, one SAIO run; and a crawl of the fake site.
    for (const c of clients.slice(0, BRANDS)) {
      const engine = await act<{ id: string }>(server.origin, ids, c, "createAiEngine", { provider: "openai-compatible", model: "fake-model", baseUrl: model.baseUrl, brandId: c.brandId });
      const prompts = await act<{ ids?: string[]; created?: number }>(server.origin, ids, c, "createSaioPrompts", { texts: [`best coffee roaster ${c.n}`], brandId: c.brandId });
      const [prompt] = await sql`select id from saio_prompts where brand_id = ${c.brandId}`;
      if (engine?.ok && prompt) {
        const run = await act<{ id?: string; runId?: string }>(server.origin, ids, c, "startSaioRun", { promptIds: [prompt.id], engineKeys: [engine.data.id], samples: 1, brandId: c.brandId });
        if (run?.ok) acked.saioRuns.add(c.brandId);
        else console.log(`  SAIO run not started for brand ${c.n}: ${JSON.stringify(run)}`);
      } else console.log(`  SAIO set-up failed for brand ${c.n}: ${JSON.stringify({ engine, prompts })}`);
      const crawl = await act(server.origin, ids, c, "startSeoCrawl", { startUrl: `${site.origin}/`, brandId: c.brandId });
      if (crawl?.ok) acked.crawls.add(c.brandId);
      else console.log(`  crawl not started for brand ${c.n}: ${JSON.stringify(crawl)}`);
    }

    const t0 = performance.now();
    const end = t0 + MINUTES * 60_000;
    const rss: Record<string, [number, number][]> = {};
    const procs = () => ({ launcher: server.pids().launcher, "next-server": server.pids().next });
    let lastMinute = 0;
    let inFlight = 0;
    let next = 0;
    const report = () => {
      const minute = (performance.now() - t0) / 60_000;
      const recent = samples.filter((s) => s.ms >= 0).length;
      const line = Object.entries(procs()).map(([name, pid]) => {
        const mb = (rssBytes(pid) ?? 0) / 1e6;
        (rss[name] ??= []).push([minute, mb]);
        return `${name} ${mb.toFixed(0)} MB`;
      });
      console.log(`  ${minute.toFixed(1)} min: ${recent} requests, ${fiveXX.length} 5xx, in flight ${inFlight}; RSS ${line.join(", ")}`);
    };
    report();
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const now = performance.now();
        if (now > end) {
          clearInterval(tick);
          const wait = setInterval(() => inFlight === 0 && (clearInterval(wait), resolve()), 200);
          return;
        }
        if ((now - t0) / 60_000 >= lastMinute + 1) {
          lastMinute++;
          report();
        }
        // Open loop at RATE: each slot goes to the next idle client (a busy one is skipped: 10 users, not more).
        const due = Math.floor(((now - t0) / 1000) * RATE);
        while (next < due) {
          next++;
          const c = clients.find((x, i) => !x.busy && i === next % clients.length) ?? clients.find((x) => !x.busy);
          if (!c) continue;
          c.busy = true;
          inFlight++;
          pick()(server.origin, ids, c)
            .catch((e) => fiveXX.push(`client error: ${(e as Error).message}`))
            .finally(() => {
              c.busy = false;
              inFlight--;
            });
        }
      }, 25);
    });
    report();
    const seconds = (performance.now() - t0) / 1000;

    // ---- figures
    const byRoute = new Map<string, number[]>();
    for (const s of samples) (byRoute.get(s.route) ?? byRoute.set(s.route, []).get(s.route)!).push(s.ms);
    console.log(`\n${samples.length} requests in ${seconds.toFixed(0)} s (${(samples.length / seconds).toFixed(1)}/s); 5xx or no answer: ${fiveXX.length}`);
    console.log(`${"route".padEnd(44)} ${"n".padStart(5)} ${"p50".padStart(8)} ${"p95".padStart(8)}`);
    for (const [route, ms] of [...byRoute].sort()) console.log(`${route.padEnd(44)} ${String(ms.length).padStart(5)} ${`${percentile(ms, 50).toFixed(0)} ms`.padStart(8)} ${`${percentile(ms, 95).toFixed(0)} ms`.padStart(8)}`);
    const all = samples.map((s) => s.ms);
    console.log(`${"all".padEnd(44)} ${String(all.length).padStart(5)} ${`${percentile(all, 50).toFixed(0)} ms`.padStart(8)} ${`${percentile(all, 95).toFixed(0)} ms`.padStart(8)}`);
    for (const [name, pts] of Object.entries(rss)) {
      // The first minutes are warm-up (every route's code loaded on its first visit, caches filled):
      // growth that lasts shows in the second half.
      const steady = pts.filter(([m]) => m >= 1);
      const late = pts.filter(([m]) => m >= MINUTES / 2);
      console.log(
        `RSS ${name}: ${pts[0]![1].toFixed(0)} → ${pts.at(-1)![1].toFixed(0)} MB, slope after minute 1: ${slope(steady).toFixed(1)} MB/min, ` +
          `over the second half: ${late.length > 2 ? `${slope(late).toFixed(1)} MB/min` : "too short to tell"}`,
      );
    }
    for (const line of fiveXX.slice(0, 10)) console.log(`  5xx: ${line}`);

    // ---- read back every acknowledged write
    const problems: string[] = [];
    const taskRows = await sql`select id::text, title, status from foundational_tasks where title like 'Soak task %'`;
    const byTitle = new Map<string, number>();
    for (const r of taskRows) byTitle.set(r.title as string, (byTitle.get(r.title as string) ?? 0) + 1);
    for (const [id, title] of acked.tasks) {
      const row = taskRows.find((r) => r.id === id);
      if (!row) problems.push(`task ${title} acknowledged, not in the database`);
      if ((byTitle.get(title) ?? 0) > 1) problems.push(`task ${title} stored ${byTitle.get(title)} times`);
    }
    for (const [id, status] of acked.statuses) {
      const row = taskRows.find((r) => r.id === id);
      if (row && row.status !== status) problems.push(`task ${id}: last acknowledged status ${status}, stored ${row.status}`);
    }
    const commentRows = await sql`select body, count(*)::int as n from task_comments where body like 'Soak comment %' group by body`;
    const comments = new Map(commentRows.map((r) => [r.body as string, r.n as number]));
    for (const body of acked.comments.keys()) if (comments.get(body) !== 1) problems.push(`comment ${body}: stored ${comments.get(body) ?? 0} times`);
    const kwRows = await sql`select keyword, count(*)::int as n from seo_keywords where keyword like 'soak keyword %' group by keyword`;
    const kws = new Map(kwRows.map((r) => [r.keyword as string, r.n as number]));
    for (const word of acked.keywords.keys()) if (kws.get(word) !== 1) problems.push(`keyword ${word}: stored ${kws.get(word) ?? 0} times`);
    const runs = await sql`select brand_id::text, status from saio_runs where brand_id = any(${[...acked.saioRuns]}::uuid[])`;
    const crawls = await sql`select brand_id::text, status from seo_crawls where brand_id = any(${[...acked.crawls]}::uuid[])`;
    for (const b of acked.saioRuns) if (!runs.some((r) => r.brand_id === b)) problems.push(`SAIO run of brand ${b} acknowledged, not stored`);
    for (const b of acked.crawls) if (!crawls.some((r) => r.brand_id === b)) problems.push(`crawl of brand ${b} acknowledged, not stored`);
    console.log(
      `\nRead back: ${acked.tasks.size} tasks, ${acked.statuses.size} status changes, ${acked.comments.size} comments, ${acked.keywords.size} imported keywords, ` +
        `${acked.saioRuns.size} SAIO runs (${runs.map((r) => r.status).join(", ")}), ${acked.crawls.size} crawls (${crawls.map((r) => r.status).join(", ")}): ` +
        (problems.length ? `${problems.length} problems` : "nothing lost, nothing duplicated"),
    );
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
    if (problems.length || fiveXX.length) exit = 1;
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop();
    await model.close();
    await site.close();
    await dropDb();
  }
  process.exit(exit);
}

await main();
