import Link from "next/link";
import { TrendingDownIcon, XIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { Pager } from "@/components/ui/pager";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatDay, formatNumber } from "@/lib/format";
import { tableStateToSearch } from "@/lib/table/state";
import type { DeclinesPage } from "@/modules/seo/declines/page";
import type { Decline, DeclineCause } from "@/modules/seo/declines/queries";
import { COMPARISON_LABEL, declineChange, positionChange, SIGNAL_LABEL, signedPct, updateLabel, windowLabel } from "@/modules/seo/declines/view";
import { DECLINE_TABLE } from "@/modules/seo/declines/view-params";
import { FigureTile } from "../figure-tile";
import { CreateDeclineTaskButton } from "./create-task-button";
import { DeclinesFilters } from "./declines-filters";
import { DeclinesImportButton } from "./declines-import";
import { HistoryChart } from "./history-chart";
import { SyncHistoryButton } from "./sync-history-button";

const syncRunning = (p: DeclinesPage) => p.historyJob?.status === "queued" || p.historyJob?.status === "running";

/** The last 16-month sync: running, or failed with Google's or the connection's words. */
function HistorySyncNotice({ p }: { p: DeclinesPage }) {
  const job = p.historyJob;
  if (!job) return null;
  if (syncRunning(p)) return <p className="text-sm text-muted-foreground" data-testid="history-sync-state">Syncing up to 16 months of Search Console data in the background; reload to see the declines it adds.</p>;
  if (job.status === "failed")
    return (
      <Alert variant="destructive" data-testid="history-sync-state">
        <AlertTitle>The Search Console history sync failed</AlertTitle>
        <AlertDescription>{job.lastError ?? "No reason was recorded."} Check the Google connection on Integrations, then sync again.</AlertDescription>
      </Alert>
    );
  return null;
}

function causeText(c: DeclineCause): string {
  if (c.kind === "update") return c.updates.map((u) => u.name).join(", ");
  if (c.kind === "competitor") return `${c.takeover.domain} took #${c.takeover.theirAfter}`;
  return c.changes.map((t) => `${t.kind}: ${t.before} → ${t.after}`).join(", ");
}

function Causes({ d }: { d: Decline }) {
  if (!d.causes.length) return <span className="text-muted-foreground">None found</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {d.causes.map((c) => (
        <ToneBadge key={c.kind} tone={c.kind === "update" ? "info" : c.kind === "competitor" ? "warn" : "bad"}>
          {causeText(c)}
        </ToneBadge>
      ))}
    </span>
  );
}

function Change({ value, text }: { value: number | null; text: string }) {
  return <span className={value !== null && value < 0 ? "text-red-700 tabular-nums dark:text-red-300" : "tabular-nums"}>{text}</span>;
}

/** The page URL without its origin, so long URLs fit (the full one is the title). */
const shortKey = (d: Pick<Decline, "entity" | "key">) => (d.entity === "page" ? d.key.replace(/^https?:\/\/[^/]+/, "") || "/" : d.key);

