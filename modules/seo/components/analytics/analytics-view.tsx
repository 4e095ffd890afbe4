import Link from "next/link";
import { ChartLineIcon, PlugIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatDay, formatNumber, formatShare, pct } from "@/lib/format";
import type { JobRow } from "@/lib/jobs";
import { CLASS_LABEL } from "../../brand-class";
import type { AnalyticsPageData } from "../../analytics-page";
import type { Ga4Schedule } from "../../ga4-schedule";
import { ANALYTICS_PERIODS, type Totals } from "../../queries/analytics";
import { FigureTile } from "../figure-tile";
import { AnalyticsImportButton, PeriodPicker, SyncGa4Button } from "./analytics-controls";
import { DailyLinesChart, SplitBarsChart } from "./analytics-charts";
import { AnalyticsTable } from "./analytics-table";

/** What the Google side can do for this brand right now, in the words the page shows. */
export type GoogleState = { configured: boolean; notConfiguredNote: string | null; connected: boolean; analyticsGranted: boolean; ga4Property: string | null; ga4PropertyName: string | null; siteUrl: string | null };

/** "+12% vs previous 28 days"; lower is better for the position, so its arrow reads the other way. */
function change(now: number | null, before: number | null | undefined, days: number, opts: { lowerIsBetter?: boolean; points?: boolean } = {}): string {
  if (before === null || before === undefined || now === null) return "no earlier figure to compare";
  if (opts.points) {
    const d = now - before;
    const better = opts.lowerIsBetter ? d < 0 : d > 0;
    return `${d === 0 ? "no change" : `${d > 0 ? "+" : "−"}${formatNumber(Math.abs(d), { maximumFractionDigits: 1 })}${better ? " ▲" : " ▼"}`} vs previous ${days} days`;
  }
  if (!before) return now ? `new vs previous ${days} days` : `none in the previous ${days} days either`;
  const r = (now - before) / before;
  return `${r >= 0 ? "+" : "−"}${formatNumber(Math.abs(r) * 100, { maximumFractionDigits: 0 })}% vs previous ${days} days`;
}

function Tiles({ now, before, days, hasGsc, hasGa4 }: { now: Totals; before: Totals | null; days: number; hasGsc: boolean; hasGa4: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6" data-testid="analytics-tiles">
      <FigureTile label="Organic clicks" value={hasGsc ? formatNumber(now.clicks) : "—"} hint={hasGsc ? change(now.clicks, before?.clicks, days) : "No Search Console data"} testId="tile-clicks" />
      <FigureTile label="Impressions" value={hasGsc ? formatNumber(now.impressions) : "—"} hint={hasGsc ? change(now.impressions, before?.impressions, days) : "No Search Console data"} />
      <FigureTile label="CTR" value={pct(now.ctr, 2)} hint={hasGsc && now.ctr !== null && before?.ctr != null ? change(now.ctr * 100, before.ctr * 100, days, { points: true }) : "clicks ÷ impressions"} />
      <FigureTile label="Average position" value={formatNumber(now.position, { maximumFractionDigits: 1 })} hint={hasGsc ? change(now.position, before?.position, days, { lowerIsBetter: true, points: true }) : "No Search Console data"} />
      <FigureTile label="Organic sessions" value={hasGa4 ? formatNumber(now.sessions) : "—"} hint={hasGa4 ? change(now.sessions, before?.sessions, days) : "No Google Analytics data"} testId="tile-sessions" />
      <FigureTile label="Key events" value={hasGa4 ? formatNumber(now.keyEvents) : "—"} hint={hasGa4 ? change(now.keyEvents, before?.keyEvents, days) : "Conversions from organic sessions"} />
    </div>
  );
}

/** The daily scheduled sync (modules/seo/ga4-schedule.ts): when it runs next and how its last run went. */
function Ga4ScheduleNote({ schedule }: { schedule: Ga4Schedule }) {
  const last = schedule.lastScheduled;
  return (
    <span className="ml-1" data-testid="ga4-schedule">
      Synced daily at 06:00 UTC: next run {schedule.nextAt ? <RelativeTime at={schedule.nextAt} /> : "within the hour"}
      {last ? (
        <>
          ; last scheduled run <RelativeTime at={last.createdAt} />{" "}
          {last.status === "failed" ? (
            <span className="text-red-700 dark:text-red-300">failed: {last.lastError}</span>
          ) : last.status === "succeeded" ? (
            "succeeded"
          ) : (
            "running"
          )}
        </>
      ) : null}
      .
    </span>
  );
}

