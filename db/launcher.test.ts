import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("exitWithLauncher", () => {
  it("stops the app server with a message when its launcher is killed with SIGKILL", async () => {
    // launcher → server (watching every 50 ms, kept alive by a timer); the launcher prints the
    // server's pid, then is killed the way an out-of-memory kill ends it.
    const server = `import("${path.join(root, "db/launcher.ts")}").then((m) => { m.exitWithLauncher(50); setInterval(() => {}, 1000); console.log("watching"); });`;
    const launcher = `
      const { spawn } = require("node:child_process");
      const c = spawn(process.execPath, ["--import", "tsx", "-e", ${JSON.stringify(server)}], { stdio: ["ignore", "pipe", "pipe"], cwd: ${JSON.stringify(root)} });
      c.stdout.once("data", () => console.log(String(c.pid)));
      c.stderr.on("data", (d) => process.stderr.write(d));
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ["-e", launcher], { stdio: ["ignore", "pipe", "pipe"] });
    const pid = Number(await new Promise<string>((ok) => parent.stdout.once("data", (d: Buffer) => ok(d.toString().trim()))));
    expect(pid).toBeGreaterThan(0);
    parent.kill("SIGKILL");
    // The server is now an orphan: poll until it is gone.
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const deadline = Date.now() + 10_000;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(alive()).toBe(false);
  }, 20_000);
});
