/**
 * The durable job of an SSR scoring or feedback-analysis run (lib/jobs). Registered by
 * instrumentation-node.ts; the AI code loads with the first run, not with every process.
 */
import { defineTask } from "@/lib/jobs";

export const FG_ANALYSIS_TASK = "fg.analysis";

defineTask<{ runId: string }>({
  name: FG_ANALYSIS_TASK,
  maxAttempts: 3,
  // A step is one model call (≤ 90 s with retries); longer runs stay leased by the heartbeat.
  leaseMs: 5 * 60_000,
  handler: async ({ payload, id, signal, attempt, maxAttempts }) => (await import("./execute")).executeAnalysisRun(payload.runId, id, signal, attempt, maxAttempts),
});
