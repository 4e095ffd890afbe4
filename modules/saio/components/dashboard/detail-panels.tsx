import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { Dashboard, MeanInterval, RunSummary, SentimentMethods } from "../../queries";
import { formatDateTime, formatNumber, formatUsd, signed } from "@/lib/format";
import { sentimentLabel } from "../../dashboard-terms";

/** Domains AI answers cite most; the brand's own domains are marked, since they are what it can influence directly. */
export function TopDomains({ domains }: { domains: Dashboard["topDomains"] }) {
  if (!domains.length) return <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No answer in this period cited a source.</p>;
  const max = Math.max(1, ...domains.map((d) => d.count));
  return (
    <ol className="space-y-2.5" aria-label="Most cited domains" data-testid="saio-top-domains">
      {domains.map((d) => (
        <li key={d.domain} className="space-y-1">
          <div className="flex items-center gap-2 text-sm">
            <span className={cn("min-w-0 flex-1 truncate", d.own && "font-medium")} title={d.domain}>
              {d.domain}
            </span>
            {d.own ? (
              <Badge variant="outline" className="border-transparent bg-primary/10 text-primary">
                Your domain
              </Badge>
            ) : null}
            <span className="w-10 shrink-0 text-right text-muted-foreground tabular-nums" aria-label={`${d.count} citations`}>
              {formatNumber(d.count, 0)}
            </span>
          </div>
          <span className="block h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className={cn("block h-full rounded-full", d.own ? "bg-primary" : "bg-muted-foreground/40")} style={{ width: `${(d.count / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Sentiment toward the brand on its −1..1 scale, with the interval as a band, and which scorer
 * produced it: the spec requires lexicon scores to be labelled as such.
 */
export function SentimentPanel({ sentiment, methods }: { sentiment: MeanInterval | null; methods: SentimentMethods }) {
  const at = (v: number) => `${((v + 1) / 2) * 100}%`;
  const scored = methods.ai + methods.lexicon;
  return (
    <div className="space-y-4" data-testid="saio-sentiment">
      {sentiment ? (
        <>
          <div className="flex items-baseline gap-2">
            <span className="text-3xl font-semibold tracking-tight tabular-nums">{signed(sentiment.value)}</span>
            <span className="text-sm font-medium text-muted-foreground">{sentimentLabel(sentiment.value)}</span>
          </div>
          <div className="space-y-1.5">
            <div className="relative h-2 rounded-full bg-gradient-to-r from-rose-500/50 via-muted-foreground/25 to-emerald-500/60" aria-hidden="true">
              {sentiment.low !== null && sentiment.high !== null ? (
                <span className="absolute -inset-y-0.5 rounded-full border border-foreground/40 bg-foreground/20" style={{ left: at(sentiment.low), width: `calc(${at(sentiment.high)} - ${at(sentiment.low)})` }} />
              ) : null}
              <span className="absolute -top-1 size-4 -translate-x-1/2 rounded-full border-2 border-background bg-foreground shadow" style={{ left: at(sentiment.value) }} />
            </div>
            <div className="flex justify-between text-[11px] text-muted-foreground">
              <span>−1 negative</span>
              <span>neutral</span>
              <span>positive +1</span>
            </div>
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            {sentiment.low !== null && sentiment.high !== null ? `95% CI ${signed(sentiment.low)} to ${signed(sentiment.high)} · ` : ""}n = {formatNumber(sentiment.n, 0)} answers naming the brand
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No answer in this period names the brand, so there is nothing to score yet.</p>
      )}
      {scored ? (
        <div className="flex flex-wrap gap-1.5 border-t pt-3 text-xs">
          {methods.ai ? (
            <Badge variant="outline" className="font-normal">
              AI-scored · {formatNumber(methods.ai, 0)}
            </Badge>
          ) : null}
          {methods.lexicon ? (
            <Badge variant="outline" className="font-normal">
              Lexicon score (local) · {formatNumber(methods.lexicon, 0)}
            </Badge>
          ) : null}
          {methods.lexicon ? <LexiconReason methods={methods} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Why answers carry the local lexicon score, and what to do about it: a failed engine is named with its reason. */
function LexiconReason({ methods }: { methods: SentimentMethods }) {
  const which = methods.ai ? "Some answers were" : "These answers were";
  if (methods.failed) {
    return (
      <p className="w-full pt-1 text-muted-foreground" role="status" data-testid="saio-sentiment-failure">
        AI scoring failed for {formatNumber(methods.failed, 0)} answer{methods.failed === 1 ? "" : "s"}, so {methods.failed === 1 ? "it shows" : "they show"} the local lexicon score.{" "}
        <span className="text-foreground">{methods.lastError}</span> Check the engine on{" "}
        <Link href="/integrations" className="underline underline-offset-2">
          Integrations
        </Link>{" "}
        or the call in the{" "}
        <Link href="/api-calls-audit?status=failed" className="underline underline-offset-2">
          API-call audit
        </Link>
        .
      </p>
    );
  }
  const why = !methods.scorer.enabled
    ? "AI sentiment is off in the tracking settings on Prompts; turn it on for AI scores."
    : !methods.scorer.engine
      ? "no AI engine is connected; connect one on Integrations for AI scores."
      : `they were not AI-scored when collected (before AI scoring with ${methods.scorer.engine} was set up, or shared from the industry panel).`;
  return (
    <p className="w-full pt-1 text-muted-foreground">
      {which} scored with a local word list: {why}
    </p>
  );
}

const RUN_STATUS: Record<string, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-muted text-muted-foreground" },
  running: { label: "Running", className: "bg-sky-500/10 text-sky-700 dark:text-sky-300" },
  succeeded: { label: "Finished", className: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300" },
  failed: { label: "Failed", className: "bg-rose-500/10 text-rose-700 dark:text-rose-300" },
  cancelled: { label: "Cancelled", className: "bg-muted text-muted-foreground" },
  budget: { label: "Budget reached", className: "bg-amber-500/15 text-amber-800 dark:text-amber-300" },
};

function RunStatusBadge({ status }: { status: string }) {
  const s = RUN_STATUS[status] ?? { label: status, className: "bg-muted text-muted-foreground" };
  return (
    <Badge variant="outline" className={cn("border-transparent", s.className)}>
      {s.label}
    </Badge>
  );
}

export function RecentRuns({ runs }: { runs: RunSummary[] }) {
  return (
    <ul className="divide-y" aria-label="Recent runs" data-testid="saio-recent-runs">
      {runs.map((r) => {
        const engines = r.engines.map((e) => e.label).join(", ");
        return (
          <li key={r.id}>
            <Link
              href={`/run-analysis?run=${r.id}`}
              className="group -mx-2 flex items-center gap-3 rounded-md px-2 py-2.5 outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <RunStatusBadge status={r.status} />
                  <span className="text-sm font-medium tabular-nums">{formatDateTime(r.createdAt, { year: false })}</span>
                  {r.trigger === "schedule" ? <span className="text-xs text-muted-foreground">Scheduled</span> : null}
                </div>
                <p className="truncate text-xs text-muted-foreground tabular-nums" title={engines}>
                  {formatNumber(r.prompts, 0)} prompt{r.prompts === 1 ? "" : "s"} · {formatNumber(r.done, 0)}/{formatNumber(r.total, 0)} answers
                  {r.failed ? ` · ${formatNumber(r.failed, 0)} failed` : ""}
                  {r.done ? ` · named in ${formatNumber(r.mentioned, 0)}` : ""} · {formatUsd(r.costUsd)}
                  {engines ? ` · ${engines}` : ""}
                </p>
              </div>
              <ArrowRightIcon className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              <span className="sr-only">Open run</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** This calendar month's model spend (every AI call of the brand) against its cap. */
export function SpendPanel({ spent, budget }: { spent: number; budget: number | null }) {
  const ratio = budget ? Math.min(1, spent / budget) : 0;
  const tone = ratio >= 1 ? "bg-destructive" : ratio >= 0.8 ? "bg-warning" : "bg-primary";
  return (
    <div className="space-y-3" data-testid="saio-spend">
      <div className="flex items-baseline gap-1.5">
        <span className="text-3xl font-semibold tracking-tight tabular-nums">{formatUsd(spent)}</span>
        {budget !== null ? <span className="text-sm text-muted-foreground tabular-nums">of {formatUsd(budget)}</span> : null}
      </div>
      {budget !== null ? (
        <>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Share of the monthly budget spent"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(ratio * 100)}
          >
            <div className={cn("h-full rounded-full", tone)} style={{ width: `${ratio * 100}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">
            {ratio >= 1 ? "The monthly budget is used up: runs wait until next month or a higher cap." : `${formatUsd(Math.max(0, budget - spent))} left this month. Runs stop before they would exceed the cap.`}
          </p>
        </>
      ) : (
        <p className="text-xs text-muted-foreground">
          No monthly budget cap.{" "}
          <Link href="/scheduler" className="font-medium text-foreground underline underline-offset-4">
            Set one in Schedule Management
          </Link>{" "}
          to stop runs before they exceed it.
        </p>
      )}
    </div>
  );
}