function GoogleNote({ brandId, google, job, schedule }: { brandId: string; google: GoogleState; job: JobRow | null; schedule: Ga4Schedule }) {
  const running = job?.status === "queued" || job?.status === "running";
  let text: React.ReactNode;
  if (!google.configured) text = <span data-testid="google-not-configured">{google.notConfiguredNote} Until then, import the files Search Console and Google Analytics export.</span>;
  else if (!google.connected) text = "Connect Google on Integrations to sync Search Console and Google Analytics, or import their files.";
  else if (!google.analyticsGranted) text = "The brand's Google connection was made before Google Analytics was asked for: reconnect Google on Integrations to add Google Analytics.";
  else if (!google.ga4Property) text = "Choose the brand's Google Analytics property on Integrations to sync organic sessions.";
  else text = <>Google Analytics: {google.ga4PropertyName ?? google.ga4Property}.</>;
  const canSync = google.configured && google.connected && google.analyticsGranted && !!google.ga4Property;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-card px-4 py-3 text-sm" data-testid="google-note">
      <p className="mr-auto min-w-0 text-muted-foreground">
        {text}
        {job ? (
          <span className="ml-1" data-testid="ga4-sync-status">
            {running ? (
              "Sync running…"
            ) : job.status === "failed" ? (
              <span className="text-red-700 dark:text-red-300">Last sync failed: {job.lastError}</span>
            ) : job.status === "succeeded" ? (
              <>
                Last synced <RelativeTime at={job.createdAt} />.
              </>
            ) : null}
          </span>
        ) : null}
        {canSync ? <Ga4ScheduleNote schedule={schedule} /> : null}
      </p>
      {canSync ? <SyncGa4Button brandId={brandId} running={running} /> : null}
      {!canSync && google.configured ? (
        <Button asChild size="sm" variant="outline">
          <Link href="/integrations">
            <PlugIcon aria-hidden="true" />
            Integrations
          </Link>
        </Button>
      ) : null}
      <AnalyticsImportButton brandId={brandId} />
      <AutoRefresh active={running} />
    </div>
  );
}

