import { LoaderCircleIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { RelativeTime } from "@/components/ui/relative-time";
import type { JobRow } from "@/lib/jobs";
import { AutoRefresh } from "@/components/actions/auto-refresh";

/** The latest clustering run of the brand: its progress survives a reload because it is the queue's job row. */
export function ClusterStatus({ job }: { job: JobRow | null }) {
  if (!job) return null;
  const active = job.status === "queued" || job.status === "running";
  if (active) {
    return (
      <Alert role="status">
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        <AlertTitle>{job.status === "queued" ? "Clustering is queued" : "Clustering the keywords..."}</AlertTitle>
        <AlertDescription>The groups below are replaced when it ends; you may leave this page meanwhile.</AlertDescription>
        <AutoRefresh active />
      </Alert>
    );
  }
  if (job.status === "failed") {
    return (
      <Alert variant="destructive">
        <AlertTitle>The last clustering failed</AlertTitle>
        <AlertDescription>{job.lastError ?? "The job stopped without a message."} Try again; if it keeps failing, the job log under Integrations has the details.</AlertDescription>
      </Alert>
    );
  }
  if (job.status === "succeeded") {
    return (
      <p className="text-xs text-muted-foreground">
        Last clustered <RelativeTime at={job.createdAt} />.
      </p>
    );
  }
  return null;
}
