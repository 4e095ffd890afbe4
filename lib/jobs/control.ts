/**
 * Cancelling and retrying one job, for the pages that show a brand's jobs. pg-boss's own cancel and
 * retry statements, run as the owner: the runtime role may only read and insert jobs (./schema.ts),
 * so callers first prove the job is the brand's by reading it under the brand's scope, and the
 * statements filter by that brand as well (the wall is down on the owner connection).
 */
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { BOSS_SCHEMA } from "./boss";

const S = sql.raw(BOSS_SCHEMA);

/**
 * Cancels a queued or running job (a running one loses its lease: the runner's heartbeat finds it
 * no longer held and aborts the handler). False when it had already finished.
 */
export async function cancelJob(owner: Executor, brandId: string, task: string, id: string): Promise<boolean> {
  const rows = await owner.execute(sql`update ${S}.job set completed_on = now(), state = 'cancelled'
    where name = ${task} and id = ${id}::uuid and data->>'brandId' = ${brandId} and state < 'completed' returning id`);
  return rows.length > 0;
}

/** Thrown when a retry would make a second pending job with the same singleton key. */
export class JobAlreadyPendingError extends Error {}

/**
 * Runs a failed or cancelled job again, from now, with one more attempt. False when the job is not
 * failed or cancelled (or has moved to the archive, which keeps history only).
 */
export async function retryJob(owner: Executor, brandId: string, task: string, id: string): Promise<boolean> {
  try {
    const rows = await owner.execute(sql`update ${S}.job
      set state = 'retry', completed_on = null, start_after = now(),
        retry_limit = greatest(retry_limit, retry_count) + 1
      where name = ${task} and id = ${id}::uuid and data->>'brandId' = ${brandId} and state in ('failed', 'cancelled') returning id`);
    return rows.length > 0;
  } catch (e) {
    const code = (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
    if (code === "23505") throw new JobAlreadyPendingError("Another run of this job is already queued or running.");
    throw e;
  }
}