export function SeoAnalyticsView({ brandId, page, google, job, schedule, canEdit }: { brandId: string; page: AnalyticsPageData; google: GoogleState; job: JobRow | null; schedule: Ga4Schedule; canEdit: boolean }) {
  const { data, days } = page;
  if (!data.hasGsc && !data.hasGa4) {
    return (
      <div className="grid gap-4">
        {canEdit ? <GoogleNote brandId={brandId} google={google} job={job} schedule={schedule} /> : null}
        <EmptyState
          icon={ChartLineIcon}
          title="No Search Console or Google Analytics data yet"
          className="rounded-xl border border-dashed"
          data-testid="analytics-empty"
          action={canEdit ? <AnalyticsImportButton brandId={brandId} variant="default" /> : undefined}
        >
          {google.configured
            ? "Connect Google on Integrations and sync, or import Search Console's Performance export and a Google Analytics 4 report download (organic search)."
            : "This deployment has no Google OAuth client: import Search Console's Performance export and a Google Analytics 4 report download (organic search)."}
        </EmptyState>
      </div>
    );
  }
  const p = data.period!;
  const points = data.series.map((s) => ({ date: s.date, clicks: s.clicks, impressions: s.impressions, ctr: s.ctr, position: s.position, sessions: s.sessions, keyEvents: s.keyEvents }));
  const brandedTotal = data.branded.reduce((s, b) => s + b.clicks, 0);
  const notes = [
    data.sources.gsc === "export" ? "Search Console figures come from an imported Performance export: its Queries, Pages, Devices and Countries tables cover the export's own date range." : data.sources.gsc === "api" ? "Search Console figures come from the API sync (queries Google anonymises are left out, so totals can be lower than in Search Console)." : null,
    data.sources.gscUndated ? "The Search Console export has no Dates table: its totals cover the export's own date range, with no comparison." : null,
    data.sources.ga4 === "export" ? "Google Analytics figures come from an imported report download." : null,
    data.sources.ga4Undated ? "The Google Analytics download has no date column: its totals cover its own date range, with no comparison." : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <PeriodPicker days={days} periods={ANALYTICS_PERIODS} />
        <p className="text-sm text-muted-foreground" data-testid="analytics-period">
          {formatDay(p.start)} – {formatDay(p.end)}, compared with {formatDay(p.previousStart)} – {formatDay(p.previousEnd)}
        </p>
      </div>
      {canEdit ? <GoogleNote brandId={brandId} google={google} job={job} schedule={schedule} /> : null}
      <Tiles now={data.current} before={data.previous} days={days} hasGsc={data.hasGsc} hasGa4={data.hasGa4} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-sm">Clicks and organic sessions</CardTitle>
            <CardDescription>Search Console clicks and Google Analytics sessions from organic search, per day.</CardDescription>
          </CardHeader>
          <CardContent>
            <DailyLinesChart
              name="Clicks and organic sessions"
              testId="chart-traffic"
              points={points}
              series={[
                { key: "clicks", label: "Clicks", color: "var(--chart-1)" },
                { key: "sessions", label: "Organic sessions", color: "var(--chart-2)", axis: "right" },
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-sm">Impressions and position</CardTitle>
            <CardDescription>How often the brand was shown, and where (1 is the top).</CardDescription>
          </CardHeader>
          <CardContent>
            <DailyLinesChart
              name="Impressions and position"
              testId="chart-visibility"
              points={points}
              series={[
                { key: "impressions", label: "Impressions", color: "var(--chart-3)" },
                { key: "position", label: "Position", color: "var(--chart-4)", axis: "right", format: "position" },
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-sm">Devices</CardTitle>
          </CardHeader>
          <CardContent>{data.devices.length ? <SplitBarsChart name="Devices" rows={data.devices} testId="chart-devices" /> : <p className="text-sm text-muted-foreground">No device split in the data yet.</p>}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-sm">Countries</CardTitle>
          </CardHeader>
          <CardContent>{data.countries.length ? <SplitBarsChart name="Countries" rows={data.countries} testId="chart-countries" /> : <p className="text-sm text-muted-foreground">No country split in the data yet.</p>}</CardContent>
        </Card>
        <Card data-testid="branded-split">
          <CardHeader>
            <CardTitle className="text-sm">Branded vs non-branded</CardTitle>
            <CardDescription>
              Clicks by query, classified with the brand&apos;s terms (<Link className="underline-offset-4 hover:underline" href="/branded-keywords">Branded keywords</Link>).
            </CardDescription>
          </CardHeader>
          <CardContent>
            {brandedTotal ? (
              <ul className="grid gap-2 text-sm">
                {data.branded.map((b) => (
                  <li key={b.class} className="grid gap-1">
                    <div className="flex items-baseline justify-between gap-2">
                      <span>{CLASS_LABEL[b.class]}</span>
                      <span className="tabular-nums text-muted-foreground">
                        {formatNumber(b.clicks)} clicks · {formatShare(b.clicks, brandedTotal)}
                      </span>
                    </div>
                    <div className="h-1.5 overflow-hidden rounded-full bg-muted">
                      <div className="h-full rounded-full bg-[var(--chart-1)]" style={{ width: formatShare(b.clicks, brandedTotal) }} />
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No query clicks in this period.</p>
            )}
          </CardContent>
        </Card>
      </div>
      <AnalyticsTable view={page.view} days={days} state={page.state} total={page.total} pages={page.pageRows} queries={page.queryRows} />
      {notes.length ? (
        <div className="grid gap-1 text-xs text-muted-foreground" data-testid="analytics-notes">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}
      {data.sources.gsc === null || !data.hasGa4 ? (
        <p className="text-xs text-muted-foreground">
          <ToneBadge tone="idle">Missing</ToneBadge> {data.hasGsc ? "Google Analytics data: sync or import it to see sessions and key events." : "Search Console data: sync it on SEO Settings or import the Performance export to see clicks and positions."}
        </p>
      ) : null}
    </div>
  );
}