function Detail({ d, series, updates, brandId, canEdit, closeHref }: { d: Decline; series: DeclinesPage["site"]; updates: DeclinesPage["updates"]; brandId: string; canEdit: boolean; closeHref: string }) {
  const change = declineChange(d);
  const rows = [
    { label: "Clicks", before: formatNumber(d.baseline.clicks), now: formatNumber(d.current.clicks), change: <Change value={change.clicks} text={signedPct(change.clicks)} /> },
    { label: "Impressions", before: formatNumber(d.baseline.impressions), now: formatNumber(d.current.impressions), change: <Change value={change.impressions} text={signedPct(change.impressions)} /> },
    { label: "CTR", before: `${formatNumber(d.baseline.ctr * 100, { maximumFractionDigits: 2 })}%`, now: `${formatNumber(d.current.ctr * 100, { maximumFractionDigits: 2 })}%`, change: <Change value={change.ctr} text={signedPct(change.ctr)} /> },
    {
      label: "Average position",
      before: d.baseline.position === null ? "—" : formatNumber(d.baseline.position, { maximumFractionDigits: 1 }),
      now: d.current.position === null ? "—" : formatNumber(d.current.position, { maximumFractionDigits: 1 }),
      change: <Change value={change.position === null ? null : -change.position} text={positionChange(change.position)} />,
    },
  ];
  return (
    <Card className="min-w-0" data-testid="decline-detail">
      <CardHeader>
        <CardTitle className="break-all">{d.key}</CardTitle>
        <CardDescription>
          {d.entity === "page" ? "Page" : "Query"} · {windowLabel(d.window)} {COMPARISON_LABEL[d.comparison]} ({windowLabel(d.baselineWindow)})
        </CardDescription>
        <CardAction className="flex gap-2">
          <CreateDeclineTaskButton brandId={brandId} declineId={d.id} canEdit={canEdit} />
          <Button size="icon" variant="ghost" asChild>
            <Link href={closeHref} aria-label="Close the decline" scroll={false}>
              <XIcon aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="grid content-start gap-4">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead />
                <TableHead className="text-right">Before</TableHead>
                <TableHead className="text-right">Window</TableHead>
                <TableHead className="text-right">Change</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.label}>
                  <TableCell className="font-medium">{r.label}</TableCell>
                  <TableCell className="text-right tabular-nums">{r.before}</TableCell>
                  <TableCell className="text-right tabular-nums">{r.now}</TableCell>
                  <TableCell className="text-right">{r.change}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="grid gap-1 text-sm">
            <p className="font-medium">Rules broken</p>
            <p className="text-muted-foreground">{d.signals.map((s) => SIGNAL_LABEL[s]).join(" · ")}</p>
          </div>
          <div className="grid gap-1 text-sm" data-testid="decline-causes">
            <p className="font-medium">Likely cause</p>
            {d.causes.length ? (
              <ul className="grid gap-1 text-muted-foreground">
                {d.causes.map((c) =>
                  c.kind === "update" ? (
                    c.updates.map((u) => (
                      <li key={u.name}>
                        <a className="underline underline-offset-2" href={u.source} target="_blank" rel="noreferrer">
                          {updateLabel(u)}
                        </a>
                      </li>
                    ))
                  ) : c.kind === "competitor" ? (
                    <li key="competitor">
                      {c.takeover.domain} moved to #{c.takeover.theirAfter} (from {c.takeover.theirBefore === null ? "outside the results" : `#${c.takeover.theirBefore}`}) while this brand fell from #{c.takeover.ownBefore} to{" "}
                      {c.takeover.ownAfter === null ? "outside the results" : `#${c.takeover.ownAfter}`} (SERPs of {formatDay(c.takeover.before)} and {formatDay(c.takeover.after)}).
                    </li>
                  ) : (
                    <li key="technical">{causeText(c)}</li>
                  ),
                )}
              </ul>
            ) : (
              <p className="text-muted-foreground">No Google update rolled out in or just before the window, and no stored SERP shows a competitor taking the position.</p>
            )}
            <p className="text-xs text-muted-foreground">Technical changes (noindex, status, canonical) are named here once the site crawler has crawl history for the page.</p>
          </div>
        </div>
        <HistoryChart points={series} updates={updates} window={d.window} label={d.key} />
      </CardContent>
    </Card>
  );
}

