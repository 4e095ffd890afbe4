/**
 * Content drafts' background task (lib/jobs): `content.generate` executes one generation. The AI SDK
 * and providers load with the first run, not with every process that registers tasks.
 */
import { defineTask } from "@/lib/jobs";
import { CONTENT_GENERATE_TASK } from "./task-names";

export { CONTENT_GENERATE_TASK };

defineTask<{ generationId: string; callbackOrigin: string }>({
  name: CONTENT_GENERATE_TASK,
  maxAttempts: 4,
  leaseMs: 5 * 60_000,
  handler: async ({ payload, id, attempt, maxAttempts, signal }) =>
    (await import("./generate")).executeGeneration(payload.generationId, payload.callbackOrigin, { jobId: id, attempt, maxAttempts, signal }),
});
