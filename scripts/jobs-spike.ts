/**
 * The pg-boss spike behind lib/jobs (issue #17 §8), kept so an upgrade of pg-boss, PGlite or
 * pglite-socket can be checked in one command. Not part of `npm test`.
 *
 *   npx tsx scripts/jobs-spike.ts                     # a fresh embedded database (temp directory)
 *   npx tsx scripts/jobs-spike.ts postgres://postgres@127.0.0.1:5432/some_scratch_db
 *
 * 1. pg-boss on its own `pg` pool: schema install, send/fetch/complete, fail → retry with backoff,
 *    and a cron schedule that fires (pg-boss's timekeeper, checked every second here).
 * 2. pg-boss through lib/jobs' adapter on postgres.js: a job sent inside a drizzle transaction
 *    disappears with its rollback and exists after its commit.
 * Prints one line per step and exits 1 on the first failure.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import * as schema from "@/db/schema";
import { startEmbeddedServer } from "@/db/embedded";
import { executorDb, poolDb } from "@/lib/jobs/boss";

async function main() {
  let url = process.argv[2];
  let cleanup = async () => {};
  if (!url) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-spike-"));
    const server = await startEmbeddedServer(path.join(tmp, "pglite"));
    url = server.url;
    cleanup = async () => {
      await server.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    };
  }
  const step = (what: string, ok: boolean, detail = "") => {
    console.log(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` — ${detail}` : ""}`);
    if (!ok) throw new Error(what);
  };
  try {
    console.log(`pg-boss ${(await import("pg-boss/package.json", { with: { type: "json" } })).default.version} on ${url.replace(/\/\/[^@]*@/, "//")}`);
    const t0 = Date.now();
    const boss = new PgBoss({ connectionString: url, schema: "spike_pg", cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, max: 4 });
    boss.on("error", (e: Error) => console.error(`pg-boss error: ${e.message}`));
    await boss.start();
    step("schema install (pg pool)", true, `${Date.now() - t0} ms`);
    await boss.createQueue("spike");
    const id = await boss.send("spike", { hello: 1 });
    const [job] = await boss.fetch<{ hello: number }>("spike");
    step("send + fetch", job?.id === id && job?.data.hello === 1);
    await boss.complete("spike", job!.id);
    step("complete", (await boss.getJobById("spike", job!.id))?.state === "completed");
    const retried = await boss.send("spike", { r: 1 }, { retryLimit: 2, retryDelay: 1, retryBackoff: true });
    const [r1] = await boss.fetch("spike");
    await boss.fail("spike", r1!.id, new Error("boom"));
    const after = await boss.getJobById("spike", retried!);
    step("fail → retry with backoff", after?.state === "retry" && after.startAfter.getTime() > Date.now(), `start_after +${after ? after.startAfter.getTime() - Date.now() : "?"} ms`);
    await boss.createQueue("spike-cron");
    await boss.schedule("spike-cron", "* * * * *", { c: 1 });
    const fired: string[] = [];
    await boss.work("spike-cron", { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      fired.push(...jobs.map((j) => j.id));
    });
    const until = Date.now() + 75_000;
    while (!fired.length && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    step("cron schedule fires", fired.length > 0, `${Date.now() - t0} ms after start`);
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });

    const client = postgres(url, { max: 2, onnotice: () => {} });
    const db = drizzle(client, { schema });
    const adapted = new PgBoss({ db: poolDb(() => client) as PgBoss.Db, schema: "spike_adapter", schedule: false, supervise: false });
    await adapted.start();
    await adapted.createQueue("spike");
    await db
      .transaction(async (tx) => {
        await adapted.send("spike", { in: "rolled back" }, { db: executorDb(tx) });
        throw new Error("rollback");
      })
      .catch(() => {});
    const kept = await db.transaction((tx) => adapted.send("spike", { in: "committed" }, { db: executorDb(tx) }));
    const fetched = await adapted.fetch<{ in: string }>("spike", { batchSize: 10 });
    step("send in a drizzle transaction (postgres.js adapter)", fetched.length === 1 && fetched[0]!.id === kept && fetched[0]!.data.in === "committed");
    await adapted.stop({ graceful: false, close: false });
    await client.end();
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