/** /historical-declines below its header. */
export function DeclinesView({ p, brandId, canEdit }: { p: DeclinesPage; brandId: string; canEdit: boolean }) {
  if (!p.span) {
    return (
      <Empty className="border" data-testid="declines-empty">
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <TrendingDownIcon aria-hidden="true" />
          </EmptyMedia>
          <EmptyTitle>No daily Search Console data yet</EmptyTitle>
          <EmptyDescription>
            Declines are found in daily clicks, impressions and positions per page and query. Connect Google on Integrations and sync Search Console, or import Search Console&apos;s bulk data
            export (searchdata_url_impression as CSV).
          </EmptyDescription>
        </EmptyHeader>
        <EmptyContent className="flex-row flex-wrap justify-center">
          <Button size="sm" asChild>
            <Link href="/integrations">Open Integrations</Link>
          </Button>
          {canEdit ? <SyncHistoryButton brandId={brandId} running={syncRunning(p)} /> : null}
          {canEdit ? <DeclinesImportButton brandId={brandId} /> : null}
        </EmptyContent>
        <HistorySyncNotice p={p} />
      </Empty>
    );
  }
  const { state, table, summary } = p;
  const href = (extra: Record<string, string | undefined>, page = state.page) => `/historical-declines${tableStateToSearch(DECLINE_TABLE, { ...state, page }, extra)}`;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile label="Declines" value={formatNumber(summary.declines)} hint={`${formatNumber(summary.pages)} pages · ${formatNumber(summary.queries)} queries`} testId="declines-count" />
        <FigureTile label="Clicks lost" value={formatNumber(summary.lostClicks)} hint="against the previous 28 days, summed" testId="declines-lost" />
        <FigureTile label="With a Google update" value={formatNumber(summary.withUpdate)} hint="rolling out in or just before the window" testId="declines-updates" />
        <FigureTile label="History" value={`${formatNumber(p.site.length)} days`} hint={`${formatDay(p.span.firstDay)} – ${formatDay(p.span.lastDay)}`} testId="declines-span" />
      </div>
      <HistorySyncNotice p={p} />
      {p.detailMissing ? (
        <Alert>
          <AlertTitle>That decline is no longer in the data</AlertTitle>
          <AlertDescription>Search Console rows changed since the link was made (a new sync or import). Pick a decline from the table below.</AlertDescription>
        </Alert>
      ) : null}
      {p.detail ? <Detail d={p.detail.decline} series={p.detail.series} updates={p.updates} brandId={brandId} canEdit={canEdit} closeHref={href({})} /> : null}
      <Card className="min-w-0">
        {/* Below 28rem of header (a phone) the buttons go under the text instead of squeezing it into a narrow column. */}
        <CardHeader className="has-data-[slot=card-action]:grid-cols-1 @md/card-header:has-data-[slot=card-action]:grid-cols-[1fr_auto]">
          <CardTitle>Clicks, impressions and position</CardTitle>
          <CardDescription>The whole site per day, with Google&apos;s announced ranking updates marked (dashed line: start; shading: rollout).</CardDescription>
          {canEdit ? (
            <CardAction className="col-start-1 row-span-1 row-start-auto mt-2 flex flex-wrap justify-start gap-2 justify-self-stretch @md/card-header:col-start-2 @md/card-header:row-span-2 @md/card-header:row-start-1 @md/card-header:mt-0 @md/card-header:justify-end @md/card-header:justify-self-end">
              <SyncHistoryButton brandId={brandId} running={syncRunning(p)} />
              <DeclinesImportButton brandId={brandId} />
            </CardAction>
          ) : null}
        </CardHeader>
        <CardContent>
          <HistoryChart points={p.site} updates={p.updates} label="The site" />
        </CardContent>
      </Card>
      <DeclinesFilters state={state} />
      {table.total === 0 ? (
        <Empty className="border" data-testid="declines-none">
          <EmptyHeader>
            <EmptyTitle>{summary.declines ? "No decline matches these filters" : "No declines found"}</EmptyTitle>
            <EmptyDescription>
              {summary.declines
                ? "Clear a filter to see more."
                : "No page or query lost 3 positions, 30 % of its clicks, 50 % of its impressions or its CTR at a held position in any 28-day window, beyond what chance explains."}
            </EmptyDescription>
          </EmptyHeader>
        </Empty>
      ) : (
        <div className="grid gap-3">
          <div className="overflow-x-auto rounded-xl border">
            <Table data-testid="declines-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Page or query</TableHead>
                  <TableHead>Window</TableHead>
                  <TableHead className="text-right">Clicks</TableHead>
                  <TableHead className="text-right">Impressions</TableHead>
                  <TableHead className="text-right">Position</TableHead>
                  <TableHead>Likely cause</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.rows.map((d) => {
                  const c = declineChange(d);
                  return (
                    <TableRow key={d.id} data-testid="decline-row">
                      <TableCell className="max-w-72">
                        <Link href={href({ decline: d.id })} scroll={false} className="block truncate font-medium underline-offset-2 hover:underline" title={d.key}>
                          {shortKey(d)}
                        </Link>
                        <span className="text-xs text-muted-foreground">{d.entity === "page" ? "Page" : "Query"} · {d.signals.map((s) => SIGNAL_LABEL[s]).join(", ")}</span>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {windowLabel(d.window)}
                        <span className="block text-xs text-muted-foreground">{COMPARISON_LABEL[d.comparison]}</span>
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        <Change value={c.clicks} text={signedPct(c.clicks)} />
                        <span className="block text-xs text-muted-foreground tabular-nums">
                          {formatNumber(d.baseline.clicks)} → {formatNumber(d.current.clicks)}
                        </span>
                      </TableCell>
                      <TableCell className="text-right">
                        <Change value={c.impressions} text={signedPct(c.impressions)} />
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        <Change value={c.position === null ? null : -c.position} text={positionChange(c.position)} />
                      </TableCell>
                      <TableCell className="min-w-48">
                        <Causes d={d} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
          <Pager page={table.page} pageCount={table.pageCount} total={table.total} shown={table.rows.length} pageSize={table.pageSize} href={(page) => href({}, page)} noun="decline" />
        </div>
      )}
    </div>
  );
}
