/**
 * `npm start`: validate the environment, own the embedded database (unless DATABASE_URL), migrate,
 * create the demo account + brand on the first start of an empty embedded database, build if the
 * sources are newer than the last build, then run next-server as a child with DATABASE_URL set.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { spawn, spawnSync } from "node:child_process";
import { parseEnv, EnvError } from "@/lib/env";
import { migrateDatabase } from "@/db/migrate";
import { syncTemplateLibrary } from "@/modules/sops/library/sync";
import { closeDb } from "@/db/client";
import { seedDemoBrand } from "@/db/seed";
import { ensureDemoAccount } from "@/lib/auth/demo";
import { EmbeddedDatabaseBusyError } from "@/db/embedded";
import { openScriptDatabase } from "./lib/database";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

function newestMtime(p: string): number {
  let st: fs.Stats;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) {
    if (e === "node_modules" || e.startsWith(".") || e.endsWith(".test.ts")) continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

function buildIfNeeded(): void {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID");
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const sources = ["app", "components", "lib", "modules", "db", "public", "proxy.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs"];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (built && built >= newest) return;
  console.log(built ? "Sources changed since the last build: building…" : "First start: building the app (takes a few minutes)…");
  // A first build has no cache to reuse: skip writing one (next.config.ts).
  const cache = built ? {} : { GROWTH_OS_BUILD_CACHE: "0" };
  const r = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", GROWTH_OS_BUILD_SKIP_TYPECHECK: "1", ...cache } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const conn = await openScriptDatabase({ own: true });
  try {
    await migrateDatabase(conn.db);
    await syncTemplateLibrary(conn.db);
    if (conn.embedded || env.DEMO_ACCOUNT) {
      const demo = await ensureDemoAccount(conn.db);
      // A failed sample history must not keep the app from starting: the brand itself is committed first.
      if (demo.created) await seedDemoBrand(conn.db, demo.userId).catch((e) => console.warn("The demo brand could not be fully created (its sample data is missing):", e));
      await closeDb(); // the sample history talks through the app's handle (getDb); next-server opens its own
      console.log(`Demo account: ${demo.email} / ${conn.embedded && !process.env.DEMO_PASSWORD ? demo.password : "(DEMO_PASSWORD)"}`);
    }
  } catch (e) {
    await conn.close();
    throw e;
  }
  // The script's own pool is done; the owner (if any) keeps serving next-server.
  await conn.endPool();
  if (!dev) buildIfNeeded();

  // The socket stamp (lib/net/socket-peer.mjs) lets the app tell a request from this machine from
  // one that only claims to be (the local mailbox answers loopback sockets only). NODE_OPTIONS, so
  // `next dev`'s forked server gets it too.
  const socketPeer = pathToFileURL(path.join(root, "lib/net/socket-peer.mjs")).href;
  const nodeOptions = [process.env.NODE_OPTIONS, `--import ${JSON.stringify(socketPeer)}`].filter(Boolean).join(" ");
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(env.PORT), NODE_OPTIONS: nodeOptions };
  if (conn.embedded) {
    childEnv.DATABASE_URL = conn.url;
    childEnv.EMBEDDED_DATABASE = "1";
  }
  const child = spawn(process.execPath, [nextBin, dev ? "dev" : "start", "-p", String(env.PORT)], { stdio: "inherit", env: childEnv });
  console.log(`Growth OS on http://localhost:${env.PORT}${conn.embedded ? " (embedded database in .data/)" : ""}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
    await conn.owner?.stop().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  child.on("exit", (code) => void stop(code ?? 0));
}

main().catch((e) => {
  if (e instanceof EmbeddedDatabaseBusyError) {
    console.error(`${e.message}\n(Is another "npm start" running?)`);
  } else {
    console.error(e);
  }
  process.exit(1);
});
