/**
 * Background work of a server process, shared by instrumentation.ts (inside the app) and
 * scripts/worker.ts (`npm run worker`). Each module with background tasks is imported here once;
 * the runner claims only the tasks registered in its process.
 */
import { setActivityListener } from "@/lib/activity";
import { env } from "@/lib/env";
import { setAuthWebhookSender } from "@/lib/auth/webhooks";
import { prepareJobQueues, startJobRunner, type JobRunner } from "@/lib/jobs";
import { emitActivityLog, enqueueDeploymentWebhook } from "@/modules/webhooks/emit";
import "@/modules/webhooks/jobs";
import "@/lib/storage/purge";
import { recurringSchedule } from "@/modules/recurring/jobs";
import { saioSchedule } from "@/modules/saio/jobs";
import { seoSchedule } from "@/modules/seo/jobs";
import { knowledgeSchedule } from "@/modules/knowledge/jobs";
import { contentCalendarSchedule } from "@/modules/content/calendar/jobs";
import { socialSchedule } from "@/modules/social/jobs";
import { socialPublishSchedule } from "@/modules/social/publish/jobs";
import { ppcSyncSchedule } from "@/modules/ppc/sync/jobs";
import "@/modules/knowledge/embeddings/job";
import "@/modules/content/drafts/jobs";
import "@/modules/content/research/job";
import "@/modules/social/channel-mix/runs";
import "@/modules/ppc/ngrams/job";
import "@/modules/personas/generate/jobs";
import "@/modules/focus-groups/session/task";
import "@/modules/focus-groups/runs/task";

const RETRY_START_MS = 10_000;

/**
 * Starts background work without ever throwing: a database that is not reachable yet (the app
 * starting before its database) is retried every 10 s, so the server itself still starts.
 */
export function startBackground(opts: { runJobs: boolean; pollMs?: number }): Promise<JobRunner | null> {
  // Auth events (magic link, password reset, signup) become durable, signed, retried deliveries.
  setAuthWebhookSender(async (_url, payload) => {
    await enqueueDeploymentWebhook(payload.type, payload as unknown as Record<string, unknown>);
  });
  // Every activity row of a brand also becomes an activity_log webhook (spec §7).
  setActivityListener(emitActivityLog);
  return new Promise((resolve) => {
    const attempt = () => {
      // A process that runs no jobs still enqueues them: it needs their queues.
      (opts.runJobs ? startJobRunner({ concurrency: env().JOBS_CONCURRENCY, tasks: env().JOBS_TASKS, pollMs: opts.pollMs ?? env().JOBS_POLL_MS, schedules: [recurringSchedule, saioSchedule, seoSchedule, knowledgeSchedule, contentCalendarSchedule, socialSchedule, socialPublishSchedule, ppcSyncSchedule] }) : prepareJobQueues().then(() => null))
        .then((runner) => {
          if (runner) console.info(`[jobs] runner ${runner.workerId} started`);
          resolve(runner);
        })
        .catch((e: unknown) => {
          console.error(`[jobs] could not start (retrying in ${RETRY_START_MS / 1000} s): ${e instanceof Error ? e.message : String(e)}`);
          setTimeout(attempt, RETRY_START_MS).unref();
        });
    };
    attempt();
  });
}
