/**
 * `npm run worker`: a job runner as its own process, for deployments that scale work out of the
 * app (set JOBS_IN_PROCESS=false on the app then). Any number may run; each job runs once.
 * On the embedded database it connects to the running app's database owner (`npm start` first).
 */
import { EnvError, parseEnv, setProcessEnv } from "@/lib/env";
import { defaultDataDir, runningOwnerUrl } from "@/db/embedded";
import { closeDb } from "@/db/client";
import { stopJobRunner } from "@/lib/jobs";
import { startBackground } from "../instrumentation-node";

async function main() {
  try {
    parseEnv();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  if (!process.env.DATABASE_URL) {
    const url = runningOwnerUrl(defaultDataDir());
    if (!url) {
      console.error(`No database: DATABASE_URL is not set and nothing serves the embedded database at ${defaultDataDir()}. Start the app (npm start) first.`);
      process.exit(1);
    }
    setProcessEnv({ DATABASE_URL: url, EMBEDDED_DATABASE: "1" });
  }
  await startBackground({ runJobs: true });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.info("[jobs] stopping: finishing running jobs (at most 10 s)…");
    await stopJobRunner(10_000);
    await closeDb();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
