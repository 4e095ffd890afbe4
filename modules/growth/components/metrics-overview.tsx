import Link from "next/link";
import { ArrowDownIcon, ChartLineIcon, FilterIcon, GaugeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FUNNEL_STAGES, METRIC_STAGES } from "@/db/schema/growth-enums";
import { formatDay } from "@/lib/format";
import { formatPercent, formatValue } from "../format";
import { funnelSteps, latestDate, valueAsOf } from "../funnel";
import { STAGE_LABELS } from "../labels";
import type { Metric } from "../queries/metrics";
import { EmptyState } from "@/components/ui/empty";
import { FunnelDatePicker } from "./funnel-date-picker";
import { MetricChart } from "./metric-chart";

const COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

/** The AARRR funnel read at one date, each step's conversion from the previous one. */
function FunnelCard({ metrics, asOf }: { metrics: Metric[]; asOf?: string }) {
  const stepsMetrics = FUNNEL_STAGES.map((stage) => metrics.find((m) => m.stage === stage && m.inFunnel)).filter((m): m is Metric => !!m);
  const defaultDate = latestDate(stepsMetrics.map((m) => m.values));
  const date = asOf && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : defaultDate;
  const steps = funnelSteps(
    stepsMetrics.map((m) => {
      const v = date ? valueAsOf(m.values, date) : null;
      return { stage: m.stage as (typeof FUNNEL_STAGES)[number], metric: m, value: v?.value ?? null, date: v?.date ?? null };
    }),
  );
  const maxValue = Math.max(0, ...steps.map((s) => s.value ?? 0));
  const last = steps.at(-1);

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>AARRR funnel</CardTitle>
          <CardDescription>Each stage&apos;s funnel metric as of one date, converted from the stage before it.</CardDescription>
        </div>
        {steps.length ? <FunnelDatePicker value={date ?? ""} /> : null}
      </CardHeader>
      <CardContent>
        {steps.length < 2 ? (
          <EmptyState icon={FilterIcon} title={steps.length ? "One more stage to convert to" : "No funnel yet"}>
            The funnel needs a metric in at least two AARRR stages, each marked as its stage&apos;s funnel step (the first metric of a stage is, by default).{" "}
            <Link href="/growth-metrics" className="font-medium text-foreground underline underline-offset-4">
              Define the metrics
            </Link>
          </EmptyState>
        ) : (
          <ol className="space-y-1" aria-label={`Funnel as of ${date ? formatDay(date) : "—"}`}>
            {steps.map((s, i) => (
              <li key={s.stage}>
                {i > 0 ? (
                  <div className="flex items-center gap-2 py-1 pl-2 text-xs text-muted-foreground">
                    <ArrowDownIcon className="size-3.5" aria-hidden="true" />
                    <span>
                      <span className="font-semibold text-foreground tabular-nums">{formatPercent(s.conversion)}</span> from {STAGE_LABELS[steps[i - 1]!.stage].toLowerCase()}
                    </span>
                  </div>
                ) : null}
                <div className="grid grid-cols-[6.5rem_1fr] items-center gap-3 sm:grid-cols-[9rem_1fr_7rem]">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{STAGE_LABELS[s.stage]}</p>
                    <p className="truncate text-xs text-muted-foreground" title={s.metric.name}>
                      {s.metric.name}
                    </p>
                  </div>
                  <div className="h-8 overflow-hidden rounded-md bg-muted">
                    <div
                      className="flex h-full items-center rounded-md px-2 text-xs font-medium text-white"
                      style={{ width: `${maxValue && s.value ? Math.max(3, (s.value / maxValue) * 100) : 0}%`, background: COLORS[FUNNEL_STAGES.indexOf(s.stage)] }}
                    />
                  </div>
                  <p className="col-start-2 text-sm font-semibold tabular-nums sm:col-start-3 sm:text-right">
                    {formatValue(s.value, s.metric.unit)}
                    {s.date && s.date !== date ? <span className="block text-xs font-normal text-muted-foreground">from {formatDay(s.date)}</span> : null}
                  </p>
                </div>
              </li>
            ))}
            {last && last.overall !== null ? (
              <li className="mt-3 border-t pt-3 text-sm text-muted-foreground">
                Overall: <span className="font-semibold text-foreground tabular-nums">{formatPercent(last.overall)}</span> of {STAGE_LABELS[steps[0]!.stage].toLowerCase()} reach{" "}
                {STAGE_LABELS[last.stage].toLowerCase()}.
              </li>
            ) : null}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function MetricsOverview({ metrics, asOf }: { metrics: Metric[]; asOf?: string }) {
  if (metrics.length === 0) {
    return (
      <EmptyState
        icon={GaugeIcon}
        title="No metrics to chart yet"
        action={
          <Button asChild>
            <Link href="/growth-metrics">Define metrics</Link>
          </Button>
        }
      >
        Define the North Star and the AARRR metrics on Growth Metrics, then enter values by hand or import a CSV file. Each metric gets its chart here, and the funnel shows how each stage converts.
      </EmptyState>
    );
  }
  const ordered = METRIC_STAGES.flatMap((stage) => metrics.filter((m) => m.stage === stage));
  return (
    <div className="space-y-6">
      <FunnelCard metrics={metrics} asOf={asOf} />
      <div className="grid gap-4 md:grid-cols-2">
        {ordered.map((m, i) => (
          <Card key={m.id} className="gap-3">
            <CardHeader>
              <CardDescription className="text-xs font-medium tracking-wide uppercase">{STAGE_LABELS[m.stage]}</CardDescription>
              <CardTitle className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span>{m.name}</span>
                <span className="text-lg tabular-nums">{formatValue(m.latest?.value ?? null, m.unit)}</span>
              </CardTitle>
              <CardDescription>
                {m.latest ? `Latest ${formatDay(m.latest.date)}` : "No values yet"}
                {m.target !== null ? ` · target ${formatValue(m.target, m.unit)}${m.targetDate ? ` by ${formatDay(m.targetDate)}` : ""}` : ""}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {m.values.length ? (
                <MetricChart name={m.name} unit={m.unit} values={m.values.map(({ date, value }) => ({ date, value }))} target={m.target} color={m.stage === "north_star" ? "var(--primary)" : COLORS[i % COLORS.length]} />
              ) : (
                <div className="flex h-48 flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-center text-sm text-muted-foreground">
                  <ChartLineIcon className="size-5" aria-hidden="true" />
                  <p>
                    No values yet.{" "}
                    <Link href="/growth-metrics" className="font-medium text-foreground underline underline-offset-4">
                      Add or import values
                    </Link>
                  </p>
                </div>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
