/**
 * The one database handle of the app: postgres.js + drizzle, against DATABASE_URL or, by default,
 * the embedded database's owner process (see db/embedded.ts). Created lazily so that importing a
 * module never opens a connection (next build imports everything).
 */
import postgres from "postgres";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import * as schema from "./schema";
import { defaultDataDir, runningOwnerUrl } from "./embedded";
import { DISK_FULL_MESSAGE, isDiskFull } from "./errors";
import { env } from "@/lib/env";

export type Database = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

type Handle = { sql: postgres.Sql; db: Database; url: string };
const g = globalThis as unknown as { __growthDb?: Handle };

/** The database cannot be reached (not configured, down, restarting): a retryable condition. */
export class DatabaseUnavailableError extends Error {
  readonly retryable = true;
}

/** What a person sees when a request meets the database down: what happened and what to do. */
export const DATABASE_DOWN_MESSAGE = "The database is not reachable right now. Please try again in a moment.";

/** The connection URL: DATABASE_URL, else the live embedded owner. */
export function resolveDatabaseUrl(): string {
  const configured = env().DATABASE_URL;
  if (configured) return configured;
  const url = runningOwnerUrl(defaultDataDir());
  if (!url) {
    throw new DatabaseUnavailableError(
      `No database: DATABASE_URL is not set and no process serves the embedded database at ${defaultDataDir()}. Start the app with "npm start".`,
    );
  }
  return url;
}

/** True when the app talks to the embedded owner (the launcher sets EMBEDDED_DATABASE for its child). */
export function isEmbedded(): boolean {
  const e = env();
  return !e.DATABASE_URL || e.EMBEDDED_DATABASE;
}

/**
 * Why these connection settings (issue #27, "Faults": PostgreSQL stopped with `-m immediate` under
 * load, then started). postgres.js's defaults made requests hang and recover slowly:
 *  - its reconnect `backoff` grows as 3^failures / 100 s up to 20 s and is only reset by a successful
 *    connect, so after a few refused connects a new query waited up to 20 s before even trying;
 *  - a query that is the first of a connecting connection is retried silently for as long as the
 *    server accepts the socket and closes it again (a server starting up), so it hangs for the
 *    whole outage.
 * Now: a short, capped backoff; `connect_timeout` 2 s on a server (a black-holed address fails
 * fast); and the breaker below answers every query at once while the database is known down.
 */
export function createSql(url: string, max = env().DATABASE_POOL_MAX): postgres.Sql {
  const embedded = isEmbedded();
  const breaker = new Breaker(url);
  return withBreaker(
    preparedByDefault(
      postgres(url, {
        max,
        prepare: true,
        idle_timeout: 30,
        // A connection's prepared statements live as long as it does. On the embedded server they all
        // share the one backend's memory (~22 KB each, measured), so its connections are recycled
        // every 10 minutes instead of postgres.js's 30–60.
        ...(embedded ? { max_lifetime: 600 } : {}),
        // The embedded owner is a local process (refused at once when down) whose one backend may
        // queue a new connection behind a long transaction: keep the generous limit there.
        connect_timeout: embedded ? 10 : 2,
        backoff: (failures: number) => Math.min(0.25, 0.02 * 2 ** failures) * (0.5 + Math.random() / 2),
        onnotice: () => {},
      }),
    ),
    breaker,
  );
}

/** Connection-level failures: the server is gone, refusing, restarting or unreachable (not a query error). */
const DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down, recovering)
]);

export function isConnectionFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" && (DOWN_CODES.has(code) || code.startsWith("08"));
}

/**
 * The database down or restarting (the person can simply retry: 503) or out of disk (507): the
 * sentence to show and the HTTP status, for actions, route handlers and the API alike; null for any
 * other error. A full disk is logged here, without the failed query's parameters (an upload's bytes).
 */
export function databaseFailure(e: unknown, where: string): { status: 503 | 507; message: string } | null {
  if (e instanceof DatabaseUnavailableError || isConnectionFailure(e)) return { status: 503, message: DATABASE_DOWN_MESSAGE };
  if (!isDiskFull(e)) return null;
  console.error(`[${where}] the database's disk is full: ${(e as { cause?: Error }).cause?.message ?? String(e)}`);
  return { status: 507, message: DISK_FULL_MESSAGE };
}

/**
 * A circuit breaker in front of the pool. Closed (normal) until a query fails with a connection
 * failure; then open: every new query is refused at once with DatabaseUnavailableError (no request
 * waits for a connection that cannot come), while one probe — its own single connection, 1 s limit —
 * tries `select 1` every 100 ms. The first probe that succeeds closes it, so service is back about
 * 100 ms after the database accepts connections. A false alarm (one connection killed by the server)
 * costs one probe round trip.
 */
export class Breaker {
  private openSince: number | null = null;
  private probing = false;
  /** Queries refused while open, for the figures of `npm run faults`. */
  refused = 0;

  constructor(
    private readonly url: string,
    private readonly probeEveryMs = 100,
  ) {}

  get isOpen(): boolean {
    return this.openSince !== null;
  }

  /** Called with every failure of a query: opens on a connection failure. */
  observe(e: unknown): void {
    if (!isConnectionFailure(e) || this.openSince !== null) return;
    this.openSince = Date.now();
    void this.probe();
  }

  refusal(): DatabaseUnavailableError {
    this.refused++;
    return new DatabaseUnavailableError(DATABASE_DOWN_MESSAGE);
  }

