/**
 * The focus-group session's durable job (lib/jobs). Registered by instrumentation-node.ts; the AI SDK
 * and the session code load with the first run, not with every process that registers tasks.
 */
import { defineTask } from "@/lib/jobs";

export const FG_SESSION_TASK = "fg.session";

defineTask<{ sessionId: string }>({
  name: FG_SESSION_TASK,
  maxAttempts: 5,
  // A turn is one model call (≤ 90 s with retries); the heartbeat keeps longer sessions leased.
  leaseMs: 5 * 60_000,
  handler: async ({ payload, id, signal, attempt, maxAttempts }) => (await import("./run")).executeSession(payload.sessionId, id, signal, attempt, maxAttempts),
});
