/**
 * `npm run fuzz -- [--runs 200] [--seed N] [--only name,name]`: the action and route fuzz test
 * (tests/integration/fuzz) with more cases per action than the CI run's 5; TEST_DATABASE_URL as for
 * any integration run (embedded database otherwise).
 */
import { spawnSync } from "node:child_process";

function flag(name) {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : undefined;
}

const env = { ...process.env, FUZZ_RUNS: flag("runs") ?? "100" };
if (flag("seed")) env.FUZZ_SEED = flag("seed");
if (flag("only")) env.FUZZ_ONLY = flag("only");
const r = spawnSync("npx", ["vitest", "run", "--project", "integration", "tests/integration/fuzz/"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
