/**
 * The one database handle of the app: postgres.js + drizzle, against DATABASE_URL or, by default,
 * the embedded database's owner process (see db/embedded.ts). Created lazily so that importing a
 * module never opens a connection (next build imports everything).
 */
import postgres from "postgres";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import * as schema from "./schema";
import { defaultDataDir, runningOwnerUrl } from "./embedded";
import { env } from "@/lib/env";

export type Database = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

type Handle = { sql: postgres.Sql; db: Database; url: string };
const g = globalThis as unknown as { __growthDb?: Handle };

export class DatabaseUnavailableError extends Error {}

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

export function createSql(url: string, max = env().DATABASE_POOL_MAX): postgres.Sql {
  return preparedByDefault(
    postgres(url, {
      max,
      prepare: true,
      idle_timeout: 30,
      // A connection's prepared statements live as long as it does. On the embedded server they all
      // share the one backend's memory (~22 KB each, measured), so its connections are recycled
      // every 10 minutes instead of postgres.js's 30–60.
      ...(isEmbedded() ? { max_lifetime: 600 } : {}),
      connect_timeout: 10,
      onnotice: () => {},
    }),
  );
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
