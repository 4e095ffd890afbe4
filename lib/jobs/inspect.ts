/**
 * Reading jobs back in the app's words (queued, running, succeeded, failed, cancelled) from
 * pg-boss's queue table and its archive, for the integrations page, scripts and tests.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { BOSS_SCHEMA } from "./boss";

export type JobStatus = "queued" | "running" | "succeeded" | "failed" | "cancelled";

export type JobRow = {
  id: string;
  task: string;
  brandId: string | null;
  payload: Record<string, unknown>;
  status: JobStatus;
  /** Runs started so far, a run cut short included. */
  attempts: number;
  lastError: string | null;
  runAt: Date;
  createdAt: Date;
};

const S = sql.raw(BOSS_SCHEMA);

/** Both of pg-boss's tables as one relation `j` in the app's words. */
function jobsCte(): SQL {
  return sql`
    with all_jobs as (
      select id, name, data, state::text as state, retry_count, started_on, output, start_after, created_on from ${S}.job
      union all
      select id, name, data, state::text, retry_count, started_on, output, start_after, created_on from ${S}.archive
    ), j as (
      select id::text as id, name as task, data->>'brandId' as brand_id, data->'payload' as payload,
        case state when 'created' then 'queued' when 'retry' then 'queued' when 'active' then 'running'
          when 'completed' then 'succeeded' else state end as status,
        retry_count + (started_on is not null)::int as attempts,
        case when state in ('retry', 'failed') then output->>'message' end as last_error,
        start_after as run_at, created_on as created_at
      from all_jobs
    )`;
}

/**
 * Jobs matching `where` (a condition over the columns of this query: id, task, brand_id, payload,
 * status, created_at), newest first. Under a user's scope row-level security shows only the
 * brand's own jobs.
 */
export async function listJobs(executor: Executor, where: SQL = sql`true`, limit = 1000): Promise<JobRow[]> {
  const rows = await executor.execute<{
    id: string;
    task: string;
    brand_id: string | null;
    payload: Record<string, unknown> | null;
    status: JobStatus;
    attempts: number;
    last_error: string | null;
    run_at: string;
    created_at: string;
  }>(sql`${jobsCte()}
    select * from j where ${where} order by created_at desc limit ${limit}`);
  return rows.map((r) => ({
    id: r.id,
    task: r.task,
    brandId: r.brand_id,
    payload: r.payload ?? {},
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    runAt: new Date(r.run_at),
    createdAt: new Date(r.created_at),
  }));
}

/** How many jobs matching `where` are in each status. */
export async function countJobsByStatus(executor: Executor, where: SQL = sql`true`): Promise<Record<JobStatus, number>> {
  const rows = await executor.execute<{ status: JobStatus; n: number }>(sql`${jobsCte()}
    select status, count(*)::int as n from j where ${where} group by status`);
  const counts: Record<JobStatus, number> = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}
