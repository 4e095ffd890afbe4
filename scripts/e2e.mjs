// Browser tests on a fresh database: clears the e2e data directory, then runs Playwright (which
// starts the production server with `npm start` semantics on its own port).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

// Browsers are not downloadable here: the tests drive Debian's Chromium, installed on first use.
function ensureChromium() {
  const bin = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (fs.existsSync(bin)) return;
  const install = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing. Install it with:\n  sudo ${install}\nthen run the browser tests again.`);
    process.exit(1);
  }
  console.log(`Chromium is missing: installing Debian's package (${install})…`);
  const r = spawnSync("bash", ["-c", `DEBIAN_FRONTEND=noninteractive ${install}`], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

ensureChromium();
const dir = path.resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e/pglite");
fs.rmSync(path.dirname(dir), { recursive: true, force: true });
const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(r.status ?? 1);
