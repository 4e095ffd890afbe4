import Link from "next/link";
import { Columns3Icon, UserRoundIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { IDEA_STATUSES, type IdeaStatus, type LearningOutcome } from "@/db/schema/growth-enums";
import { formatValue } from "../format";
import { STATUS_LABELS } from "../labels";
import type { Idea } from "../queries/ideas";
import type { Metric } from "../queries/metrics";
import type { Pillar } from "../queries/pillars";
import { countBy, winRate } from "../stats";
import { EmptyState } from "@/components/ui/empty";

const PIPELINE: IdeaStatus[] = ["idea", "prioritised", "planned", "running", "done"];
export const STATUS_COLORS: Record<IdeaStatus, string> = {
  idea: "var(--muted-foreground)",
  prioritised: "var(--chart-2)",
  planned: "var(--chart-3)",
  running: "var(--chart-4)",
  done: "var(--chart-1)",
  discarded: "var(--border)",
};

/** A stacked bar of the pipeline, with the counts spelled out beneath for screen readers and print. */
function PipelineBar({ ideas }: { ideas: Pick<Idea, "status">[] }) {
  const counts = countBy(ideas, (i) => i.status, IDEA_STATUSES);
  const total = PIPELINE.reduce((s, k) => s + counts[k], 0);
  return (
    <div className="space-y-2">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {total
          ? PIPELINE.map((k) => (counts[k] ? <div key={k} style={{ width: `${(counts[k] / total) * 100}%`, background: STATUS_COLORS[k] }} title={`${STATUS_LABELS[k]}: ${counts[k]}`} /> : null))
          : null}
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {PIPELINE.map((k) => (
          <li key={k} className="flex items-center gap-1">
            <span className="size-2 rounded-full" style={{ background: STATUS_COLORS[k] }} aria-hidden="true" />
            {STATUS_LABELS[k]} <span className="font-medium text-foreground tabular-nums">{counts[k]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({ ideas }: { ideas: Pick<Idea, "outcome">[] }) {
  const outcomes = ideas.map((i) => i.outcome).filter((o): o is LearningOutcome => !!o);
  const wr = winRate(outcomes);
  return (
    <dl className="grid grid-cols-4 gap-2 text-center">
      {[
        ["Wins", wr.wins],
        ["Losses", wr.losses],
        ["Inconcl.", wr.inconclusive],
        ["Win rate", wr.rate === null ? "—" : `${wr.rate}%`],
      ].map(([label, value]) => (
        <div key={label} className="rounded-md bg-muted/50 px-1 py-1.5">
          <dt className="text-[0.7rem] text-muted-foreground">{label}</dt>
          <dd className="text-sm font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PillarsOverview({ pillars, metrics, ideas }: { pillars: Pillar[]; metrics: Metric[]; ideas: Idea[] }) {
  if (pillars.length === 0) {
    return (
      <EmptyState
        icon={Columns3Icon}
        title="No growth pillars yet"
        action={
          <Button asChild>
            <Link href="/growth-pillars">Define pillars</Link>
          </Button>
        }
      >
        Pillars are the strategic themes growth rests on. Define them with an objective, an owner and the metrics they move; this overview then shows each pillar&apos;s pipeline of experiments and its results.
      </EmptyState>
    );
  }
  const byId = new Map(metrics.map((m) => [m.id, m]));
  const live = ideas.filter((i) => i.status !== "discarded");
  const unfiled = live.filter((i) => !i.pillarId);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {pillars.map((p) => {
        const mine = live.filter((i) => i.pillarId === p.id);
        return (
          <Card key={p.id} className="gap-4">
            <CardHeader>
              {/* The card's title is the heading its Pipeline/Results/Metrics headings sit under. */}
              <CardTitle>
                <h2>{p.name}</h2>
              </CardTitle>
              <CardDescription>{p.objective || "No objective yet"}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <UserRoundIcon className="size-4" aria-hidden="true" />
                {p.ownerName ?? "No owner"}
              </p>
              <div className="space-y-1.5">
                <h3 className="text-xs font-medium text-muted-foreground">Pipeline · {mine.length} experiment{mine.length === 1 ? "" : "s"}</h3>
                <PipelineBar ideas={mine} />
              </div>
              <div className="space-y-1.5">
                <h3 className="text-xs font-medium text-muted-foreground">Results</h3>
                <Results ideas={mine} />
              </div>
              <div className="space-y-1.5">
                <h3 className="text-xs font-medium text-muted-foreground">Metrics</h3>
                {p.metricIds.length ? (
                  <ul className="space-y-1 text-sm">
                    {p.metricIds.map((id) => {
                      const m = byId.get(id);
                      if (!m) return null;
                      return (
                        <li key={id} className="flex items-baseline justify-between gap-2">
                          <span className="truncate">{m.name}</span>
                          <span className="shrink-0 font-medium tabular-nums">{formatValue(m.latest?.value ?? null, m.unit)}</span>
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="text-xs text-muted-foreground">No linked metrics</p>
                )}
              </div>
            </CardContent>
          </Card>
        );
      })}
      {unfiled.length ? (
        <Card className="gap-4 border-dashed shadow-none">
          <CardHeader>
            <CardTitle className="text-muted-foreground">
              <h2>No pillar</h2>
            </CardTitle>
            <CardDescription>
              Ideas not filed under a pillar yet.{" "}
              <Link href="/brainstorming-ideas" className="underline underline-offset-4">
                File them in the backlog
              </Link>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <PipelineBar ideas={unfiled} />
            <Results ideas={unfiled} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
