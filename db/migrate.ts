import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import type { Database } from "./client";
import { installJobQueue } from "../lib/jobs/schema";
import { ensureVectorStore } from "./vector";

export const RUNTIME_ROLE = "growth_app";

/**
 * Applies the drizzle-kit migrations, then re-asserts the tenant wall (idempotent), installs or
 * migrates the job queue (pg-boss's own schema, with the app's grants and policies on it), creates the
 * pgvector table where the extension exists (db/vector.ts), then
 * refuses to go on if the runtime role could bypass row-level security or a brand table is unwalled.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: path.resolve(process.cwd(), "db/migrations") });
  await db.execute(sql`select app.ensure_brand_rls()`);
  // Vectors only where pgvector exists (PGlite yes, Debian's PostgreSQL 15 no): db/vector.ts.
  await ensureVectorStore(db);
  await installJobQueue(db, RUNTIME_ROLE);
  await assertTenantWall(db);
}

export class TenantWallError extends Error {}

export async function assertTenantWall(db: Database): Promise<void> {
  const [role] = await db.execute<{ rolsuper: boolean; rolbypassrls: boolean }>(
    sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${RUNTIME_ROLE}`,
  );
  if (!role) throw new TenantWallError(`The runtime role ${RUNTIME_ROLE} does not exist; run the migrations.`);
  if (role.rolsuper || role.rolbypassrls) {
    throw new TenantWallError(`Refusing to start: the runtime role ${RUNTIME_ROLE} can bypass row-level security.`);
  }
  const unwalled = await db.execute<{ table_name: string }>(sql`
    select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`);
  if (unwalled.length) {
    throw new TenantWallError(
      `Refusing to start: row-level security is off on ${unwalled.map((r) => r.table_name).join(", ")}.`,
    );
  }
}
