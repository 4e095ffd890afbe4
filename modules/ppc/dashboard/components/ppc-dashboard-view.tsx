import type * as React from "react";
import Link from "next/link";
import { ArrowDownIcon, ArrowUpIcon, MegaphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToneBadge, type Tone } from "@/components/ui/tone-badge";
import { formatDay, formatMoney, formatNumber, pct } from "@/lib/format";
import { cn } from "@/lib/utils";
import { PPC_NETWORK_LABELS } from "../../labels";
import type { Granularity } from "../metrics";
import type { Kpi, PpcDashboard } from "../queries";
import { DashboardControls } from "./dashboard-controls";
import { RatioChart, SpendChart, VolumeChart } from "./ppc-charts";

/** /search-keywords' Search terms tab over the same span, with no conversions (p3's URL). */
export function wastedTermsHref(days: number, term?: string): string {
  const q = new URLSearchParams({ tab: "terms", period: `${days}d`, noconv: "1" });
  if (term) q.set("q", term);
  return `/search-keywords?${q.toString()}`;
}

/** One headline figure with its change against the previous period, green when the change is good news. */
function KpiTile({ label, kpi, format, goodWhen, days, testId }: { label: string; kpi: Kpi; format: (v: number | null) => string; goodWhen: "up" | "down" | "neither"; days: number; testId: string }) {
  const c = kpi.change;
  const tone = c === null || Math.abs(c) < 0.005 || goodWhen === "neither" ? "text-muted-foreground" : (c > 0) === (goodWhen === "up") ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300";
  return (
    <div className="grid min-w-0 gap-1 rounded-xl border bg-card p-4" data-testid={testId}>
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="truncate text-2xl font-semibold tabular-nums">{format(kpi.now)}</p>
      <p className={cn("flex items-center gap-1 text-xs tabular-nums", tone)}>
        {c === null ? (
          `no figures for the ${days} days before`
        ) : (
          <>
            {c > 0 ? <ArrowUpIcon className="size-3.5 shrink-0" aria-hidden="true" /> : c < 0 ? <ArrowDownIcon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            {`${c > 0 ? "+" : c < 0 ? "−" : ""}${pct(Math.abs(c), 0)} vs previous ${days} days`}
          </>
        )}
      </p>
    </div>
  );
}

const PACE: Record<"over" | "under" | "on_track", [Tone, string]> = { over: ["bad", "Over pace"], under: ["warn", "Under pace"], on_track: ["ok", "On track"] };

function PaceCard({ d }: { d: PpcDashboard }) {
  const money = (v: number | null) => formatMoney(v, d.settings.currency);
  const p = d.pace;
  if (!p) {
    return (
      <Card className="min-w-0" data-testid="ppc-pace">
        <CardHeader>
          <CardTitle className="text-base">Budget pace</CardTitle>
          <CardDescription>No monthly budget set.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link href="/performance-marketing-settings" className="text-sm underline underline-offset-2">
            Set a monthly budget in Performance Marketing Settings
          </Link>
        </CardContent>
      </Card>
    );
  }
  const [tone, text] = PACE[p.status];
  return (
    <Card className="min-w-0" data-testid="ppc-pace">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-base">Budget pace</CardTitle>
          <ToneBadge tone={tone}>{text}</ToneBadge>
        </div>
        <CardDescription>
          Day {p.dayOfMonth} of {p.daysInMonth}: {money(p.spent)} spent of {money(p.budget)}; by today the budget allows {money(p.expected)}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="relative">
          <Progress value={(p.spent / p.budget) * 100} aria-label="Share of the monthly budget spent" />
          {/* Where spend should be by today. */}
          <span className="absolute -top-1 h-4 w-0.5 rounded bg-foreground/70" style={{ left: `${Math.min(100, p.elapsedShare * 100)}%` }} aria-hidden="true" />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Spent this month</dt>
            <dd className="font-medium tabular-nums" data-testid="ppc-pace-spent">
              {money(p.spent)} ({pct(p.spent / p.budget, 0)})
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Projected month end</dt>
            <dd className={cn("font-medium tabular-nums", p.status === "over" && "text-red-700 dark:text-red-300")} data-testid="ppc-pace-projected">
              {money(p.projected)} ({pct(p.projected / p.budget, 0)})
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function MoversCard({ d }: { d: PpcDashboard }) {
  return (
    <Card className="min-w-0" data-testid="ppc-movers">
      <CardHeader>
        <CardTitle className="text-base">What changed most this week</CardTitle>
        <CardDescription>
          {formatDay(d.week.from, { year: false })} – {formatDay(d.week.to, { year: false })} against the 7 days before.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {d.movers.length ? (
          <ul className="grid gap-2 text-sm">
            {d.movers.map((m) => (
              <li key={m.campaignId} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                <span>{m.sentence}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No campaign moved by 10 % or more in spend, conversions or cost per conversion.</p>
        )}
      </CardContent>
    </Card>
  );
}

function WastedCard({ d }: { d: PpcDashboard }) {
  const w = d.wasted;
  const share = d.kpis.cost.now ? w.total / d.kpis.cost.now : null;
  return (
    <Card className="min-w-0" data-testid="ppc-wasted">
      <CardHeader>
        <CardTitle className="text-base">Wasted spend</CardTitle>
        <CardDescription>Search terms that cost money and brought no conversion in the last {d.days} days.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm">
          <span className="text-2xl font-semibold tabular-nums" data-testid="ppc-wasted-total">
            {formatMoney(w.total, d.settings.currency)}
          </span>{" "}
          <span className="text-muted-foreground">
            on {formatNumber(w.terms)} {w.terms === 1 ? "term" : "terms"}
            {share !== null && w.total > 0 ? ` · ${pct(share, 0)} of spend` : ""}
          </span>
        </p>
        {w.top.length ? (
          <ul className="grid gap-1.5 text-sm">
            {w.top.map((t) => (
              <li key={t.term} className="flex items-baseline justify-between gap-3">
                <Link href={wastedTermsHref(d.days, t.term)} className="min-w-0 truncate underline-offset-2 hover:underline">
                  {t.term}
                </Link>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {formatMoney(t.cost, d.settings.currency)} · {formatNumber(t.clicks)} {t.clicks === 1 ? "click" : "clicks"}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No search term went without a conversion{d.hasData ? "" : " yet"}. Import a search terms report to see where money leaks.</p>
        )}
        {w.terms ? (
          <Link href={wastedTermsHref(d.days)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Review all {formatNumber(w.terms)} in Search Keywords
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CampaignTable({ d }: { d: PpcDashboard }) {
  const money = (v: number | null) => formatMoney(v, d.settings.currency);
  return (
    <Card className="min-w-0" data-testid="ppc-campaigns">
      <CardHeader>
        <CardTitle className="text-base">By campaign</CardTitle>
        <CardDescription>
          The last {d.days} days{d.networks.length > 1 ? `; ${d.networks.map((n) => `${n.label} ${money(n.cost)}`).join(", ")}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {d.campaigns.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Campaign</TableHead>
                <TableHead className="text-right">Spend</TableHead>
                <TableHead className="text-right">Clicks</TableHead>
                <TableHead className="text-right">Conv.</TableHead>
                <TableHead className="text-right">CPA</TableHead>
                <TableHead className="text-right">ROAS</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.campaigns.map((c) => {
                const cpaOver = c.cpa !== null && d.settings.targetCpa !== null && c.cpa > d.settings.targetCpa;
                const roasUnder = c.roas !== null && d.settings.targetRoas !== null && c.roas < d.settings.targetRoas;
                return (
                  <TableRow key={c.id}>
                    <TableCell className="max-w-64">
                      <p className="truncate font-medium">{c.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {PPC_NETWORK_LABELS[c.network]} · {pct(c.share, 0)} of spend
                      </p>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{money(c.cost)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(c.clicks, 0)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(c.conversions, 1)}</TableCell>
                    <TableCell className={cn("text-right tabular-nums", cpaOver && "text-red-700 dark:text-red-300")}>{money(c.cpa)}</TableCell>
                    <TableCell className={cn("text-right tabular-nums", roasUnder && "text-red-700 dark:text-red-300")}>{c.roas === null ? "—" : `${formatNumber(c.roas, 2)}×`}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">No campaign spent in this period. Import a campaign report, or pick a longer period.</p>
        )}
      </CardContent>
    </Card>
  );
}

const budgetPerBucket = (d: PpcDashboard, by: Granularity) => (d.pace ? (d.pace.budget / d.pace.daysInMonth) * (by === "week" ? 7 : 1) : null);

/**
 * /performance-marketing-dashboard below its header. The page hands in the other ppc areas' pieces: `warnings`
 * (the brand-term wall's alert) and `importButton` (the report import, offered while there are no figures).
 */
export function PpcDashboardView({ d, warnings, importButton }: { d: PpcDashboard; warnings?: React.ReactNode; importButton?: React.ReactNode }) {
  if (!d.hasData) {
    return (
      <EmptyState
        className="border"
        icon={MegaphoneIcon}
        title="No paid-search figures yet"
        data-testid="ppc-dashboard-empty"
        action={
          <>
            {importButton}
            <Button size="sm" variant={importButton ? "outline" : "default"} asChild>
              <Link href="/integrations">Connect an ad account</Link>
            </Button>
            <Button size="sm" variant="outline" asChild>
              <Link href="/performance-marketing-settings">Settings</Link>
            </Button>
          </>
        }
      >
        Import a Google Ads or Microsoft Ads report, or connect an account on Integrations. Set the currency, monthly budget and targets in Performance Marketing Settings.
      </EmptyState>
    );
  }
  const { currency } = d.settings;
  const money = (v: number | null) => formatMoney(v, currency);
  const points = d.series.map((p) => ({ date: p.date, clicks: p.clicks, conversions: p.conversions, cpa: p.cpa, roas: p.roas, ...p.byKey }));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DashboardControls days={d.days} by={d.by} split={d.split} />
        <p className="text-xs text-muted-foreground" data-testid="ppc-range">
          {formatDay(d.range.from)} – {formatDay(d.range.to)} · {currency}
        </p>
      </div>
      {warnings}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <KpiTile label="Spend" kpi={d.kpis.cost} format={money} goodWhen="neither" days={d.days} testId="ppc-kpi-spend" />
        <KpiTile label="Clicks" kpi={d.kpis.clicks} format={(v) => formatNumber(v, 0)} goodWhen="up" days={d.days} testId="ppc-kpi-clicks" />
        <KpiTile label="Conversions" kpi={d.kpis.conversions} format={(v) => formatNumber(v, 1)} goodWhen="up" days={d.days} testId="ppc-kpi-conversions" />
        <KpiTile label="CPA" kpi={d.kpis.cpa} format={money} goodWhen="down" days={d.days} testId="ppc-kpi-cpa" />
        <KpiTile label="ROAS" kpi={d.kpis.roas} format={(v) => (v === null ? "—" : `${formatNumber(v, 2)}×`)} goodWhen="up" days={d.days} testId="ppc-kpi-roas" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PaceCard d={d} />
        <MoversCard d={d} />
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-base">Spend {d.by === "week" ? "per week" : "per day"}</CardTitle>
          <CardDescription>{d.split === "campaign" ? "The top campaigns of the period, the rest together." : "By network."} The dashed line is the monthly budget spread evenly over the month.</CardDescription>
        </CardHeader>
        <CardContent>
          <SpendChart points={points} keys={d.seriesKeys} currency={currency} by={d.by} budgetPerBucket={budgetPerBucket(d, d.by)} />
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Cost per conversion</CardTitle>
            <CardDescription>{d.settings.targetCpa ? `Target ${money(d.settings.targetCpa)}: below the line is good.` : "Set a target CPA in settings to draw it here."}</CardDescription>
          </CardHeader>
          <CardContent>
            <RatioChart points={points} metric="cpa" currency={currency} by={d.by} target={d.settings.targetCpa} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Return on ad spend</CardTitle>
            <CardDescription>{d.settings.targetRoas ? `Conversion value ÷ cost; target ${formatNumber(d.settings.targetRoas, 2)}×: above the line is good.` : "Conversion value ÷ cost. Set a target ROAS in settings to draw it here."}</CardDescription>
          </CardHeader>
          <CardContent>
            <RatioChart points={points} metric="roas" currency={currency} by={d.by} target={d.settings.targetRoas} />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <WastedCard d={d} />
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Clicks and conversions</CardTitle>
            <CardDescription>Clicks on the left axis, conversions on the right.</CardDescription>
          </CardHeader>
          <CardContent>
            <VolumeChart points={points} by={d.by} />
          </CardContent>
        </Card>
      </div>
      <CampaignTable d={d} />
    </>
  );
}
