/**
 * One fresh database per integration run: with TEST_DATABASE_URL, a new database on that server
 * (dropped afterwards); otherwise a new embedded PGlite directory served by this process.
 */
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import type { TestProject } from "vitest/node";
import * as schema from "../../db/schema";
import { migrateDatabase } from "../../db/migrate";
import { syncTemplateLibrary } from "../../modules/sops/library/sync";
import { startEmbeddedServer, type EmbeddedServer } from "../../db/embedded";

let owner: EmbeddedServer | null = null;
let dropDb: (() => Promise<void>) | null = null;
let dataDir: string | null = null;

export default async function setup(project: TestProject) {
  let url: string;
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `growth_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const u = new URL(server);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = async () => {
      const a = postgres(server, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    };
    delete process.env.EMBEDDED_DATABASE;
  } else {
    dataDir = path.resolve(".test-data", `run-${process.pid}-${randomBytes(3).toString("hex")}`, "pglite");
    owner = await startEmbeddedServer(dataDir);
    url = owner.url;
    process.env.EMBEDDED_DATABASE = "1";
  }
  const sql = postgres(url, { max: 1, prepare: !!server, onnotice: () => {} });
  const migrated = drizzle(sql, { schema });
  await migrateDatabase(migrated);
  await syncTemplateLibrary(migrated);
  await sql.end();
  process.env.DATABASE_URL = url;
  project.provide("databaseUrl", url);
  project.provide("embedded", !server);
  console.log(`[integration] database: ${server ? "server " + new URL(url).pathname.slice(1) : "embedded " + dataDir}`);

  return async () => {
    await owner?.stop();
    if (dataDir) fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    await dropDb?.();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    embedded: boolean;
  }
}
