/**
 * /sm-batch-jobs: the brand's social background jobs read from the job runner (pg-boss's tables,
 * under the brand's scope: row-level security shows only its own) with each job's log and progress
 * from social_job_events; and cancel / retry, allowed only on a social job this brand can see.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { socialJobEvents } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { cancelJob, JobAlreadyPendingError, listJobs, retryJob, wakeJobRunner, type JobStatus } from "@/lib/jobs";
import { logScopeActivity } from "@/lib/activity";
import { asSystem } from "@/lib/system";
import { isSocialTask, SOCIAL_TASK_PREFIXES } from "./progress";

/** Names people read for the tasks we know; any other social task shows its own name. */
const TASK_LABELS: Record<string, string> = {
  "social.channel-mix": "Channel Mix analysis",
};

export function taskLabel(task: string): string {
  if (TASK_LABELS[task]) return TASK_LABELS[task];
  const words = task.replace(/^(social|linkedin)\./, "").replace(/[-_.]+/g, " ").trim();
  const head = task.startsWith("linkedin.") ? "LinkedIn " : "";
  return `${head}${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export type SocialJobLog = { at: string; level: string; message: string };

export type SocialJob = {
  id: string;
  task: string;
  label: string;
  status: JobStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  runAt: string;
  progress: { done: number; total: number } | null;
  logs: SocialJobLog[];
  canCancel: boolean;
  canRetry: boolean;
};

const socialWhere = (scope: BrandScope): SQL =>
  sql`brand_id = ${scope.brandId} and (${sql.join(
    SOCIAL_TASK_PREFIXES.map((p) => sql`task like ${`${p}%`}`),
    sql` or `,
  )})`;

export const JOB_STATUSES: JobStatus[] = ["queued", "running", "succeeded", "failed", "cancelled"];

/** The brand's social jobs, newest first, with logs and progress; `status` narrows to one state. */
export async function listSocialJobs(scope: BrandScope, opts: { status?: JobStatus; limit?: number } = {}): Promise<SocialJob[]> {
  return withScope(scope, async (tx) => {
    const where = opts.status ? sql`${socialWhere(scope)} and status = ${opts.status}` : socialWhere(scope);
    const jobs = await listJobs(tx, where, opts.limit ?? 200);
    const events = jobs.length
      ? await tx
          .select()
          .from(socialJobEvents)
          .where(and(eq(socialJobEvents.brandId, scope.brandId), inArray(socialJobEvents.jobId, jobs.map((j) => j.id))))
          .orderBy(asc(socialJobEvents.createdAt))
      : [];
    const byJob = new Map<string, typeof events>();
    for (const e of events) byJob.set(e.jobId, [...(byJob.get(e.jobId) ?? []), e]);
    return jobs.map((j) => {
      const lines = byJob.get(j.id) ?? [];
      const counted = [...lines].reverse().find((l) => l.total !== null && l.done !== null);
      return {
        id: j.id,
        task: j.task,
        label: taskLabel(j.task),
        status: j.status,
        attempts: j.attempts,
        lastError: j.lastError,
        createdAt: j.createdAt.toISOString(),
        runAt: j.runAt.toISOString(),
        progress: counted ? { done: counted.done!, total: counted.total! } : null,
        logs: lines.map((l) => ({ at: l.createdAt.toISOString(), level: l.level, message: l.message })),
        canCancel: j.status === "queued" || j.status === "running",
        canRetry: j.status === "failed" || j.status === "cancelled",
      };
    });
  });
}

/** A social job of this brand by id, or "not found" (another brand's job answers exactly the same). */
async function ownSocialJob(scope: BrandScope, jobId: string) {
  const [job] = await withScope(scope, (tx) => listJobs(tx, sql`${socialWhere(scope)} and id = ${jobId}`, 1));
  if (!job || !isSocialTask(job.task)) throw new NotFoundError();
  return job;
}

export async function cancelSocialJob(scope: BrandScope, jobId: string): Promise<void> {
  const job = await ownSocialJob(scope, jobId);
  if (job.status !== "queued" && job.status !== "running") throw new ActionError(`This job has already ${job.status === "succeeded" ? "finished" : job.status === "failed" ? "failed" : "been cancelled"}: there is nothing to cancel.`);
  const done = await asSystem("cancel a social job the brand's scope has just shown", (db) => cancelJob(db, scope.brandId, job.task, job.id));
  if (!done) throw new ActionError("This job finished while you were cancelling it: there is nothing to cancel.");
  await withScope(scope, (tx) => logScopeActivity(tx, scope, "social_job_cancelled", `Cancelled the job "${taskLabel(job.task)}"`, { jobId: job.id, task: job.task }));
}

export async function retrySocialJob(scope: BrandScope, jobId: string): Promise<void> {
  const job = await ownSocialJob(scope, jobId);
  if (job.status !== "failed" && job.status !== "cancelled") {
    throw new ActionError(job.status === "succeeded" ? "This job finished successfully: there is nothing to retry." : "This job is still queued or running: wait for it to finish before retrying.");
  }
  let done: boolean;
  try {
    done = await asSystem("retry a social job the brand's scope has just shown", (db) => retryJob(db, scope.brandId, job.task, job.id));
  } catch (e) {
    if (e instanceof JobAlreadyPendingError) throw new ActionError("Another run of this job is already queued or running: wait for it instead.");
    throw e;
  }
  if (!done) throw new ActionError("This job has moved to the history archive and can no longer be retried. Start the work again from its page.");
  await withScope(scope, (tx) => logScopeActivity(tx, scope, "social_job_retried", `Retried the job "${taskLabel(job.task)}"`, { jobId: job.id, task: job.task }));
  wakeJobRunner();
}
