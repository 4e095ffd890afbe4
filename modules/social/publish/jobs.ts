/**
 * Social publishing on the job runner:
 * - `social.publish-tick` (every minute) hands every due publication to its own job;
 * - `social.publish` advances one publication (./run.ts). A wait (backoff after a retryable
 *   failure, an Instagram container still processing) re-runs the job after the delay; the
 *   singleton key keeps one job per publication, and the row's state makes a re-run safe.
 */
import { defineTask, enqueueJob, RetryLaterError, type ScheduleSpec } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { advancePublication, duePublications } from "./run";

export const SOCIAL_PUBLISH_TICK_TASK = "social.publish-tick";
export const SOCIAL_PUBLISH_TASK = "social.publish";
export const socialPublishSchedule: ScheduleSpec = { name: SOCIAL_PUBLISH_TICK_TASK, cron: "* * * * *", task: SOCIAL_PUBLISH_TICK_TASK };

export const publishJobKey = (publicationId: string) => `social-publish:${publicationId}`;

/** Enqueues one job per due publication (none twice: singleton key); returns how many were new. */
export async function enqueueDuePublications(at = new Date()): Promise<number> {
  let n = 0;
  for (const p of await duePublications(at)) {
    const id = await asSystem("social publishing tick: one job per due publication of any brand", (db) => enqueueJob(db, SOCIAL_PUBLISH_TASK, { publicationId: p.id }, { brandId: p.brandId, singletonKey: publishJobKey(p.id) }));
    if (id) n++;
  }
  return n;
}

defineTask({
  name: SOCIAL_PUBLISH_TICK_TASK,
  maxAttempts: 3,
  handler: async () => {
    await enqueueDuePublications();
  },
});

defineTask<{ publicationId: string }>({
  name: SOCIAL_PUBLISH_TASK,
  // Waits count as runs: a reel processing for minutes polls many times. Giving up on the post is
  // the state machine's call (MAX_PUBLISH_ATTEMPTS), not the runner's; the tick re-enqueues anyway.
  maxAttempts: 60,
  handler: async (ctx) => {
    const r = await advancePublication(ctx.payload.publicationId, { jobId: ctx.id });
    if (r.kind === "waiting") throw new RetryLaterError(r.reason, r.delayMs);
  },
});
