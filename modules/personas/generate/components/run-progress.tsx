"use client";

import * as React from "react";
import Link from "next/link";
import { AlertTriangle, UserRound } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { useAction } from "@/components/actions/use-action";
import { initialsFor } from "@/components/shell/initials";
import { PERSONAS_GENERATED_EVENT } from "@/components/shell/shell-context";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, formatUsd, plural } from "@/lib/format";
import { cancelPersonaGenerationAction } from "../actions";
import type { RunView } from "../queries";
import { PlanTable } from "./plan-table";
import { RunStatusBadge } from "./run-status";

/** Runs this tab started or saw running: when one finishes, the sidebar's Personas group reloads once. */
const watched = new Set<string>();

export function watchRun(runId: string): void {
  watched.add(runId);
}

function useGeneratedEvent(run: Pick<RunView, "id" | "active">): void {
  React.useEffect(() => {
    if (run.active) watched.add(run.id);
    else if (watched.delete(run.id)) window.dispatchEvent(new Event(PERSONAS_GENERATED_EVENT));
  }, [run.id, run.active]);
}

/** A run's live progress (polled while it runs, so a reload shows the same numbers) and, after, what it made. */
export function RunProgress({ brandId, run, canEdit, showPlan = true }: { brandId: string; run: RunView; canEdit: boolean; showPlan?: boolean }) {
  const { run: call, isBusy } = useAction({ brandId });
  useGeneratedEvent(run);
  const finished = run.done + run.failed + run.flagged;
  const currentSegment = run.current ? run.segments.find((s) => s.key === run.current!.segmentKey)?.name : null;
  const flagged = run.personas.filter((p) => p.flagged);
  const actual = new Map(run.segments.map((s) => [s.key, s.actual]));
  return (
    <div className="grid gap-5" aria-busy={run.active}>
      <AutoRefresh active={run.active} live="personas" />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <RunStatusBadge status={run.status} />
            <span className="text-sm text-muted-foreground">
              {run.mode === "simple" ? `“${run.prompt}”` : (run.briefName ?? "Deleted brief")} · {run.engineLabel ?? "AI engine"}
            </span>
          </div>
          {run.active && canEdit ? (
            <Button size="sm" variant="outline" disabled={isBusy("cancel")} onClick={() => void call(cancelPersonaGenerationAction, { runId: run.id }, { key: "cancel", success: "Generation cancelled" })}>
              Cancel
            </Button>
          ) : null}
        </div>
        <Progress value={(finished / Math.max(1, run.requested)) * 100} aria-label="Generation progress" />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
          <Stat label="Done" value={`${formatNumber(finished)} of ${formatNumber(run.requested)}`} />
          <Stat label="Created" value={formatNumber(run.done)} />
          <Stat label="Flagged" value={formatNumber(run.flagged)} />
          <Stat label="Failed" value={formatNumber(run.failed)} />
          <Stat label="Regenerated" value={formatNumber(run.regenerated)} />
          <Stat label="Cost" value={formatUsd(run.costUsd)} />
        </dl>
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {run.current ? `Generating persona ${run.current.index + 1} of ${run.requested}${currentSegment ? ` (${currentSegment})` : ""}…` : run.status === "queued" ? "Waiting for a worker to start…" : (run.message ?? (run.status === "succeeded" ? `${plural(run.done + run.flagged, "persona")} generated.` : ""))}
        </p>
      </div>

      {showPlan && run.segments.length ? (
        <section aria-labelledby={`planned-${run.id}`} className="grid gap-2">
          <h3 id={`planned-${run.id}`} className="text-sm font-semibold">
            Planned vs actual
          </h3>
          <PlanTable rows={run.segments} actual={actual} />
        </section>
      ) : null}

      {run.personas.length ? (
        <section aria-labelledby={`made-${run.id}`} className="grid gap-2">
          <h3 id={`made-${run.id}`} className="text-sm font-semibold">
            Personas created
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {run.personas.map((p) => (
              <li key={p.id}>
                <Link href={`/personas/${p.id}`} className="group flex h-full gap-3 rounded-lg border p-4 transition-colors hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold text-muted-foreground">
                    {initialsFor(p.name, null)}
                  </span>
                  <span className="grid min-w-0 gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium group-hover:underline">{p.name}</span>
                      {p.flagged ? <ToneBadge tone="warn">Flagged</ToneBadge> : null}
                    </span>
                    <span className="text-xs text-muted-foreground">{[p.age !== null ? `${p.age}` : null, p.occupation, p.location].filter(Boolean).join(" · ")}</span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">{p.summary}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : !run.active ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UserRound aria-hidden="true" className="size-4" /> No personas were created by this run.
        </p>
      ) : null}

      {flagged.length ? (
        <section aria-labelledby={`flagged-${run.id}`} className="grid gap-2">
          <h3 id={`flagged-${run.id}`} className="text-sm font-semibold">
            Flagged by the consistency checks
          </h3>
          <ul className="grid gap-2">
            {flagged.map((p) => (
              <li key={p.id} className="rounded-lg border border-amber-500/30 bg-amber-500/5 p-3 text-sm">
                <Link href={`/personas/${p.id}`} className="font-medium underline-offset-2 hover:underline">
                  {p.name}
                </Link>
                <ul className="mt-1 grid gap-0.5 text-muted-foreground">
                  {p.issues.map((i, k) => (
                    <li key={k} className="flex gap-1.5">
                      <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-amber-700 dark:text-amber-300" />
                      <span>
                        {i.severity === "warning" ? "Warning: " : ""}
                        {i.message}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {run.failures.length ? (
        <section aria-labelledby={`failed-${run.id}`} className="grid gap-2">
          <h3 id={`failed-${run.id}`} className="text-sm font-semibold">
            Could not be generated
          </h3>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {run.failures.map((f) => (
              <li key={f.index}>
                Persona {f.index + 1} ({f.segmentName}): {f.error}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