  private async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      while (this.openSince !== null) {
        const p = postgres(this.url, { max: 1, connect_timeout: 1, idle_timeout: 1, backoff: () => 0, onnotice: () => {} });
        let timer: NodeJS.Timeout | undefined;
        const ok = await Promise.race([
          p`select 1`.then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 1000))),
        ]);
        clearTimeout(timer);
        await p.end({ timeout: 0 }).catch(() => {});
        if (ok) {
          this.openSince = null;
          break;
        }
        await new Promise((r) => setTimeout(r, this.probeEveryMs));
      }
    } finally {
      this.probing = false;
    }
  }
}

type Thenable = { then: (res?: (v: unknown) => unknown, rej?: (e: unknown) => unknown) => unknown };

/** A query object refused by an open breaker: rejects like a postgres.js query, with its chainable methods. */
function refusedQuery(error: Error): unknown {
  const p = Promise.reject(error);
  p.catch(() => {});
  const q = p as Promise<never> & Record<string, unknown>;
  for (const m of ["values", "raw", "execute", "describe", "simple", "cursor", "forEach", "readable", "writable"]) {
    q[m] = () => q;
  }
  q.cancel = () => {};
  return q;
}

/** Reports the failures of a postgres.js query to the breaker without changing what it resolves to. */
function observed<Q>(q: Q, breaker: Breaker): Q {
  const t = q as unknown as Thenable;
  if (t && typeof t.then === "function") {
    // postgres.js queries are lazy: `then` is what sends them, so attach through a separate `then`
    // only on our own promise chain (the query itself is still awaited by the caller).
    const then = t.then.bind(t);
    (t as { then: unknown }).then = (res?: (v: unknown) => unknown, rej?: (e: unknown) => unknown) =>
      then(res, (e: unknown) => {
        breaker.observe(e);
        if (rej) return rej(e);
        throw e;
      });
  }
  return q;
}

/** The pool behind the breaker: tagged queries, `unsafe` (drizzle), `begin` and `reserve`. */
function withBreaker(sql: postgres.Sql, breaker: Breaker): postgres.Sql {
  return new Proxy(sql, {
    apply(target, thisArg, args) {
      // A tagged template (not `sql(identifier)` / `sql(rows)` helpers) is a query.
      const tagged = Array.isArray((args[0] as { raw?: unknown } | null)?.raw);
      if (tagged && breaker.isOpen) return refusedQuery(breaker.refusal());
      const q = Reflect.apply(target as unknown as (...a: unknown[]) => unknown, thisArg, args);
      return tagged ? observed(q, breaker) : q;
    },
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === "breaker") return breaker;
      if (typeof value !== "function") return value;
      switch (key) {
        case "unsafe":
          return (...args: unknown[]) => {
            if (breaker.isOpen) return refusedQuery(breaker.refusal());
            return observed((value as (...a: unknown[]) => unknown).apply(target, args), breaker);
          };
        case "begin":
        case "reserve":
          return async (...args: unknown[]) => {
            if (breaker.isOpen) throw breaker.refusal();
            try {
              return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            } catch (e) {
              breaker.observe(e);
              throw e;
            }
          };
        default:
          return value.bind(target);
      }
    },
  });
}

/** The breaker of a pool made by createSql (tests and `npm run faults` read its state). */
export function breakerOf(sql: postgres.Sql): Breaker | undefined {
  return (sql as unknown as { breaker?: Breaker }).breaker;
}

/**
 * Every query as a named prepared statement, on the embedded server too — including `sql.unsafe`
 * and drizzle's queries, which postgres.js and drizzle otherwise send unprepared (`prepare: false`
 * unless a query is explicitly named). Why: unprepared, postgres.js sends a parameterised query as
 * Parse+Describe, waits for the answer, then Bind+Execute — two round trips, and the queries behind
 * it on the connection wait too. Inside a transaction the embedded server's one backend serves
 * nobody else meanwhile, and when next-server's event loop is busy rendering, that wait lasts as
 * long as the render (`npm run bench` measured the owner blocked ~70 % of the time). Prepared, a
 * query is one round trip after its first use on a connection, and a batch is written at once.
 *
 * The statements live until the connection closes (idle_timeout, max_lifetime). The embedded
 * server keeps all connections' statements in its one backend under postgres.js's per-connection
 * random names and deallocates a connection's statements when it disconnects (db/embedded-queue.ts).
 */
function preparedByDefault<S extends postgres.Sql | postgres.TransactionSql | postgres.ReservedSql>(sql: S): S {
  return new Proxy(sql, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== "function") return value;
      switch (key) {
        case "unsafe":
          return (text: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
            target.unsafe(text, params as postgres.ParameterOrJSON<never>[], { ...options, prepare: true });
        case "begin":
        case "savepoint":
          // The transaction's own sql object is a new function: wrap it too.
          return (...args: unknown[]) => {
            const i = args.findIndex((a) => typeof a === "function");
            if (i !== -1) {
              const fn = args[i] as (tx: postgres.TransactionSql) => unknown;
              args[i] = (tx: postgres.TransactionSql) => fn(preparedByDefault(tx));
            }
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        case "reserve":
          return async () => preparedByDefault(await (target as postgres.Sql).reserve());
        default:
          return value.bind(target);
      }
    },
  });
}

function handle(): Handle {
  if (!g.__growthDb) {
    const url = resolveDatabaseUrl();
    const sql = createSql(url);
    g.__growthDb = { sql, db: drizzle(sql, { schema }), url };
  }
  return g.__growthDb;
}

export function getDb(): Database {
  return handle().db;
}

export function getSql(): postgres.Sql {
  return handle().sql;
}

/** Closes the pool (scripts and tests); the next getDb() reconnects. */
export async function closeDb(): Promise<void> {
  const h = g.__growthDb;
  g.__growthDb = undefined;
  await h?.sql.end({ timeout: 5 });
}
