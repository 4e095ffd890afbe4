import { LoaderCircleIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { RelativeTime } from "@/components/ui/relative-time";
import { plural } from "@/lib/format";
import type { ArticleFetchState } from "../research/job";

/**
 * The latest fetch of the target's articles: queued, running with the pages read so far, failed with
 * its words, or done. It is the job row and the pages stored by that job, so a reload shows the same.
 */
export function ResearchFetchStatus({ state, failed }: { state: ArticleFetchState | null; failed: number }) {
  if (!state) return null;
  const { job, total, done } = state;
  if (job.status === "queued" || job.status === "running") {
    return (
      <Alert role="status" data-testid="research-fetch-status">
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        <AlertTitle>{job.status === "queued" && done === 0 ? "Fetch of the top articles queued" : "Fetching the top articles..."}</AlertTitle>
        <AlertDescription>
          {done} of {plural(total, "page")} read. Each page appears below as soon as it is read; you may leave this page meanwhile.
        </AlertDescription>
        <AutoRefresh active />
      </Alert>
    );
  }
  if (job.status === "failed") {
    return (
      <Alert variant="destructive" data-testid="research-fetch-status">
        <AlertTitle>The last fetch stopped</AlertTitle>
        <AlertDescription>
          {job.lastError ?? "The job stopped without a message."} {done ? `The ${plural(done, "page")} read before it stay stored.` : null} Fetch again to read the rest.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <p className="text-xs text-muted-foreground" data-testid="research-fetch-status">
      {plural(done, "page")} read{failed ? `, ${failed} of them could not be (the reason is in the list)` : ""} (<RelativeTime at={job.createdAt} />).
    </p>
  );
}
