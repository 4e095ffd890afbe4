import Link from "next/link";
import { ArrowRightIcon, BookOpenIcon, ChartLineIcon, FlaskConicalIcon, LightbulbIcon, ListOrderedIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { IDEA_STATUSES, type IdeaStatus } from "@/db/schema/growth-enums";
import { today as currentDay } from "@/lib/calendar-day";
import { formatDate, formatDay, formatNumber } from "@/lib/format";
import { formatValue } from "../format";
import { STATUS_LABELS } from "../labels";
import type { DashboardData } from "../queries/dashboard";
import { rankIdeas } from "../scoring";
import { countBy, experimentsPerSprint, winRate } from "../stats";
import { ChannelBadge, OutcomeBadge, StatusBadge } from "./badges";
import { EmptyState } from "@/components/ui/empty";
import { MetricChart } from "./metric-chart";
import { STATUS_COLORS } from "./pillars-overview";
import { VelocityChart } from "./velocity-chart";

const TOP_IDEAS = 5;
const LATEST_LEARNINGS = 5;
/** Ideas still waiting to be planned are the ones worth ranking on the dashboard. */
const RANKABLE: IdeaStatus[] = ["idea", "prioritised"];

const inlineLink = "font-medium text-foreground underline underline-offset-4";

function Stat({ id, label, value, hint, href }: { id: string; label: string; value: string; hint: React.ReactNode; href: string }) {
  return (
    // dt and dd directly in the card: a <dl> allows one wrapping <div> per group, not two (Lighthouse).
    <Card className="gap-1 px-4 py-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums" data-testid={`gh-stat-${id}`}>
        {value}
      </dd>
      <dd className="truncate text-xs text-muted-foreground">
        <Link href={href} className="hover:text-foreground hover:underline hover:underline-offset-4">
          {hint}
        </Link>
      </dd>
    </Card>
  );
}

function SectionLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button variant="ghost" size="sm" className="-mr-2 shrink-0" asChild>
      <Link href={href}>
        {children}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * The growth team's cockpit: where the North Star is heading, how many experiments each sprint ships,
 * how often they win, what sits in the pipeline, what to run next and what was learned last.
 */
export function GrowthDashboard({ data }: { data: DashboardData }) {
  const { northStar, ideas, sprints, learnings, model } = data;
  const today = currentDay();
  const currentSprint = sprints.find((s) => s.current) ?? null;
  const velocity = experimentsPerSprint(sprints, ideas, today);
  const inCurrent = currentSprint ? ideas.filter((i) => i.sprintId === currentSprint.id && i.status !== "discarded") : [];
  const wr = winRate(learnings.map((l) => l.outcome));
  const counts = countBy(ideas, (i) => i.status, IDEA_STATUSES);
  const maxCount = Math.max(1, ...IDEA_STATUSES.map((s) => counts[s]));
  const top = rankIdeas(
    ideas.filter((i) => RANKABLE.includes(i.status)),
    model,
  )
    .filter((i) => i.score !== null)
    .slice(0, TOP_IDEAS);
  const latest = learnings.slice(0, LATEST_LEARNINGS);
  const nsLatest = northStar?.latest ?? null;
  const nsPrevious = northStar && northStar.values.length > 1 ? northStar.values.at(-2)! : null;
  const nsDelta = nsLatest && nsPrevious ? nsLatest.value - nsPrevious.value : null;

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          id="north-star"
          label={northStar ? northStar.name : "North Star"}
          value={northStar ? formatValue(nsLatest?.value, northStar.unit) : "—"}
          hint={northStar ? (northStar.target !== null ? `Target ${formatValue(northStar.target, northStar.unit)}` : nsLatest ? `As of ${formatDay(nsLatest.date)}` : "No values yet") : "Set it on the one-pager"}
          href={northStar ? "/growth-metrics" : "/gh-onepager"}
        />
        <Stat
          id="sprint"
          label="Experiments this sprint"
          value={currentSprint ? formatNumber(inCurrent.length) : "—"}
          hint={currentSprint ? `${inCurrent.filter((i) => i.status === "done").length} finished · ${currentSprint.name}` : "No current sprint"}
          href={currentSprint ? "/growth-planning" : "/sprints"}
        />
        <Stat
          id="win-rate"
          label="Win rate"
          value={wr.rate === null ? "—" : `${wr.rate}%`}
          hint={wr.total ? `${wr.wins} of ${wr.total} experiment${wr.total === 1 ? "" : "s"} won` : "No results yet"}
          href="/growth-learnings"
        />
        <Stat
          id="backlog"
          label="Ideas in the backlog"
          value={formatNumber(counts.idea + counts.prioritised)}
          hint={`${counts.planned + counts.running} planned or running`}
          href="/brainstorming-ideas"
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader className="flex items-start justify-between gap-3">
            <div className="min-w-0 space-y-1.5">
              <CardTitle>North Star trend</CardTitle>
              <CardDescription className="truncate">
                {northStar ? `${northStar.name}${nsDelta !== null ? ` · ${nsDelta >= 0 ? "+" : ""}${formatValue(nsDelta, northStar.unit)} since ${formatDay(nsPrevious!.date)}` : ""}` : "The one metric that best captures the value customers get."}
              </CardDescription>
            </div>
            {northStar ? <SectionLink href="/growth-metrics-overview">Metrics</SectionLink> : null}
          </CardHeader>
          <CardContent>
            {!northStar ? (
              <EmptyState icon={ChartLineIcon} title="No North Star Metric yet">
                Name it, define it and give it a target on the{" "}
                <Link href="/gh-onepager" className={inlineLink}>
                  growth one-pager
                </Link>
                .
              </EmptyState>
            ) : northStar.values.length === 0 ? (
              <EmptyState icon={ChartLineIcon} title="No values yet">
                Enter values by hand or import a CSV on{" "}
                <Link href="/growth-metrics" className={inlineLink}>
                  growth metrics
                </Link>
                .
              </EmptyState>
            ) : (
              <MetricChart name={northStar.name} unit={northStar.unit} values={northStar.values.map(({ date, value }) => ({ date, value }))} target={northStar.target} height="h-56" />
            )}
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader className="flex items-start justify-between gap-3">
            <div className="space-y-1.5">
              <CardTitle>Experiments per sprint</CardTitle>
              <CardDescription>Velocity: experiments planned into each sprint, finished or still open.</CardDescription>
            </div>
            <SectionLink href="/sprints">Sprints</SectionLink>
          </CardHeader>
          <CardContent>
            {velocity.every((v) => v.done + v.open === 0) ? (
              <EmptyState icon={FlaskConicalIcon} title={sprints.length ? "No experiments in a sprint yet" : "No sprints yet"}>
                {sprints.length ? (
                  <>
                    Put your top ideas into a sprint on{" "}
                    <Link href="/growth-planning" className={inlineLink}>
                      growth planning
                    </Link>
                    .
                  </>
                ) : (
                  <>
                    Create the squad&apos;s sprints on{" "}
                    <Link href="/sprints" className={inlineLink}>
                      sprints
                    </Link>
                    , then plan experiments into them.
                  </>
                )}
              </EmptyState>
            ) : (
              <VelocityChart rows={velocity} />
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader className="flex items-start justify-between gap-3">
            <div className="space-y-1.5">
              <CardTitle>Pipeline by status</CardTitle>
              <CardDescription>Every experiment idea, from first capture to its result.</CardDescription>
            </div>
            <SectionLink href="/brainstorming-ideas">Ideas</SectionLink>
          </CardHeader>
          <CardContent>
            {ideas.length === 0 ? (
              <EmptyState icon={LightbulbIcon} title="No ideas yet">
                Capture your first experiment idea on the{" "}
                <Link href="/brainstorming-ideas" className={inlineLink}>
                  idea backlog
                </Link>
                .
              </EmptyState>
            ) : (
              <ul className="space-y-2" aria-label="Ideas by status">
                {IDEA_STATUSES.map((s) => (
                  <li key={s} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-3 text-sm" data-testid={`gh-pipeline-${s}`}>
                    <span className="text-muted-foreground">{STATUS_LABELS[s]}</span>
                    <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                      <span className="block h-full rounded-full" style={{ width: `${(counts[s] / maxCount) * 100}%`, background: STATUS_COLORS[s] }} />
                    </span>
                    <span className="text-right font-semibold tabular-nums">{counts[s]}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader className="flex items-start justify-between gap-3">
            <div className="space-y-1.5">
              <CardTitle>Top ideas</CardTitle>
              <CardDescription>Unplanned ideas ranked by {model.toUpperCase()} score, the brand&apos;s scoring model.</CardDescription>
            </div>
            <SectionLink href="/prioritization">Prioritise</SectionLink>
          </CardHeader>
          <CardContent>
            {top.length === 0 ? (
              <EmptyState icon={ListOrderedIcon} title="No scored ideas waiting">
                Score the ideas in your backlog on{" "}
                <Link href="/prioritization" className={inlineLink}>
                  prioritization
                </Link>{" "}
                to rank them here.
              </EmptyState>
            ) : (
              <ol className="divide-y" aria-label="Top ideas">
                {top.map((idea) => (
                  <li key={idea.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                    <span className="w-5 shrink-0 text-sm text-muted-foreground tabular-nums">{idea.rank}</span>
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="truncate text-sm font-medium" title={idea.title}>
                        {idea.title}
                      </p>
                      <div className="flex flex-wrap gap-1">
                        <StatusBadge status={idea.status} />
                        <ChannelBadge channel={idea.channel} />
                      </div>
                    </div>
                    <span className="shrink-0 font-mono text-sm font-semibold tabular-nums" aria-label={`Score ${formatNumber(idea.score)}`}>
                      {formatNumber(idea.score)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>

      <Card className="min-w-0">
        <CardHeader className="flex items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle>Latest learnings</CardTitle>
            <CardDescription>What the last finished experiments taught the team.</CardDescription>
          </div>
          <SectionLink href="/growth-learnings">Library</SectionLink>
        </CardHeader>
        <CardContent>
          {latest.length === 0 ? (
            <EmptyState icon={BookOpenIcon} title="No learnings yet">
              Record each finished experiment&apos;s result on{" "}
              <Link href="/growth-learnings" className={inlineLink}>
                growth learnings
              </Link>
              .
            </EmptyState>
          ) : (
            <ul className="divide-y" aria-label="Latest learnings">
              {latest.map((l) => (
                <li key={l.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <OutcomeBadge outcome={l.outcome} />
                    <p className="min-w-0 flex-1 truncate text-sm font-medium" title={l.ideaTitle}>
                      {l.ideaTitle}
                    </p>
                    <span className="text-xs text-muted-foreground">{formatDate(l.createdAt)}</span>
                  </div>
                  {l.learned ? <p className="line-clamp-2 text-sm text-muted-foreground">{l.learned}</p> : null}
                  {l.metricName && l.metricChange !== null ? (
                    <p className="text-xs text-muted-foreground">
                      {l.metricName}: {l.metricChange >= 0 ? "+" : ""}
                      {l.changeUnit === "percent" ? `${formatNumber(l.metricChange)}%` : formatValue(l.metricChange, l.metricUnit ?? "")}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
