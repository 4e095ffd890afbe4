/**
 * Next.js start-up hook. In the Node runtime of a running server (not during `next build`) it
 * registers the background tasks, routes auth webhooks into the durable queue and, unless
 * JOBS_IN_PROCESS=false, starts this process's job runner.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ startBackground }, { env }] = await Promise.all([import("./instrumentation-node"), import("@/lib/env")]);
  if (env().EMBEDDED_DATABASE) (await import("@/db/launcher")).exitWithLauncher();
  startBackground({ runJobs: env().JOBS_IN_PROCESS });
}
