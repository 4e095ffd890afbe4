/**
 * Database access for command-line scripts (start, migrate, seed, bench). With DATABASE_URL: that
 * server. Otherwise the embedded directory: connect to its live owner (`npm start` running), or
 * become the owner for the duration of the script — never open the directory a second time.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "@/db/schema";
import { createSql, type Database } from "@/db/client";
import { defaultDataDir, runningOwnerUrl, startEmbeddedServer, type EmbeddedServer } from "@/db/embedded";
import { migrateDatabase } from "@/db/migrate";

export type ScriptDb = {
  db: Database;
  url: string;
  embedded: boolean;
  owner: EmbeddedServer | null;
  /** Ends this script's pool only (the owner keeps serving). */
  endPool: () => Promise<void>;
  /** Ends the pool and, if this script owns the embedded database, stops it. */
  close: () => Promise<void>;
};

export async function openScriptDatabase(opts: { own?: boolean } = {}): Promise<ScriptDb> {
  let owner: EmbeddedServer | null = null;
  let url = process.env.DATABASE_URL;
  const embedded = !url;
  if (!url) {
    const live = opts.own ? null : runningOwnerUrl(defaultDataDir());
    if (live) {
      url = live;
    } else {
      owner = await startEmbeddedServer(defaultDataDir());
      url = owner.url;
    }
  }
  const sql = createSql(url, 2);
  return {
    db: drizzle(sql, { schema }),
    url,
    embedded,
    owner,
    endPool: () => sql.end({ timeout: 5 }),
    close: async () => {
      await sql.end({ timeout: 5 });
      await owner?.stop();
    },
  };
}

/**
 * A migrated database for a bench that runs job code in its own process: DATABASE_URL's server, or a fresh
 * embedded one in a temporary directory whose owner runs in this process (so its memory is in the bench's
 * RSS). Sets DATABASE_URL and EMBEDDED_DATABASE for the app code the bench imports after it.
 */
export async function migratedBenchDatabase(prefix: string): Promise<{ close: () => Promise<void> }> {
  let owner: EmbeddedServer | null = null;
  let dir: string | null = null;
  if (!process.env.DATABASE_URL) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    owner = await startEmbeddedServer(path.join(dir, "pglite"));
    process.env.DATABASE_URL = owner.url;
    process.env.EMBEDDED_DATABASE = "1";
  }
  const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await migrateDatabase(drizzle(sql, { schema }));
  await sql.end();
  return {
    close: async () => {
      await owner?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own for a bench: a new database on `server` (BENCH_DATABASE_SERVER), dropped on close unless
 * BENCH_KEEP=1 (its name is printed, for EXPLAIN), or a fresh embedded directory whose owner runs in this process.
 */
export async function openBenchDatabase(prefix: string, server: string | undefined): Promise<{ url: string; close: () => Promise<void>; label: string }> {
  if (server) {
    const name = `bench_${prefix}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const u = new URL(server);
    u.pathname = `/${name}`;
    return {
      url: u.toString(),
      label: `PostgreSQL ${(await admin`show server_version`)[0]!.server_version}`,
      close: async () => {
        if (process.env.BENCH_KEEP === "1") console.log(`kept database ${name}`);
        else await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
  const owner: EmbeddedServer = await startEmbeddedServer(path.join(dir, "pglite"));
  process.env.EMBEDDED_DATABASE = "1";
  return {
    url: owner.url,
    label: "embedded PGlite",
    close: async () => {
      await owner.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
