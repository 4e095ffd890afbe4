/**
 * The queue's tables: pg-boss installs and migrates its own schema (`pgboss`); this file adds what
 * the app's guarantees need on top of it, idempotently, after every migration run.
 */
import PgBoss from "pg-boss";
import { sql } from "drizzle-orm";
import type postgres from "postgres";
import type { Database } from "@/db/client";
import { BOSS_SCHEMA, executorDb, getBoss, poolDb } from "./boss";
import { taskNames } from "./tasks";

const S = sql.raw(BOSS_SCHEMA);

/**
 * Installs (or migrates) pg-boss's schema through `db`, then:
 * - one pending job per singleton key: a partial unique index over queued, retrying and running
 *   jobs, so pg-boss's own `ON CONFLICT DO NOTHING` answers a duplicate with no id. (pg-boss's
 *   singleton policies are per queue and would serialise every job of a queue, not one key.)
 * - the tenant wall: `growth_app` may insert and read only jobs whose data carries a brand it can
 *   access, so a job enqueued inside a user's transaction is checked like any brand row, and a brand
 *   sees its own jobs (the integrations page) and no one else's. pg-boss itself runs as the owner,
 *   which row-level security does not restrict.
 */
export async function installJobQueue(db: Database, runtimeRole: string): Promise<void> {
  // drizzle keeps its postgres.js client as $client (not in the Database type): pg-boss's install
  // runs multi-command statements, which only that client's simple protocol accepts.
  const client = (db as Database & { $client?: postgres.Sql }).$client;
  if (!client) throw new Error("installJobQueue needs a drizzle postgres.js database.");
  const installer = new PgBoss({ db: poolDb(() => client) as PgBoss.Db, schema: BOSS_SCHEMA, schedule: false, supervise: false, migrate: true });
  await installer.start();
  try {
    await moveLegacyJobs(db, installer);
  } finally {
    await installer.stop({ graceful: false, close: false });
  }
  const role = sql.raw(`"${runtimeRole.replace(/"/g, '""')}"`);
  const brandCheck = sql`(data->>'brandId') in (select b::text from app.accessible_brand_ids() b)`;
  await db.execute(sql`create unique index if not exists job_singleton_pending on ${S}.job (name, singleton_key)
    where singleton_key is not null and singleton_on is null and state < 'completed'`);
  await db.execute(sql`grant usage on schema ${S} to ${role}`);
  await db.execute(sql`grant select on ${S}.queue to ${role}`);
  await db.execute(sql`grant select, insert on ${S}.job to ${role}`);
  await db.execute(sql`grant select on ${S}.archive to ${role}`);
  for (const table of ["job", "archive"]) {
    const t = sql.raw(`${BOSS_SCHEMA}.${table}`);
    await db.execute(sql`alter table ${t} enable row level security`);
    const [exists] = await db.execute(sql`select 1 from pg_policies where schemaname = ${BOSS_SCHEMA} and tablename = ${table} and policyname = 'brand_isolation'`);
    if (!exists) {
      await db.execute(sql`create policy brand_isolation on ${t} for all to ${role} using (${brandCheck}) with check (${brandCheck})`);
    }
  }
}

/**
 * The first start after the move to pg-boss: jobs the old runner left queued or running (the
 * migration renamed its table to jobs_legacy) go into pg-boss with the attempts they have left,
 * in one transaction with the table's removal, so none is lost or moved twice.
 */
async function moveLegacyJobs(db: Database, boss: PgBoss): Promise<void> {
  const [legacy] = await db.execute<{ t: string | null }>(sql`select to_regclass('public.jobs_legacy')::text as t`);
  if (!legacy?.t) return;
  const pending = await db.execute<{
    id: string;
    task: string;
    payload: Record<string, unknown>;
    brand_id: string | null;
    priority: number;
    run_at: string;
    left: number;
    singleton_key: string | null;
  }>(sql`
    select id::text, task, payload, brand_id::text, priority, run_at::text,
      greatest(max_attempts - attempts, 1) as left, singleton_key
    from jobs_legacy where status in ('queued', 'running') order by run_at`);
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const task of new Set(pending.map((j) => j.task))) {
    if (!existing.has(task)) await boss.createQueue(task, { name: task, policy: "standard" });
  }
  await db.transaction(async (tx) => {
    for (const j of pending) {
      await boss.send(j.task, { brandId: j.brand_id, payload: j.payload }, {
        db: executorDb(tx),
        id: j.id,
        priority: j.priority,
        startAfter: new Date(j.run_at),
        retryLimit: Math.max(0, Number(j.left) - 1),
        retryDelay: 0,
        retryBackoff: false,
        ...(j.singleton_key ? { singletonKey: j.singleton_key } : {}),
      });
    }
    await tx.execute(sql`drop table jobs_legacy`);
  });
}

/**
 * Creates the pg-boss queue of every task defined in this process that has none yet. pg-boss 10
 * keeps each queue in its own partition, created by DDL, so this runs at process start on the owner
 * connection — never inside a caller's transaction, where enqueueing only inserts a row.
 */
export async function ensureJobQueues(names: string[] = taskNames()): Promise<void> {
  const boss = getBoss();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const name of names) {
    if (!existing.has(name)) await boss.createQueue(name, { name, policy: "standard" });
  }
}
