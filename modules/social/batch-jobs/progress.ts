/**
 * The log and progress of social background jobs. A social task's handler calls `logSocialJob`
 * at each step ("Fetched 25 of 80 posts"); /sm-batch-jobs shows the lines as the job's log and the
 * latest counts as its progress, so a reload, a teammate or a restart sees the same state.
 */
import { socialJobEvents } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

/** Job kinds /sm-batch-jobs shows: every task named social.* and the LinkedIn generation tasks. */
export const SOCIAL_TASK_PREFIXES = ["social.", "linkedin."] as const;

export function isSocialTask(task: string): boolean {
  return SOCIAL_TASK_PREFIXES.some((p) => task.startsWith(p));
}

export type SocialJobLine = { message: string; level?: "info" | "warn" | "error"; done?: number; total?: number };

/** Appends one line to a job's log (with counts: its progress). Messages are cut at 2,000 characters. */
export async function logSocialJob(scope: BrandScope, job: { id: string; task: string }, line: SocialJobLine): Promise<void> {
  await withScope(scope, (tx) =>
    tx.insert(socialJobEvents).values({
      brandId: scope.brandId,
      jobId: job.id,
      task: job.task,
      level: line.level ?? "info",
      message: line.message.slice(0, 2_000),
      done: line.done ?? null,
      total: line.total ?? null,
    }),
  );
}
