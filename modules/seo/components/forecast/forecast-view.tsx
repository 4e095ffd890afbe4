import Link from "next/link";
import { ChartLineIcon, HistoryIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { formatDay, formatNumber } from "@/lib/format";
import { FigureTile } from "@/modules/seo/components/figure-tile";
import type { ForecastPageData, ForecastScopeOption, ShownForecast } from "@/modules/seo/forecast/page-data";
import { tooShortMessage } from "@/modules/seo/forecast/runs";
import { FORECAST_METRICS, MIN_HISTORY_DAYS, type ForecastMetric } from "@/modules/seo/forecast/types";
import { ForecastChart } from "./forecast-chart";
import { ForecastPicker } from "./forecast-picker";
import { ForecastStatus } from "./forecast-status";
import { RunForecast } from "./run-forecast";
import { WhatIfPanel } from "./what-if-panel";

const METRIC: Record<ForecastMetric, string> = { clicks: "Clicks", impressions: "Impressions", position: "Position" };

/** A back-test error in words: MAPE as a percentage, or why there is none. */
export function mapeText(mape: number | null | undefined): string {
  if (mape === undefined) return "—";
  if (mape === null) return "n/a (no data in the last 8 weeks)";
  return formatNumber(mape, { style: "percent", maximumFractionDigits: 1 });
}

function summary(s: ShownForecast): { value: string; hint: string; before: string } {
  const pts = s.points;
  const hist = s.history.slice(-pts.length).map((h) => h.value).filter((v): v is number => v !== null);
  if (s.metric === "position") {
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
    return {
      value: formatNumber(avg(pts.map((p) => p.value)), { maximumFractionDigits: 1 }),
      hint: `80 %: ${formatNumber(avg(pts.map((p) => p.lo80)), { maximumFractionDigits: 1 })} – ${formatNumber(avg(pts.map((p) => p.hi80)), { maximumFractionDigits: 1 })}`,
      before: hist.length ? formatNumber(avg(hist), { maximumFractionDigits: 1 }) : "—",
    };
  }
  const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0));
  return {
    value: formatNumber(sum(pts.map((p) => p.value))),
    hint: `80 %: ${formatNumber(sum(pts.map((p) => p.lo80)))} – ${formatNumber(sum(pts.map((p) => p.hi80)))}`,
    before: hist.length ? formatNumber(sum(hist)) : "—",
  };
}

function ForecastCard({ data, selected, options }: { data: ForecastPageData; selected: ShownForecast; options: ForecastScopeOption[] }) {
  const weeks = data.shown!.horizonDays / 7;
  const s = summary(selected);
  const verb = selected.metric === "position" ? "Average position" : `${METRIC[selected.metric]}`;
  return (
    <Card className="min-w-0" data-testid="forecast-card">
      <CardHeader className="gap-3">
        <div className="grid gap-1">
          <CardTitle className="text-base">
            {METRIC[selected.metric]} of {selected.option.label}: the next {weeks} weeks
          </CardTitle>
          <CardDescription>
            {selected.model}, fitted on Search Console data up to {formatDay(selected.history.at(-1)!.day)}; shaded: 80 % and 95 % prediction intervals.
          </CardDescription>
        </div>
        <ForecastPicker options={options} scope={selected.option.id} metric={selected.metric} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <FigureTile label={`${verb}, next ${weeks} weeks`} value={s.value} hint={s.hint} testId="forecast-total" />
          <FigureTile label={`${verb}, last ${weeks} weeks`} value={s.before} hint="As measured" />
          <FigureTile label="Back-test error (MAPE)" value={mapeText(selected.mape)} hint="8-week back-test · lower is better" testId="forecast-mape" />
        </div>
        <ForecastChart metric={selected.metric} label={selected.option.label} history={selected.history} points={selected.points} />
      </CardContent>
    </Card>
  );
}

function AllForecasts({ options, metric }: { options: ForecastScopeOption[]; metric: ForecastMetric }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">Every forecast and its back-test error</CardTitle>
        <CardDescription>MAPE: how far, on average, a forecast of the last 8 weeks made from the data before them was from what happened. Lower is better.</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="forecast-list">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-2 pr-3 font-medium">Scope</th>
              {FORECAST_METRICS.map((m) => (
                <th key={m} className="py-2 pr-3 text-right font-medium">
                  {METRIC[m]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {options.map((o) => (
              <tr key={o.id}>
                <td className="max-w-40 truncate py-2 pr-3 sm:max-w-64">
                  <Link href={`?scope=${encodeURIComponent(o.id)}&metric=${metric}`} scroll={false} className="underline-offset-2 hover:underline">
                    {o.label}
                  </Link>
                  <span className="ml-2 text-xs text-muted-foreground">{o.kind === "prefix" ? "URL prefix" : o.kind}</span>
                </td>
                {FORECAST_METRICS.map((m) => (
                  <td key={m} className="py-2 pr-3 text-right tabular-nums">
                    {mapeText(o.mape[m])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** /predictive-analytics: the run and its progress, the chosen forecast, every forecast's error, the what-if panel. */
export function ForecastView({ data, brandId, canEdit }: { data: ForecastPageData; brandId: string; canEdit: boolean }) {
  const running = data.run?.status === "queued" || data.run?.status === "running";
  if (data.span.days < MIN_HISTORY_DAYS && !data.shown) {
    return (
      <EmptyState icon={HistoryIcon} title="Not enough Search Console history to forecast" data-testid="forecast-too-short">
        {tooShortMessage(data.span)}{" "}
        <Link href="/settings-seo" className="underline underline-offset-2">
          Sync Search Console
        </Link>{" "}
        (up to 16 months) or import a Performance export in{" "}
        <Link href="/keyword-research" className="underline underline-offset-2">
          Keyword Research
        </Link>
        .
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {formatNumber(data.span.days)} days of Search Console data ({formatDay(data.span.first!)} – {formatDay(data.span.last!)}).
        </p>
        {canEdit ? <RunForecast brandId={brandId} running={running} weeks={data.shown ? data.shown.horizonDays / 7 : 8} /> : null}
      </div>
      {data.run ? <ForecastStatus run={data.run} /> : null}
      {data.selected && data.shown ? (
        <>
          <ForecastCard data={data} selected={data.selected} options={data.shown.options} />
          <AllForecasts options={data.shown.options} metric={data.selected.metric} />
        </>
      ) : !running ? (
        <EmptyState icon={ChartLineIcon} title="No forecast yet" data-testid="forecast-empty">
          {canEdit
            ? "Choose a horizon and run a forecast: clicks, impressions and position of the site, its keyword groups, its URL sections and its top keywords, each with a back-test error."
            : "Someone who edits SEO for this brand can run one."}
        </EmptyState>
      ) : null}
      {data.whatIf.keywords.length && data.whatIf.from && data.whatIf.to ? (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">What if keywords moved up?</CardTitle>
            <CardDescription>Expected extra clicks if the chosen keywords reached a position, from an average CTR-by-position curve.</CardDescription>
          </CardHeader>
          <CardContent>
            <WhatIfPanel keywords={data.whatIf.keywords} from={data.whatIf.from} to={data.whatIf.to} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
