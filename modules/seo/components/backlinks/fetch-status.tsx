import { LoaderCircleIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { RelativeTime } from "@/components/ui/relative-time";
import { plural } from "@/lib/format";
import type { BacklinksFetchState } from "../../backlinks-job";

/**
 * The brand's latest DataForSEO Backlinks fetch: queued, running with the domains done so far, failed
 * with the provider's words and what to do, or done. It is the queue's job row and the profiles the
 * job has stored, so a reload or another teammate sees the same state.
 */
export function BacklinksFetchStatus({ state }: { state: BacklinksFetchState | null }) {
  if (!state) return null;
  const { job, total, done, fetched, gapDone } = state;
  if (job.status === "queued" || job.status === "running") {
    const step = done < total ? `${done} of ${plural(total, "domain")} fetched` : gapDone ? "every domain and the link gap fetched" : `${plural(total, "domain")} fetched, now the link gap`;
    return (
      <Alert role="status" data-testid="backlinks-fetch-status">
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        <AlertTitle>{job.status === "queued" && done === 0 ? "Backlinks fetch queued" : "Fetching backlinks from DataForSEO Backlinks..."}</AlertTitle>
        <AlertDescription>
          {step}. Each domain&apos;s profile appears below as soon as it is stored; you may leave this page meanwhile.
        </AlertDescription>
        <AutoRefresh active />
      </Alert>
    );
  }
  if (job.status === "failed") {
    return (
      <Alert variant="destructive" data-testid="backlinks-fetch-status">
        <AlertTitle>The last backlinks fetch stopped</AlertTitle>
        <AlertDescription>
          {job.lastError ?? "The job stopped without a message."} {done ? `The ${plural(done, "domain")} fetched before it stay stored and are not paid for again today.` : null} Fix what it
          says, then fetch again.
        </AlertDescription>
      </Alert>
    );
  }
  if (job.status === "succeeded") {
    const reused = done - fetched;
    return (
      <p className="text-xs text-muted-foreground" data-testid="backlinks-fetch-status">
        {fetched
          ? `Backlinks of ${plural(fetched, "domain")} fetched from DataForSEO Backlinks${reused > 0 ? `; ${plural(reused, "domain")} fetched earlier that day reused from the store` : ""}`
          : "Every domain was already fetched from DataForSEO Backlinks that day: the stored answers were reused, nothing was paid"}{" "}
        (<RelativeTime at={job.createdAt} />).
      </p>
    );
  }
  return null;
}
