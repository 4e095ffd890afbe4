"use client";

import * as React from "react";
import { ChevronDown } from "lucide-react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Progress } from "@/components/ui/progress";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";
import { cn } from "@/lib/utils";

/** The job runner's states (lib/jobs JobStatus) in the same colours on every page that lists jobs. */
export const JOB_STATES: StatusStates = {
  queued: ["idle", "Queued"],
  running: ["info", "Running"],
  succeeded: ["ok", "Done"],
  failed: ["bad", "Failed"],
  cancelled: ["idle", "Cancelled"],
};

export type JobListItem = {
  id: string;
  label: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  progress: { done: number; total: number } | null;
  logs: { at: string; level: string; message: string }[];
};

const LEVEL_CLASS: Record<string, string> = { warn: "text-amber-700 dark:text-amber-300", error: "text-red-700 dark:text-red-300" };

/**
 * A list of background jobs: status, attempts, progress (when the job reports counts), the last
 * error, and the job's log behind a disclosure. `actions` renders per-job buttons (retry, cancel).
 */
export function JobList({ jobs, actions, className }: { jobs: JobListItem[]; actions?: (job: JobListItem) => React.ReactNode; className?: string }) {
  return (
    <ul className={cn("grid gap-2", className)} aria-label="Jobs">
      {jobs.map((job) => (
        <JobItem key={job.id} job={job} actions={actions?.(job)} />
      ))}
    </ul>
  );
}

function JobItem({ job, actions }: { job: JobListItem; actions?: React.ReactNode }) {
  const pct = job.progress && job.progress.total > 0 ? Math.round((job.progress.done / job.progress.total) * 100) : null;
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="job" data-status={job.status}>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium">{job.label}</span>
          <StatusBadge status={job.status} states={JOB_STATES} />
          <span className="text-[13px] text-muted-foreground">
            started <RelativeTime at={job.createdAt} />
            {job.attempts > 1 ? ` · ${job.attempts} attempts` : ""}
          </span>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {job.progress ? (
        <div className="flex items-center gap-3">
          <Progress value={pct} className="max-w-sm" aria-label={`${job.label} progress`} />
          <span className="text-[13px] whitespace-nowrap tabular-nums text-muted-foreground">
            {job.progress.done} of {job.progress.total}
          </span>
        </div>
      ) : null}
      {job.lastError && job.status !== "succeeded" ? <p className="text-[13px] text-destructive wrap-anywhere">{job.lastError}</p> : null}
      {job.logs.length ? (
        <Collapsible>
          <CollapsibleTrigger className="group flex items-center gap-1 text-[13px] font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
            Log ({job.logs.length} {job.logs.length === 1 ? "line" : "lines"})
          </CollapsibleTrigger>
          <CollapsibleContent>
            <ol className="mt-2 grid gap-1 rounded-md bg-muted/50 p-2 font-mono text-xs">
              {job.logs.map((l, i) => (
                <li key={i} className={cn("wrap-anywhere", LEVEL_CLASS[l.level])}>
                  <time dateTime={l.at} className="text-muted-foreground">
                    {l.at.slice(11, 19)}
                  </time>{" "}
                  {l.message}
                </li>
              ))}
            </ol>
          </CollapsibleContent>
        </Collapsible>
      ) : (
        <p className="text-[13px] text-muted-foreground">No log lines yet.</p>
      )}
    </li>
  );
}
