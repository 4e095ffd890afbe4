/**
 * `npm run bench:embedded`: the two ways to run the embedded database, measured on the same data.
 *   A) PGlite inside the app process (drizzle-orm/pglite)
 *   B) PGlite in an owner process, the app on postgres.js over the wire (what `npm start` does)
 * Prints RSS of each process and p50/p99 of an indexed 50-row select.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import postgres from "postgres";
import { rssBytes } from "./lib/bench-server";

const N = Number(process.env.BENCH_ITERATIONS ?? 2000);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-embedded-"));
const dir = path.join(tmp, "pglite");

const SETUP = `
  create table t (id serial primary key, brand_id int not null, title text not null, created_at timestamptz default now());
  create index on t (brand_id, created_at);
  insert into t (brand_id, title) select g % 100, 'task ' || g from generate_series(1, 100000) g;`;
const QUERY = "select id, title, created_at from t where brand_id = $1 order by created_at desc limit 50";

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const mb = (b: number) => `${Math.round(b / 1e6)} MB`;

async function timed(run: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 200; i++) await run(i);
  const xs: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await run(i);
    xs.push(performance.now() - t);
  }
  return { p50: pct(xs, 50), p99: pct(xs, 99) };
}

async function optionA() {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(dir);
  await db.exec(SETUP);
  const r = await timed((i) => db.query(QUERY, [i % 100]));
  const rss = process.memoryUsage().rss;
  await db.close();
  return { ...r, rss };
}

async function optionB() {
  // The owner in a child process, as `npm start` runs it (lean config, separate init).
  const child = spawn(process.execPath, ["--import", "tsx", "-e", `
    import { startEmbeddedServer } from "./db/embedded.ts";
    const s = await startEmbeddedServer(${JSON.stringify(dir + "-b")});
    console.log("URL " + s.url);
    process.on("SIGTERM", async () => { await s.stop(); process.exit(0); });`], { stdio: ["ignore", "pipe", "inherit"] });
  const url: string = await new Promise((resolve) => {
    child.stdout!.on("data", (d: Buffer) => {
      const m = /URL (\S+)/.exec(d.toString());
      if (m) resolve(m[1]!);
    });
  });
  const sql = postgres(url, { max: 4, prepare: false, onnotice: () => {} });
  await sql.unsafe(SETUP);
  const r = await timed((i) => sql.unsafe(QUERY, [i % 100]));
  const ownerRss = rssBytes(child.pid!) ?? 0;
  await sql.end();
  child.kill("SIGTERM");
  await new Promise((res) => child.once("exit", res));
  return { ...r, ownerRss };
}

const b = await optionB();
const clientRss = process.memoryUsage().rss;
const a = await optionA();
console.log(`iterations: ${N}, query: indexed 50-row select over 100k rows`);
console.log(`A in-process PGlite     p50 ${a.p50.toFixed(3)} ms  p99 ${a.p99.toFixed(3)} ms  app process RSS ${mb(a.rss)}`);
console.log(`B owner + postgres.js   p50 ${b.p50.toFixed(3)} ms  p99 ${b.p99.toFixed(3)} ms  owner RSS ${mb(b.ownerRss)}, client RSS ${mb(clientRss)}`);
fs.rmSync(tmp, { recursive: true, force: true });
