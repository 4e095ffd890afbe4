/**
 * The durable job of a persona generation run (lib/jobs). Registered once in instrumentation-node.ts;
 * the handler loads the AI code with the first run, not with every process that registers tasks.
 */
import { defineTask } from "@/lib/jobs";

export const PERSONAS_GENERATE_TASK = "personas.generate";

defineTask<{ runId: string }>({
  name: PERSONAS_GENERATE_TASK,
  maxAttempts: 3,
  leaseMs: 5 * 60_000,
  handler: async ({ payload, id, signal, attempt, maxAttempts }) => (await import("./run")).executeGeneration(payload.runId, id, signal, { finalAttempt: attempt >= maxAttempts }),
});
