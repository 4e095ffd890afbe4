"use client";

import { LoaderCircleIcon, PlayIcon, SquareIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatUsd } from "@/lib/format";
import { cancelFgAnalysisRunAction, resumeFgAnalysisRunAction } from "../actions";
import type { AnalysisRunView } from "../store";

const TITLES = { ssr: "SSR scoring", feedback: "Feedback analysis" } as const;

/**
 * A queued, running or stopped SSR / analysis run: its stage and progress (re-read from the run's row
 * every 2 s, so a reload or another tab shows the same), Cancel, and Resume after a budget stop or error.
 */
export function AnalysisRunPanel({ brandId, run, canEdit }: { brandId: string; run: AnalysisRunView; canEdit: boolean }) {
  const { run: call, isBusy } = useAction({ brandId });
  const active = run.status === "queued" || run.status === "running";
  const stopped = run.status === "budget" || run.status === "failed";
  const pct = run.total ? Math.round((100 * run.done) / run.total) : 0;
  return (
    <section className="grid gap-2 rounded-lg border px-4 py-3 text-sm" aria-live="polite" data-testid={`fg-run-${run.kind}`} data-status={run.status}>
      <AutoRefresh active={active} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-medium">
          {active ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
          {TITLES[run.kind]}
          {run.kind === "ssr" && run.temperature !== null ? <span className="font-normal text-muted-foreground">· temperature {run.temperature}</span> : null}
        </h2>
        {canEdit && (active || stopped) ? (
          <div className="flex gap-2">
            {stopped ? (
              <Button size="sm" variant="outline" disabled={isBusy("resume")} onClick={() => void call(resumeFgAnalysisRunAction, { runId: run.id }, { key: "resume", success: "Resumed from the last finished step" })}>
                <PlayIcon aria-hidden="true" /> Resume
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" disabled={isBusy("cancel")} onClick={() => void call(cancelFgAnalysisRunAction, { runId: run.id }, { key: "cancel", success: `${TITLES[run.kind]} cancelled` })}>
              <SquareIcon aria-hidden="true" /> Cancel
            </Button>
          </div>
        ) : null}
      </div>
      {active ? (
        <>
          <Progress value={pct} aria-label={`${TITLES[run.kind]} progress`} />
          <p className="text-muted-foreground" data-testid="fg-run-stage">
            {run.status === "queued" && !run.done ? "Queued: waiting for a worker" : (run.stage ?? "Working")} · step {Math.min(run.done + 1, Math.max(run.total, 1))} of {Math.max(run.total, 1)}
            {run.costUsd > 0 ? ` · ${formatUsd(run.costUsd)} so far` : ""}
          </p>
        </>
      ) : (
        <p className={stopped ? "text-destructive" : "text-muted-foreground"} role={stopped ? "alert" : undefined}>
          {run.status === "cancelled" ? "Cancelled. Start it again to continue." : (run.message ?? "Stopped.")}
        </p>
      )}
    </section>
  );
}
