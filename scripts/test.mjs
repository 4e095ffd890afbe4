// `npm test`: types, lint, unit, integration, browser — in that order, stopping at the first failure.
import { spawnSync } from "node:child_process";

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

const only = process.argv[2];
// `npm test -- <step> <files…>` runs that step on those files only.
const files = process.argv.slice(3);
const steps = {
  types: () => run("typecheck", "npx", ["tsc", "--noEmit"]),
  lint: () => run("lint", "npx", ["eslint", "--max-warnings", "0", ...(files.length ? files : ["."])]),
  unit: () => run("unit tests", "npx", ["vitest", "run", "--project", "unit", ...files]),
  integration: () => run("integration tests", "npx", ["vitest", "run", "--project", "integration", ...files]),
  e2e: () => run("browser tests", "node", ["scripts/e2e.mjs", ...files]),
};
if (only) {
  if (!steps[only]) {
    console.error(`unknown step ${only}: ${Object.keys(steps).join(", ")}`);
    process.exit(2);
  }
  steps[only]();
} else {
  for (const step of Object.values(steps)) step();
}
