import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import type { ForecastRunView } from "@/modules/seo/forecast/page-data";

/** The latest run's state: queued/running with series done of total (refreshing itself), or its failure. */
export function ForecastStatus({ run }: { run: NonNullable<ForecastRunView> }) {
  const active = run.status === "queued" || run.status === "running";
  const pct = run.seriesTotal ? Math.round((run.seriesDone / run.seriesTotal) * 100) : 0;
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" data-testid="forecast-status" aria-live="polite">
      <AutoRefresh active={active} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          {active ? (
            <ToneBadge tone="info">{run.status === "running" ? "Forecasting" : "Queued"}</ToneBadge>
          ) : run.status === "failed" ? (
            <ToneBadge tone="bad">Last run failed</ToneBadge>
          ) : (
            <ToneBadge tone="ok">Up to date</ToneBadge>
          )}
          <span className="text-muted-foreground">
            {active
              ? run.seriesTotal
                ? `${run.seriesDone} of ${run.seriesTotal} scopes forecast`
                : "Reading Search Console history…"
              : `${run.horizonDays / 7}-week forecast${run.historyDays ? ` from ${run.historyDays} days of history` : ""}`}
          </span>
        </div>
        <p className="text-xs text-muted-foreground">
          {run.finishedAt ? (
            <>
              Finished <RelativeTime at={run.finishedAt} />
            </>
          ) : (
            <>
              Started <RelativeTime at={run.createdAt} />
            </>
          )}
        </p>
      </div>
      {active ? <Progress value={pct} aria-label="Forecast progress" /> : null}
      {run.status === "failed" && run.error ? (
        <Alert variant="destructive">
          <AlertTitle>The last forecast did not run</AlertTitle>
          <AlertDescription>{run.error}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
