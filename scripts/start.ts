/**
 * `npm start`: validate the environment, migrate and create the demo account + brand on the first
 * start of an empty embedded database (scripts/start-setup.ts, in a child), own the embedded
 * database (unless DATABASE_URL), build if the sources are newer than the last build, then run
 * next-server as a child with DATABASE_URL set.
 *
 * This process lives as long as the app, so it stays lean (issue #17 §6, memory): it loads only the
 * environment check and the embedded owner, and compiles PGlite's wasm with the optimising compiler
 * only (`--no-liftoff`: ~50 MB less resident code than V8's default of baseline code first, and
 * queries run at full speed from the first; opening takes ~3 s longer, once).
 */
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { pathToFileURL } from "node:url";
import { spawn, spawnSync } from "node:child_process";
import { parseEnv, EnvError } from "@/lib/env";
import { EmbeddedDatabaseBusyError, startEmbeddedServer, type EmbeddedServer } from "@/db/embedded";
import { derivedKey } from "@/lib/crypto/secret-box";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

/**
 * Extra V8 flags for next-server in production: none by default. V8 lets the heap grow up to 4× its
 * live size between full collections, so next-server's RSS reaches ~500 MB under `npm run bench`.
 * Where memory matters more than throughput, GROWTH_OS_SERVER_NODE_FLAGS="--heap-growing-percent=25"
 * kept it at ~280 MB (whole app ~510 MB) for ~30–40 % fewer requests per second on the busy 2-core
 * machine; "--max-semi-space-size=32 --heap-growing-percent=50": ~325 MB, as costly (README, "Performance").
 * Growth factors, not a hard --max-old-space-size: a large import cannot run out of heap.
 */
const SERVER_NODE_FLAGS = "";

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

  // Migrations, the template library and the demo brand: in a child that exits when done.
  const setup = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/start-setup.ts")], { stdio: "inherit", env: process.env });
  if (setup.status !== 0) process.exit(setup.status ?? 1);

  let owner: EmbeddedServer | null = null;
  if (!process.env.DATABASE_URL) {
    v8.setFlagsFromString("--no-liftoff");
    owner = await startEmbeddedServer();
  }
  // Server actions carry closed-over values encrypted with this key, and a form rendered by one
  // instance may post to another (issue #27, "Two instances"): without it each build draws its own
  // random key. Derived from the app's encryption key (APP_ENCRYPTION_KEY, else .data/), so every
  // instance that can open the app's sealed secrets also shares it; an explicit value wins.
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||= derivedKey("next-server-actions").toString("base64");
  if (!dev) buildIfNeeded();

  // The socket stamp (lib/net/socket-peer.mjs) lets the app tell a request from this machine from
  // one that only claims to be (the local mailbox answers loopback sockets only). NODE_OPTIONS, so
  // `next dev`'s forked server gets it too.
  const socketPeer = pathToFileURL(path.join(root, "lib/net/socket-peer.mjs")).href;
  const nodeOptions = [process.env.NODE_OPTIONS, `--import ${JSON.stringify(socketPeer)}`].filter(Boolean).join(" ");
  // Command-line flags, not NODE_OPTIONS: `next start` serves in this very process, and the V8 flags
  // below are not allowed in NODE_OPTIONS.
  const serverFlags = dev ? [] : (process.env.GROWTH_OS_SERVER_NODE_FLAGS ?? SERVER_NODE_FLAGS).split(" ").filter(Boolean);
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(env.PORT), NODE_OPTIONS: nodeOptions };
  if (owner) {
    childEnv.DATABASE_URL = owner.url;
    childEnv.EMBEDDED_DATABASE = "1";
  }
  const child = spawn(process.execPath, [...serverFlags, nextBin, dev ? "dev" : "start", "-p", String(env.PORT)], { stdio: "inherit", env: childEnv });
  console.log(`Growth OS on http://localhost:${env.PORT}${owner ? " (embedded database in .data/)" : ""}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
    await owner?.stop().catch(() => {});
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
