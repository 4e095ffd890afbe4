import Link from "next/link";
import { CircleAlertIcon, ExternalLinkIcon, MessageSquareTextIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import type { AnswerRow, RunSummary } from "../queries";
import { CancelRunButton } from "./cancel-run-button";
import { formatUsd } from "@/lib/format";
import { RelativeTime } from "@/components/ui/relative-time";
import { EmptyState } from "@/components/ui/empty";

const STATUS: Record<string, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-muted text-muted-foreground" },
  running: { label: "Running", className: "bg-blue-500/15 text-blue-700 dark:text-blue-300" },
  succeeded: { label: "Done", className: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300" },
  failed: { label: "Failed", className: "bg-destructive/15 text-destructive" },
  cancelled: { label: "Cancelled", className: "bg-muted text-muted-foreground" },
  budget: { label: "Budget reached", className: "bg-amber-500/15 text-amber-700 dark:text-amber-300" },
};

export function RunStatus({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, className: "bg-muted" };
  return <span className={cn("inline-flex h-5 items-center rounded-md px-1.5 text-xs font-medium whitespace-nowrap", s.className)}>{s.label}</span>;
}

export function isActive(r: RunSummary): boolean {
  return r.status === "queued" || r.status === "running";
}

export function RunCard({ brandId, run, canEdit, showLink = true }: { brandId: string; run: RunSummary; canEdit: boolean; showLink?: boolean }) {
  const finished = run.done + run.failed;
  const pct = run.total ? Math.round((finished / run.total) * 100) : 0;
  return (
    <div className="grid gap-2 rounded-xl border p-4" aria-label={`Run of ${new Date(run.createdAt).toLocaleString("en")}`}>
      <div className="flex flex-wrap items-center gap-2">
        <RunStatus status={run.status} />
        <span className="text-sm font-medium">{run.trigger === "schedule" ? "Scheduled run" : run.trigger === "panel" ? "Industry panel run" : "Manual run"}</span>
        <span className="text-xs text-muted-foreground"><RelativeTime at={run.createdAt} /></span>
        <span className="ml-auto flex items-center gap-2">
          {canEdit && isActive(run) ? <CancelRunButton brandId={brandId} runId={run.id} /> : null}
          {showLink ? (
            <Link href={`/run-analysis?run=${run.id}`} className="text-sm font-medium underline-offset-4 hover:underline">
              Answers
            </Link>
          ) : null}
        </span>
      </div>
      {run.total ? (
        <div className="grid gap-1">
          <Progress value={pct} aria-label="Run progress" />
          <p className="text-xs text-muted-foreground tabular-nums" role="status" aria-live="polite">
            {finished} of {run.total} answers · {run.failed ? `${run.failed} failed · ` : ""}
            {run.mentioned} mention the brand · {formatUsd(run.costUsd)}
          </p>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {run.engines.map((e) => e.label).join(", ") || "No engine"} · {run.prompts} prompt{run.prompts === 1 ? "" : "s"} × {run.samples} sample{run.samples === 1 ? "" : "s"}
      </p>
      {run.message ? (
        <p className={cn("flex items-start gap-1.5 text-sm", run.status === "succeeded" ? "text-muted-foreground" : "text-destructive")}>
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {run.message}
        </p>
      ) : null}
    </div>
  );
}

function sentimentLabel(v: number): string {
  if (v > 0.05) return "positive";
  if (v < -0.05) return "negative";
  return "neutral";
}

export function AnswersList({ answers }: { answers: AnswerRow[] }) {
  if (!answers.length)
    return (
      <EmptyState icon={MessageSquareTextIcon} title="No answers yet">
        They appear here as the run collects them.
      </EmptyState>
    );
  return (
    <ul className="grid gap-2">
      {answers.map((a) => (
        <li key={a.id} className="rounded-xl border">
          <details className="group">
            <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 px-4 py-3 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1 basis-64 text-sm font-medium">{a.promptText}</span>
              <span className="text-xs text-muted-foreground">
                {a.engineLabel}
                {a.sample > 1 ? ` · sample ${a.sample}` : ""}
              </span>
              {!a.ok ? (
                <Badge variant="destructive">Failed</Badge>
              ) : a.ownPosition !== null ? (
                <Badge>Mentioned #{a.ownPosition}</Badge>
              ) : (
                <Badge variant="secondary">Not mentioned</Badge>
              )}
              {a.ok && a.ownCited ? <Badge variant="outline">Own site cited</Badge> : null}
            </summary>
            <div className="grid gap-3 border-t px-4 py-3 text-sm">
              {a.ok ? (
                <>
                  <div className="flex flex-wrap gap-1.5 text-xs">
                    {a.mentions.map((m) => (
                      <span key={m.brandId} className={cn("rounded-md px-1.5 py-0.5", m.own ? "bg-primary text-primary-foreground" : "bg-muted")}>
                        #{m.position} {m.name} ×{m.count}
                      </span>
                    ))}
                    {a.sentiment !== null ? (
                      <span className="rounded-md bg-muted px-1.5 py-0.5">
                        Sentiment {a.sentiment.toFixed(2)} ({sentimentLabel(a.sentiment)}, {a.sentimentMethod === "ai" ? "AI-scored" : "lexicon score"})
                      </span>
                    ) : null}
                  </div>
                  <div className="max-h-96 overflow-y-auto rounded-md bg-muted/40 p-3 text-sm leading-relaxed whitespace-pre-wrap">{a.answer}</div>
                  {a.citedUrls.length ? (
                    <div>
                      <p className="mb-1 text-xs font-medium text-muted-foreground">Cited ({a.citedUrls.length})</p>
                      <ul className="grid gap-0.5 text-xs">
                        {a.citedUrls.slice(0, 20).map((u) => (
                          <li key={u} className="truncate">
                            <a href={u} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                              {u}
                              <ExternalLinkIcon className="size-3" aria-hidden="true" />
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {a.model} · {a.tokensIn ?? "?"} tokens in, {a.tokensOut ?? "?"} out · {formatUsd(a.costUsd)} · {a.latencyMs !== null ? `${(a.latencyMs / 1000).toFixed(1)} s` : ""}
                  </p>
                </>
              ) : (
                <p className="text-destructive">{a.error}</p>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
