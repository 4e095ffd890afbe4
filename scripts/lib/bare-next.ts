/**
 * The bare baseline of `npm run bench`: bench/bare-next (a Next.js app of Growth OS's page shape with
 * no auth and no database) built with this repository's `next` and served by `next start`.
 *
 * It is built outside the repository: Turbopack takes the directory of the nearest lockfile as its
 * workspace and compiles that directory's proxy.ts and instrumentation.ts into any app under it
 * (vercel/next.js#95287), i.e. our proxy into the baseline. The copy gets its own (empty) lockfile
 * and a hard-linked copy of node_modules (same files, seconds to make), so the same next, react and
 * lucide-react build it. The build is reused while bench/bare-next and the lockfile are unchanged.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";

export type BareServer = { origin: string; pid: number; stop: () => Promise<void> };

const SOURCE = path.resolve("bench/bare-next");

function sourceHash(): string {
  const h = crypto.createHash("sha256");
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name === ".next" || e.name === "node_modules" || e.name === "next-env.d.ts") continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(path.relative(SOURCE, p)).update(fs.readFileSync(p));
    }
  };
  walk(SOURCE);
  h.update(fs.readFileSync("package-lock.json"));
  return h.digest("hex").slice(0, 16);
}

function run(cmd: string, args: string[], cwd: string): void {
  const r = spawnSync(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status})`);
}

/** Builds the baseline if its sources changed since the last build; returns the built directory. */
export function buildBareNext(): string {
  const dir = path.join(os.tmpdir(), `growth-os-bare-next-${crypto.createHash("sha256").update(process.cwd()).digest("hex").slice(0, 8)}`);
  const stamp = path.join(dir, ".source-hash");
  const hash = sourceHash();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash && fs.existsSync(path.join(dir, ".next/BUILD_ID"))) return dir;
  console.log("Building the bare Next.js baseline (bench/bare-next)…");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(SOURCE, dir, { recursive: true, filter: (p) => !/[/\\](\.next|node_modules)$/.test(p) });
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-next", private: true, type: "module" }));
  fs.writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify({ name: "bare-next", lockfileVersion: 3, requires: true, packages: {} }));
  run("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")], dir);
  run(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "build"], dir);
  fs.writeFileSync(stamp, hash);
  return dir;
}

export async function startBareNext(port: number): Promise<BareServer> {
  const dir = buildBareNext();
  // `next start` serves in its own process (no child), so its pid is the server's.
  const child: ChildProcess = spawn(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bare baseline exited with ${child.exitCode}`);
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("the bare baseline did not start in 60 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
    },
  };
}
