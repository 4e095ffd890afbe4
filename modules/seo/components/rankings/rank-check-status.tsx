import Link from "next/link";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatDateTime } from "@/lib/format";
import type { RankCheckProgress } from "@/modules/seo/queries/rankings";

const SCHEDULE: Record<RankCheckProgress["frequency"], string> = { daily: "Checked daily", weekly: "Checked weekly", off: "Scheduled checks are off" };

/**
 * The rank check's state from the job queue and today's history rows: progress survives a reload and
 * shows the same to every teammate; the page refreshes itself while the check runs.
 */
export function RankCheckStatus({ progress }: { progress: RankCheckProgress }) {
  const { job } = progress;
  const active = job?.status === "queued" || job?.status === "running";
  const pct = progress.tracked ? Math.round((Math.min(progress.checkedToday, progress.tracked) / progress.tracked) * 100) : 0;
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" data-testid="rank-check-status" aria-live="polite">
      <AutoRefresh active={active} live="seo" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {active ? (
            <ToneBadge tone="info">{job?.status === "running" ? "Checking" : "Queued"}</ToneBadge>
          ) : job?.status === "failed" ? (
            <ToneBadge tone="bad">Last check failed</ToneBadge>
          ) : progress.lastRankCheckAt ? (
            <ToneBadge tone="ok">Up to date</ToneBadge>
          ) : (
            <ToneBadge tone="idle">Not checked yet</ToneBadge>
          )}
          <span className="text-muted-foreground">
            {progress.checkedToday} of {progress.tracked} tracked {progress.tracked === 1 ? "keyword" : "keywords"} checked today
          </span>
        </div>
        <p className="text-xs text-muted-foreground">
          {progress.lastRankCheckAt ? (
            <>
              Last check <RelativeTime at={progress.lastRankCheckAt} />
              {" · "}
            </>
          ) : null}
          {SCHEDULE[progress.frequency]}
          {progress.frequency !== "off" && progress.nextRankCheckAt ? `, next ${formatDateTime(progress.nextRankCheckAt)}` : ""} ·{" "}
          <Link href="/settings-seo" className="underline underline-offset-2">
            Schedule
          </Link>
        </p>
      </div>
      {active ? <Progress value={pct} aria-label="Rank check progress" /> : null}
      {job?.status === "queued" && job.lastError ? (
        <p className="text-xs text-muted-foreground">
          The last attempt failed: {job.lastError} It is tried again by itself.
        </p>
      ) : null}
      {job?.status === "failed" && job.lastError ? (
        <Alert variant="destructive">
          <AlertTitle>The last rank check stopped</AlertTitle>
          <AlertDescription>
            <p>{job.lastError}</p>
            <p>
              Fix it on{" "}
              <Link href="/integrations" className="underline underline-offset-2">
                Integrations
              </Link>{" "}
              or in{" "}
              <Link href="/settings-seo" className="underline underline-offset-2">
                SEO Settings
              </Link>
              , then check again.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
