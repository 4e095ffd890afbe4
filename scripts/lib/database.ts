/**
 * Database access for command-line scripts (start, migrate, seed, bench). With DATABASE_URL: that
 * server. Otherwise the embedded directory: connect to its live owner (`npm start` running), or
 * become the owner for the duration of the script — never open the directory a second time.
 */
import { drizzle } from "drizzle-orm/postgres-js";
import * as schema from "@/db/schema";
import { createSql, type Database } from "@/db/client";
import { defaultDataDir, runningOwnerUrl, startEmbeddedServer, type EmbeddedServer } from "@/db/embedded";

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
