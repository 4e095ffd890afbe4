import Link from "next/link";
import { ArrowDownIcon, ArrowUpIcon, LayoutDashboardIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { formatNumber } from "@/lib/format";
import { placesMoved, type KeywordRankChange } from "@/modules/seo/analysis/rank-change";
import type { SeoDashboard } from "@/modules/seo/queries/dashboard";
import { FigureTile } from "../figure-tile";
import { SpendCard } from "../seo-settings/spend-card";
import { BucketChart, PercentTrendChart } from "./seo-charts";

function Movers({ title, rows, up }: { title: string; rows: KeywordRankChange[]; up: boolean }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {rows.length ? (
        <ul className="grid gap-1.5 text-sm">
          {rows.map((r) => (
            <li key={r.keyword} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate">{r.keyword}</span>
              <span className={`inline-flex shrink-0 items-center gap-1 text-xs tabular-nums ${up ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}>
                {up ? <ArrowUpIcon className="size-3.5" aria-hidden="true" /> : <ArrowDownIcon className="size-3.5" aria-hidden="true" />}
                {Math.abs(placesMoved(r))} · {r.previous ?? "—"} → {r.current ?? "out"}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None since the last check.</p>
      )}
    </div>
  );
}

/** /seo-dashboard below its header. */
export function SeoDashboardView({ d }: { d: SeoDashboard }) {
  if (d.keywords === 0) {
    return (
      <Empty className="border" data-testid="seo-dashboard-empty">
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <LayoutDashboardIcon aria-hidden="true" />
          </EmptyMedia>
          <EmptyTitle>No keywords yet</EmptyTitle>
          <EmptyDescription>
            Import a Search Console, Keyword Planner, Semrush or Ahrefs export, or type keywords in Keyword Research; then track the ones that matter on Rankings. Set the market and provider in SEO Settings.
          </EmptyDescription>
        </EmptyHeader>
        <EmptyContent className="flex-row flex-wrap justify-center">
          <Button size="sm" asChild>
            <Link href="/keyword-research">Open Keyword Research</Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href="/settings-seo">SEO Settings</Link>
          </Button>
        </EmptyContent>
      </Empty>
    );
  }
  const b = d.buckets;
  const known = b.top100;
  const brandedPct = d.branded && d.branded.total.all > 0 ? (d.branded.total.branded / d.branded.total.all) * 100 : null;
  const trend = d.branded?.share.filter((s) => s.share !== null).map((s) => ({ date: s.period, value: Math.round(s.share! * 1000) / 10 })) ?? [];
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile label="Visibility" value={d.currentVisibility === null ? "—" : `${formatNumber(d.currentVisibility, { maximumFractionDigits: 1 })}%`} hint={`${d.settings.location} · ${d.settings.device}`} testId="dash-visibility" />
        <FigureTile label="Keywords" value={formatNumber(d.keywords)} hint={`${formatNumber(d.tracked)} tracked`} testId="dash-keywords" />
        <FigureTile label="In the top 10" value={formatNumber(b.top10)} hint={`${formatNumber(b.top3)} in the top 3`} testId="dash-top10" />
        <FigureTile label="Branded clicks" value={brandedPct === null ? "—" : `${formatNumber(brandedPct, { maximumFractionDigits: 1 })}%`} hint={d.branded ? "of Search Console clicks" : "needs Search Console data"} testId="dash-branded" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Visibility trend</CardTitle>
            <CardDescription>Clicks the tracked keywords earn at their checked positions, as a share of the best possible (CTR curve, weighted by volume).</CardDescription>
          </CardHeader>
          <CardContent>
            {d.visibilityTrend.length ? (
              <PercentTrendChart name="Visibility" points={d.visibilityTrend} testId="visibility-chart" />
            ) : (
              <p className="text-sm text-muted-foreground">
                No rank checks yet.{" "}
                <Link href="/rankings" className="underline underline-offset-2">
                  Track keywords and check them on Rankings
                </Link>
                .
              </p>
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Keywords by position</CardTitle>
            <CardDescription>
              {formatNumber(known)} of {formatNumber(d.keywords)} keywords have a known position in the top 100 (rank checks, Search Console, imports).
            </CardDescription>
          </CardHeader>
          <CardContent>
            <BucketChart
              buckets={[
                { label: "Top 3", value: b.top3 },
                { label: "Top 10", value: b.top10 },
                { label: "Top 20", value: b.top20 },
                { label: "Top 100", value: b.top100 },
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0" data-testid="dash-movers">
          <CardHeader>
            <CardTitle className="text-base">Biggest movers</CardTitle>
            <CardDescription>Tracked keywords between their last two checks.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <Movers title="Up" rows={d.movers.up} up />
            <Movers title="Down" rows={d.movers.down} up={false} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Branded share of clicks</CardTitle>
            <CardDescription>Search Console clicks on queries naming the brand (its name, misspellings, domain).</CardDescription>
          </CardHeader>
          <CardContent>
            {trend.length > 1 ? (
              <PercentTrendChart name="Branded share" points={trend} testId="branded-chart" />
            ) : d.branded ? (
              <p className="text-sm text-muted-foreground">
                {brandedPct === null ? "No clicks yet." : `${formatNumber(d.branded.total.branded)} of ${formatNumber(d.branded.total.all)} clicks are branded.`} Sync Search Console in SEO Settings for the day-by-day trend.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                No Search Console data.{" "}
                <Link href="/settings-seo" className="underline underline-offset-2">
                  Sync it in SEO Settings
                </Link>{" "}
                or import a Performance export in Keyword Research.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0" data-testid="dash-groups">
          <CardHeader>
            <CardTitle className="text-base">Groups without a target page</CardTitle>
            <CardDescription>
              {d.groups ? `${d.groupsWithoutTarget.length} of ${d.groups} focus keyword groups have no page chosen to rank.` : "No focus keyword groups yet."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {d.groupsWithoutTarget.length ? (
              <ul className="grid gap-1.5 text-sm">
                {d.groupsWithoutTarget.slice(0, 8).map((g) => (
                  <li key={g.id} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate">{g.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {g.keywords} {g.keywords === 1 ? "keyword" : "keywords"}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <Link href="/seo-selection-groups" className="mt-3 inline-block text-sm underline underline-offset-2">
              {d.groups ? "Open Focus Keywords Groups" : "Group keywords into topics"}
            </Link>
          </CardContent>
        </Card>
        <SpendCard spent={d.spent} budget={d.settings.monthlyBudgetUsd} cacheHits={d.savings.hits} savedUsd={d.savings.savedUsd} />
      </div>
    </>
  );
}
