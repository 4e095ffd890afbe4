/**
 * `npm run faults:embedded`: the embedded database's owner killed under load (issue #27, "Faults").
 *
 * A scratch data directory is migrated and filled with the SOP template library, then 5 readers and
 * 3 writers go through the app's pool (db/client.ts createSql: settings + breaker) while the owner
 * process (scripts/lib/embedded-owner.ts, the part of `npm start`'s launcher that serves the
 * database) is killed with SIGKILL. Printed: what the clients saw while it was gone, how long the
 * directory took to open again (PostgreSQL's crash recovery, the stale lock taken over), every
 * acknowledged write read back, and a full read of every table (every row of every table in every
 * schema) to show the directory is not corrupted. The app server's side (it stops with a message
 * when its launcher dies) is db/launcher.ts, tested in db/launcher.test.ts.
 *
 *   --smoke   a shorter run
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "@/db/schema";
import { FaultLoad, prepareWrites } from "./lib/fault-load";

const smoke = process.argv.includes("--smoke");
const loadMs = smoke ? 1500 : 3000;
const outageMs = smoke ? 1000 : 2000;
const root = path.resolve(import.meta.dirname, "..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Owner = { child: ChildProcess; url: string; openMs: number };

function startOwner(dir: string): Promise<Owner> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/lib/embedded-owner.ts"), dir], { stdio: ["ignore", "pipe", "inherit"], cwd: root });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve({ child, ...(JSON.parse(line) as { url: string; openMs: number }) });
    });
    child.once("exit", (code) => reject(new Error(`the owner exited (${code}) before it served: ${out}`)));
  });
}

/** Every row of every table: a page PostgreSQL cannot read fails its query. */
async function readEveryTable(sql: postgres.Sql): Promise<{ tables: number; rows: number; errors: string[] }> {
  const tables = await sql<{ schemaname: string; tablename: string }[]>`
    select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`;
  let rows = 0;
  const errors: string[] = [];
  for (const t of tables) {
    try {
      const all = await sql.unsafe(`select * from "${t.schemaname}"."${t.tablename}"`);
      rows += all.length;
    } catch (e) {
      errors.push(`${t.schemaname}.${t.tablename}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  // The indexes too: REINDEX reads every heap page again and rebuilds each index from it.
  try {
    await sql.unsafe("reindex database postgres");
  } catch (e) {
    errors.push(`reindex: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { tables: tables.length, rows, errors };
}

async function main() {
  const { createSql, breakerOf } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const { syncTemplateLibrary } = await import("@/modules/sops/library/sync");
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "faults-embedded-")), "pglite");
  let owner = await startOwner(dir);
  try {
    const setup = postgres(owner.url, { max: 1, prepare: false, onnotice: () => {} });
    await migrateDatabase(drizzle(setup, { schema }));
    await syncTemplateLibrary(drizzle(setup, { schema }));
    await prepareWrites(setup);
    await setup.end();

    let pool = createSql(owner.url, 10);
    const load = new FaultLoad(() => pool);
    await sleep(loadMs);
    load.phase = "outage";
    const killedAt = performance.now();
    owner.child.kill("SIGKILL");
    await new Promise((r) => owner.child.once("exit", r));
    await sleep(outageMs);
    const refused = breakerOf(pool)?.refused ?? 0;

    const restartAt = performance.now();
    owner = await startOwner(dir);
    const reopenMs = performance.now() - restartAt;
    const old = pool;
    pool = createSql(owner.url, 10);
    void old.end({ timeout: 0 }).catch(() => {});
    load.readyAt = performance.now();
    load.phase = "after";
    const deadline = performance.now() + 15_000;
    while (!load.firstOkAfter && performance.now() < deadline) await sleep(10);
    await sleep(1000);
    await load.stop();

    const check = postgres(owner.url, { max: 1, prepare: false, onnotice: () => {} });
    const { stored, lost } = await load.readBack(check);
    const full = await readEveryTable(check);
    await check.end();
    await pool.end({ timeout: 1 });

    console.log(`\nEmbedded owner killed with SIGKILL under load (${loadMs} ms of load, ${outageMs} ms without an owner)`);
    for (const p of ["before", "outage", "after"] as const) console.log("  " + load.line(p));
    console.log(`  queries refused at once by the open breaker while the owner was gone: ${refused}`);
    console.log(`  the directory opened again in ${Math.round(reopenMs)} ms (PGlite open ${owner.openMs} ms; the stale lock taken over), ${Math.round(restartAt - killedAt)} ms after the kill`);
    console.log(`  first success ${load.firstOkAfter ? Math.round(load.firstOkAfter - load.readyAt) + " ms" : "never (15 s)"} after the owner was back`);
    console.log(`  writes acknowledged ${load.acknowledged.length}, stored ${stored}, lost ${lost}`);
    console.log(`  full read: ${full.tables} tables, ${full.rows} rows, reindex of every index, ${full.errors.length} errors${full.errors.length ? `:\n    ${full.errors.join("\n    ")}` : ""}`);
    const failed = lost > 0 || full.errors.length > 0 || !load.firstOkAfter || load.stats.outage.maxMs > 2000;
    if (failed) {
      console.log("FAILED: a target was missed (answers during the outage ≤ 2 s, nothing lost, every table readable)");
      process.exitCode = 1;
    }
  } finally {
    owner.child.kill("SIGTERM");
    await new Promise((r) => (owner.child.exitCode === null ? owner.child.once("exit", r) : r(null)));
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
