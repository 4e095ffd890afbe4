/**
 * The embedded database: one PGlite data directory owned by exactly one process, served to every
 * other process (next-server, migrate, seed, tests) over the Postgres wire protocol.
 *
 * Why an owner + socket instead of PGlite inside next-server: two processes opening one PGlite
 * directory corrupt it silently, and PGlite in-process costs next-server ~890 MB RSS. With one owner
 * the app talks postgres.js in every mode (same code as a real server) and a second process either
 * connects to the owner or, when none runs, becomes the owner under an O_EXCL lock.
 *
 * Invariant: a lock file `<dir>.lock` exists exactly while an owner process serves `<dir>`; it holds
 * `{pid, port}`. A lock whose pid is dead is stale and is taken over.
 */
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { env } from "@/lib/env";

export type EmbeddedLock = { pid: number; port: number; dataDir: string; startedAt: string };

export type EmbeddedServer = {
  url: string;
  port: number;
  stop: () => Promise<void>;
};

export class EmbeddedDatabaseBusyError extends Error {}

export function defaultDataDir(): string {
  // Resolved at run time against the working directory: the build must not trace the project for it.
  return path.resolve(/*turbopackIgnore: true*/ env().EMBEDDED_DATA_DIR ?? ".data/pglite");
}

function lockPath(dataDir: string): string {
  return `${dataDir}.lock`;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function readLock(dataDir: string): EmbeddedLock | null {
  try {
    const lock = JSON.parse(fs.readFileSync(lockPath(dataDir), "utf8")) as EmbeddedLock;
    return typeof lock.pid === "number" ? lock : null;
  } catch {
    return null;
  }
}

export function urlForPort(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/** URL of the live owner of `dataDir`, or null when no live owner holds it. */
export function runningOwnerUrl(dataDir = defaultDataDir()): string | null {
  const lock = readLock(dataDir);
  if (!lock || !lock.port || !pidAlive(lock.pid)) return null;
  return urlForPort(lock.port);
}

/**
 * Small buffers: the embedded database serves one agency's brands, and PGlite's wasm heap never
 * shrinks. With these settings the owner measured ~260 MB RSS instead of ~380 MB (README figures).
 */
const LEAN_CONF = ["shared_buffers=16MB", "work_mem=4MB", "maintenance_work_mem=16MB", "wal_buffers=1MB", "temp_buffers=4MB"];

/**
 * PGlite runs no autovacuum (no background workers): without this, dead rows are never reclaimed,
 * statistics go stale and the visibility map is never set, so counts cannot use index-only scans
 * (measured: the /tasks reads with 10,000 tasks took 25 ms before a VACUUM and 13 ms after). The
 * owner checks Postgres's own autovacuum thresholds (defaults) every minute and vacuums the tables
 * past them, between clients' transactions. Unlike autovacuum it holds the one backend while it
 * runs; the thresholds are relative to table size, so a big table is vacuumed rarely.
 */
const MAINTENANCE_INTERVAL_MS = 60_000;
const TABLES_DUE = `
  select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
  where n_dead_tup > 50 + 0.2 * n_live_tup
     or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
     or n_mod_since_analyze > 50 + 0.1 * n_live_tup`;

async function vacuumTablesDue(db: { query<T>(q: string): Promise<{ rows: T[] }>; exec(q: string): Promise<unknown> }): Promise<void> {
  const { rows } = await db.query<{ name: string }>(TABLES_DUE);
  for (const { name } of rows) await db.exec(`VACUUM (ANALYZE) ${name}`);
}

/**
 * initdb grows PGlite's wasm heap to ~900 MB and it is never returned, so a brand-new directory is
 * initialised by a short-lived child process; the long-lived owner then opens a ready directory.
 */
function initDataDirInChild(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const script = `import("@electric-sql/pglite").then(async ({ PGlite }) => { const db = await PGlite.create(process.argv[1]); await db.close(); })
    .catch((e) => { console.error(e); process.exit(1); });`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script, dataDir], { stdio: "inherit" });
  if (r.status !== 0) throw new Error(`Could not initialise the embedded database at ${dataDir}.`);
}

/** Take the O_EXCL lock, replacing a stale one. Throws EmbeddedDatabaseBusyError if a live owner exists. */
function acquireLock(dataDir: string): number {
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return fs.openSync(file, "wx", 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const lock = readLock(dataDir);
      if (lock && pidAlive(lock.pid) && lock.pid !== process.pid) {
        throw new EmbeddedDatabaseBusyError(
          `The embedded database at ${dataDir} is in use by process ${lock.pid}` +
            (lock.port ? ` (serving on 127.0.0.1:${lock.port})` : "") +
            ". Stop that process first, or connect to it instead of opening the directory.",
        );
      }
      // A lock without a live pid (crash, kill -9) is stale; a half-written one is too.
      fs.rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(`Could not lock the embedded database at ${dataDir}.`);
}

/**
 * Open `dataDir` with PGlite and serve it on 127.0.0.1 (random port). The caller owns the directory
 * until `stop()`; the lock is released on stop and on process exit.
 */
export async function startEmbeddedServer(
  dataDir = defaultDataDir(),
  opts: { port?: number; maxConnections?: number } = {},
): Promise<EmbeddedServer> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const fd = acquireLock(dataDir);
  const release = () => {
    try {
      const lock = readLock(dataDir);
      if (!lock || lock.pid === process.pid) fs.rmSync(lockPath(dataDir), { force: true });
    } catch {
      /* exiting anyway */
    }
  };
  process.once("exit", release);
  try {
    fs.writeSync(fd, JSON.stringify({ pid: process.pid, port: 0, dataDir, startedAt: new Date().toISOString() }));
    fs.closeSync(fd);
    const { PGlite } = await import("@electric-sql/pglite");
    const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
    initDataDirInChild(dataDir);
    // pg_trgm: the trigram index of the keyword text filter (migration 0020).
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    // pgvector: the knowledge base's embeddings (db/vector.ts creates its table when it is there).
    const { vector } = await import("@electric-sql/pglite-pgvector");
    const db = await PGlite.create(dataDir, { postgresqlconf: LEAN_CONF, extensions: { pg_trgm, vector } });
    const server = new PGLiteSocketServer({
      db,
      host: "127.0.0.1",
      port: opts.port ?? 0,
      maxConnections: opts.maxConnections ?? 32,
    });
    const { keepExtendedQueriesTogether, runBetweenExchanges } = await import("./embedded-queue");
    if (!keepExtendedQueriesTogether(server)) throw new Error("pglite-socket changed shape: review db/embedded-queue.ts before upgrading.");
    await server.start();
    let maintaining = false;
    const maintenance = setInterval(() => {
      if (maintaining) return;
      maintaining = true;
      runBetweenExchanges(server, () => vacuumTablesDue(db))
        .catch((e: unknown) => console.error("[embedded] vacuum failed", e))
        .finally(() => (maintaining = false));
    }, MAINTENANCE_INTERVAL_MS);
    maintenance.unref();
    const conn = server.getServerConn();
    const port = Number(conn.split(":").pop());
    const lock: EmbeddedLock = { pid: process.pid, port, dataDir, startedAt: new Date().toISOString() };
    const tmp = `${lockPath(dataDir)}.${process.pid}`;
    fs.writeFileSync(tmp, JSON.stringify(lock), { mode: 0o600 });
    fs.renameSync(tmp, lockPath(dataDir));
    return {
      url: urlForPort(port),
      port,
      stop: async () => {
        clearInterval(maintenance);
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
