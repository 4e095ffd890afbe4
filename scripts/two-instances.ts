/**
 * `npm run two-instances [-- --pg postgres://…]` (issue #27, "Two instances on one Postgres"): two
 * production app servers on different ports and one `npm run worker`, all on one fresh PostgreSQL
 * database, each with a job runner. Proves over HTTP, the way browsers and integrations meet them:
 *
 * - a session signed in on A is valid on B (one signing key);
 * - a server action taken from A's build posts to B (one build, one action-encryption key derived
 *   from APP_ENCRYPTION_KEY by scripts/start.ts);
 * - every job runs once: tasks created alternately on A and B each send their `task_created`
 *   webhook to a loopback receiver exactly once, whichever of the three runners took it;
 * - live updates cross instances: a task created on A reaches a live channel open on B;
 * - the sign-in backoff holds across instances: five wrong passwords on A, the sixth on B is a 429.
 *
 * The build is shared with `npm run soak` (NEXT_DIST_DIR, default .next-soak).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import postgres from "postgres";
import { generatePrivateJwk } from "@/lib/auth/keys";
import { actionIds, actionRequest, actionResult, seedPeople, startBenchServer, type ActionRef } from "./lib/bench-server";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith("--") ? process.argv[i + 1]! : fallback;
};
const PG = arg("pg", process.env.TWO_INSTANCES_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const DIST = process.env.NEXT_DIST_DIR ?? ".next-soak";
const PORT_A = 3301;
const PORT_B = 3302;
const TASKS = 30;
const PASSWORD = "two-instances-password-1";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Check = { what: string; ok: boolean; detail: string };
const checks: Check[] = [];
const check = (what: string, ok: boolean, detail: string) => {
  checks.push({ what, ok, detail });
  console.log(`  ${ok ? "✓" : "✗"} ${what}: ${detail}`);
};

/** A loopback webhook receiver counting deliveries per webhook-id. */
async function startReceiver() {
  const seen = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = String(req.headers["webhook-id"] ?? "");
      seen.set(id, (seen.get(id) ?? 0) + 1);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, host: `127.0.0.1:${port}`, seen, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** Opens the live channel on `origin` and resolves with the ms until the first `change` event after `start()`. */
async function liveChannel(origin: string, brandId: string, cookie: string) {
  const ctl = new AbortController();
  const res = await fetch(`${origin}/api/realtime/${brandId}?topics=tasks`, { headers: { cookie, accept: "text/event-stream" }, signal: ctl.signal });
  if (!res.ok || !res.body) throw new Error(`live channel: HTTP ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let joined!: () => void;
  const isJoined = new Promise<void>((r) => (joined = r));
  let startedAt = 0;
  const waiting: { resolve: ((ms: number) => void) | null } = { resolve: null };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      if (/event: joined/.test(buffer)) joined();
      if (startedAt && /event: change/.test(buffer)) waiting.resolve?.(performance.now() - startedAt);
    }
  })();
  await Promise.race([isJoined, sleep(15_000).then(() => Promise.reject(new Error("live channel never joined")))]);
  return {
    nextChange: (start: () => Promise<void>) =>
      new Promise<number>((resolve, reject) => {
        buffer = "";
        waiting.resolve = resolve;
        startedAt = performance.now();
        start().catch(reject);
        setTimeout(() => reject(new Error("no change event within 15 s")), 15_000);
      }),
    close: () => ctl.abort(),
  };
}

async function main() {
  const dbName = `two_instances_${process.pid}`;
  const admin = postgres(PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const u = new URL(PG);
  u.pathname = `/${dbName}`;
  const receiver = await startReceiver();
  // One deployment's secrets, given to every process (throw-away ones for this run).
  const env: Record<string, string> = {
    NEXT_DIST_DIR: DIST,
    DATABASE_URL: u.toString(),
    AUTH_JWT_PRIVATE_JWK: process.env.AUTH_JWT_PRIVATE_JWK ?? JSON.stringify(await generatePrivateJwk()),
    APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
    OUTBOUND_ALLOW_PRIVATE_HOSTS: receiver.host,
    JOBS_POLL_MS: "200",
  };
  const stops: (() => Promise<void>)[] = [receiver.close];
  let exit = 0;
  try {
    console.log(`Two instances on one PostgreSQL database (${dbName}); building/starting ${DIST}…`);
    const a = await startBenchServer(PORT_A, env);
    stops.push(a.stop);
    const b = await startBenchServer(PORT_B, env);
    stops.push(b.stop);
    const worker = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
    stops.push(async () => {
      if (worker.exitCode !== null) return;
      worker.kill("SIGTERM");
      await new Promise((r) => worker.once("exit", r));
    });

    const sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    stops.push(() => sql.end());
    const [owner] = await seedPeople(sql, a.origin, { users: 1, brands: 1, password: PASSWORD, prefix: "pair" });
    const ids = actionIds(DIST);
    const call = async <T>(origin: string, name: string, input: unknown) => {
      const ref: ActionRef | undefined = ids.get(`${name}Action`);
      if (!ref) throw new Error(`no action ${name} in the build`);
      const res = await fetch(`${origin}${ref.page}`, actionRequest(ref, owner!.cookie, input));
      return { status: res.status, result: actionResult<T>(await res.text()) };
    };
    console.log("Checks:");

    // Sessions: the cookie signed in on A opens a page on B.
    const page = await fetch(`${b.origin}/my-tasks`, { headers: { cookie: owner!.cookie }, redirect: "manual" });
    check("a session signed in on A is valid on B", page.status === 200, `GET /my-tasks on B with A's session → ${page.status}${page.headers.get("location") ? ` → ${page.headers.get("location")}` : ""}`);

    // A webhook endpoint for the jobs check, created through B.
    const endpoint = await call<{ id: string }>(b.origin, "createWebhookEndpoint", { url: receiver.url, eventTypes: ["task_created"], brandId: owner!.brandId });
    check("a server action from A's build posts to B", endpoint.result?.ok === true, `createWebhookEndpoint on B → HTTP ${endpoint.status}, ${endpoint.result?.ok ? "ok" : JSON.stringify(endpoint.result)}`);

    // Live updates: a channel on B hears a task created on A.
    const live = await liveChannel(b.origin, owner!.brandId, owner!.cookie);
    const liveMs = await live
      .nextChange(async () => {
        const r = await call(a.origin, "quickAddTask", { title: "Made on A, seen on B", brandId: owner!.brandId });
        if (!r.result?.ok) throw new Error(`quickAddTask on A: ${JSON.stringify(r.result)}`);
      })
      .catch(() => -1);
    live.close();
    check("live updates cross instances", liveMs >= 0, liveMs >= 0 ? `a task created on A reached B's live channel in ${Math.round(liveMs)} ms` : "B's channel heard nothing within 15 s");

    // Jobs: TASKS more tasks, alternately on A and B; every task_created webhook delivered once.
    for (let i = 0; i < TASKS; i++) {
      const r = await call(i % 2 ? b.origin : a.origin, "quickAddTask", { title: `Pair task ${i}`, brandId: owner!.brandId });
      if (!r.result?.ok) throw new Error(`quickAddTask ${i}: ${JSON.stringify(r.result)}`);
    }
    const expected = TASKS + 1;
    const deadline = performance.now() + 60_000;
    while ([...receiver.seen.values()].length < expected && performance.now() < deadline) await sleep(200);
    await sleep(3000); // a duplicate would arrive about now
    const deliveries = [...receiver.seen.values()];
    const twice = deliveries.filter((n) => n > 1).length;
    const [jobs] = await sql<{ n: number }[]>`select count(*)::int as n from (select id from pgboss.job where name = 'webhooks.deliver' union all select id from pgboss.archive where name = 'webhooks.deliver') j`;
    check(
      "every job runs once across A, B and the worker",
      deliveries.length === expected && twice === 0,
      `${expected} tasks created (alternately on A and B) → ${deliveries.length} distinct task_created deliveries, ${twice} delivered more than once (${jobs?.n ?? "?"} delivery jobs)`,
    );

    // Sign-in backoff: five wrong passwords on A, the sixth on B.
    const wrong = (origin: string) =>
      fetch(`${origin}/api/supabase/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify({ email: owner!.email, password: "not-the-password" }),
      }).then((r) => r.status);
    const onA: number[] = [];
    for (let i = 0; i < 5; i++) onA.push(await wrong(a.origin));
    const onB = await wrong(b.origin);
    check("the sign-in backoff holds across instances", onA.every((s) => s === 400) && onB === 429, `5 wrong passwords on A → ${onA.join(", ")}; the 6th on B → ${onB}`);
  } catch (e) {
    console.error(e);
    exit = 1;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    const drop = postgres(PG, { max: 1, onnotice: () => {} });
    await drop.unsafe(`drop database if exists ${dbName} with (force)`);
    await drop.end();
  }
  const failed = checks.filter((c) => !c.ok);
  console.log(failed.length || exit ? `FAILED: ${failed.map((c) => c.what).join("; ") || "the run stopped"}` : `All ${checks.length} checks passed.`);
  process.exit(failed.length || exit ? 1 : 0);
}

void main();
