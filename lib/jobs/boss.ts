/**
 * pg-boss on the app's own driver. pg-boss (10.x, the last major that runs on Node 20) owns the
 * queue tables in the `pgboss` schema: claiming with FOR UPDATE SKIP LOCKED, retries with backoff,
 * expiry of runs whose worker died, archiving and deletion of old jobs.
 *
 * Why an adapter instead of pg-boss's own `pg` pool: pg-boss accepts any `{ executeSql(text, values) }`
 * as its database. Given one over postgres.js, the app keeps one driver and one pool, and — the point
 * of it — a job can be inserted through the caller's drizzle transaction (`executorDb(tx)`), so it
 * commits or rolls back with the change that causes it, also inside a user's RLS transaction.
 *
 * Measured in the spike (scripts/jobs-spike.ts): schema install, send/fetch/complete/fail and a cron
 * schedule work on the embedded database (PGlite 0.5 behind pglite-socket, with db/embedded-queue.ts)
 * and on PostgreSQL 15. pg-boss 10 takes only transaction-level advisory locks, inside one simple-query
 * message (BEGIN; …; COMMIT), and polls instead of LISTEN/NOTIFY, which is why the embedded
 * database's one shared backend serves it correctly.
 */
import PgBoss from "pg-boss";
import type postgres from "postgres";
import { getSql, type Executor } from "@/db/client";

export const BOSS_SCHEMA = "pgboss";

type BossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number }> };

/**
 * Values as node-postgres would send them (text, cast by the query): pg-boss's SQL is written for
 * `pg`, e.g. `$2::uuid[]` with a JS array and `$3::jsonb` with an object.
 */
export function pgText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map((v) => (v === null || v === undefined ? "NULL" : `"${String(pgText(v)).replace(/(["\\])/g, "\\$1")}"`)).join(",")}}`;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The postgres.js client under a drizzle database or transaction. drizzle keeps it on its session
 * (not in its types); pg-boss's statements must reach it as written, because a placeholder used
 * twice (`right($5, 1) = 'Z' THEN CAST($5 AS timestamptz)`) has to stay one parameter of one type,
 * which re-numbering it through drizzle's sql template would break.
 */
function clientOf(executor: Executor): postgres.Sql | postgres.TransactionSql {
  const client = (executor as unknown as { session?: { client?: postgres.Sql | postgres.TransactionSql } }).session?.client;
  if (!client || typeof client.unsafe !== "function") throw new Error("lib/jobs: drizzle's postgres.js session changed shape; review executorDb before upgrading drizzle.");
  return client;
}

/** pg-boss's database for work done in the caller's transaction (enqueue, fail-and-reschedule). */
export function executorDb(executor: Executor): BossDb {
  return poolDb(() => clientOf(executor) as postgres.Sql);
}

/**
 * pg-boss's own database: the app's postgres.js pool. Statements without parameters may hold
 * several commands (pg-boss wraps maintenance and migrations as `BEGIN; …; COMMIT;`), which only
 * the simple query protocol accepts, so they go that way.
 */
export function poolDb(client: () => postgres.Sql = getSql): BossDb {
  return {
    async executeSql(text, values) {
      const s = client();
      let result: unknown;
      if (values && values.length) {
        result = await s.unsafe(text, values.map(pgText) as postgres.ParameterOrJSON<never>[]);
      } else if (/^\s*BEGIN\b/i.test(text) && "reserve" in s) {
        // A whole transaction in one message (pg-boss's maintenance); postgres.js refuses BEGIN on
        // a pool unless it runs on one reserved connection.
        const reserved = await s.reserve();
        try {
          result = await reserved.unsafe(text).simple();
        } finally {
          reserved.release();
        }
      } else {
        result = await s.unsafe(text).simple();
      }
      // A multi-command simple query answers with one result per command; pg-boss reads the last.
      const last = (Array.isArray(result) && Array.isArray(result[result.length - 1]) ? result[result.length - 1] : result) as unknown[];
      return { rows: [...last], rowCount: last.length };
    },
  };
}

/**
 * Retention (the old runner's jobs.cleanup): finished jobs move to pgboss.archive after 12 h and are
 * deleted 7 days after that; failed ones stay 23 days in the queue table first, so a month in all.
 */
const RETENTION = {
  archiveCompletedAfterSeconds: 12 * 3600,
  archiveFailedAfterSeconds: 23 * 86_400,
  deleteAfterDays: 7,
};

const g = globalThis as unknown as { __growthBoss?: { boss: PgBoss; started: Promise<void> | null; supervised: boolean } };

/**
 * This process's pg-boss (cached on globalThis: dev evaluates modules several times). `start()` is
 * lazy and idempotent; `supervise` runs pg-boss's maintenance (expire, archive, delete) in this
 * process — every runner does, pg-boss keeps one instance at it at a time through its version row.
 */
export function getBoss(): PgBoss {
  if (!g.__growthBoss) {
    const boss = new PgBoss({
      db: poolDb() as PgBoss.Db,
      schema: BOSS_SCHEMA,
      // Schedules stay ours (lib/jobs/queue.ts): a missed tick runs once after downtime, which
      // pg-boss's cron (it only sends when the match is less than 60 s old) would drop.
      schedule: false,
      supervise: true,
      migrate: true,
      maintenanceIntervalSeconds: 60,
      ...RETENTION,
    });
    boss.on("error", (e: Error) => console.error(`[jobs] pg-boss: ${e.message}`));
    g.__growthBoss = { boss, started: null, supervised: false };
  }
  return g.__growthBoss.boss;
}

/** Installs or migrates pg-boss's schema and starts its maintenance in this process (once). */
export function startBoss(): Promise<PgBoss> {
  const boss = getBoss();
  const h = g.__growthBoss!;
  h.started ??= boss.start().then(
    () => undefined,
    (e: unknown) => {
      h.started = null;
      throw e;
    },
  );
  return h.started.then(() => boss);
}

export async function stopBoss(): Promise<void> {
  const h = g.__growthBoss;
  g.__growthBoss = undefined;
  if (h?.started) await h.boss.stop({ graceful: false, wait: true, close: false });
}
