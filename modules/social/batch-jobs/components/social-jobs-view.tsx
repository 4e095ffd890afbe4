"use client";

import Link from "next/link";
import { Workflow } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { JobList } from "@/components/jobs/job-list";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { useAction } from "@/components/actions/use-action";
import { cn } from "@/lib/utils";
import { cancelSocialJobAction, retrySocialJobAction } from "../actions";
import type { SocialJob } from "../queries";

const FILTERS = [
  { value: "", label: "All" },
  { value: "running", label: "Running" },
  { value: "queued", label: "Queued" },
  { value: "failed", label: "Failed" },
  { value: "succeeded", label: "Done" },
  { value: "cancelled", label: "Cancelled" },
] as const;

export function SocialJobsView({ brandId, jobs, status, canEdit }: { brandId: string; jobs: SocialJob[]; status: string; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const active = jobs.some((j) => j.status === "queued" || j.status === "running");
  const byId = new Map(jobs.map((j) => [j.id, j]));
  return (
    <div className="grid gap-4">
      <AutoRefresh active={active} />
      <nav aria-label="Filter jobs by status" className="flex flex-wrap gap-1.5">
        {FILTERS.map((f) => (
          <Link
            key={f.value}
            href={f.value ? `/sm-batch-jobs?status=${f.value}` : "/sm-batch-jobs"}
            aria-current={status === f.value ? "page" : undefined}
            className={cn("rounded-full border px-3 py-1 text-sm", status === f.value ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted")}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {jobs.length ? (
        <JobList
          jobs={jobs}
          actions={(item) => {
            const job = byId.get(item.id);
            if (!job || !canEdit) return null;
            return (
              <>
                {job.canRetry ? (
                  <Button size="sm" variant="outline" disabled={isBusy(`retry-${job.id}`)} onClick={() => void run(retrySocialJobAction, { jobId: job.id }, { key: `retry-${job.id}`, success: "The job is queued again" })}>
                    Retry
                  </Button>
                ) : null}
                {job.canCancel ? (
                  <Button size="sm" variant="outline" disabled={isBusy(`cancel-${job.id}`)} onClick={() => void run(cancelSocialJobAction, { jobId: job.id }, { key: `cancel-${job.id}`, success: "The job is cancelled" })}>
                    Cancel
                  </Button>
                ) : null}
              </>
            );
          }}
        />
      ) : (
        <EmptyState
          icon={Workflow}
          title={status ? "No social jobs in this state" : "No social jobs yet"}
          action={
            status ? (
              <Button asChild variant="outline" size="sm">
                <Link href="/sm-batch-jobs">Show all jobs</Link>
              </Button>
            ) : (
              <Button asChild size="sm">
                <Link href="/social-media-channel-suggestion">Run a Channel Mix analysis</Link>
              </Button>
            )
          }
        >
          Profile fetches, LinkedIn generations, scheduled publications and Channel Mix analyses of this brand run in the background and show here with their progress and log.
        </EmptyState>
      )}
    </div>
  );
}
