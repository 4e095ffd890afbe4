import Link from "next/link";
import { TrophyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { formatNumber } from "@/lib/format";
import type { loadRankingsPage } from "@/modules/seo/rankings-page";
import { FigureTile } from "../figure-tile";
import { PositionChart } from "./position-chart";
import { RankAlerts } from "./rank-alerts";
import { RankCheckStatus } from "./rank-check-status";
import { RankFilters } from "./rank-filters";
import { RankingsTable } from "./rankings-table";
import { TrackKeywordsDialog } from "./track-keywords-dialog";

type Data = Awaited<ReturnType<typeof loadRankingsPage>>;

/** /rankings below its header: status, figures, filters, the table, the open keyword's chart and the alerts. */
export function RankingsView({ data, brandId, canEdit }: { data: Data; brandId: string; canEdit: boolean }) {
  const { page, state, progress, alerts, settings, open, history } = data;
  if (page.tracked === 0) {
    return (
      <Empty className="border" data-testid="rankings-empty">
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <TrophyIcon aria-hidden="true" />
          </EmptyMedia>
          <EmptyTitle>No tracked keywords yet</EmptyTitle>
          <EmptyDescription>
            Track the keywords that matter: each is checked {settings.rankCheckFrequency === "off" ? "when you press Check now" : settings.rankCheckFrequency} at {settings.location} on {settings.device}, with its position history, best
            position and drop alerts. Pick them from Keyword Research or type them here.
          </EmptyDescription>
        </EmptyHeader>
        <EmptyContent className="flex-row flex-wrap justify-center">
          {canEdit ? <TrackKeywordsDialog brandId={brandId} variant="default" /> : null}
          <Button variant="outline" size="sm" asChild>
            <Link href="/keyword-research">Open Keyword Research</Link>
          </Button>
        </EmptyContent>
      </Empty>
    );
  }
  const ranked = page.visibility.ranked;
  return (
    <>
      <RankCheckStatus progress={progress} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile label="Visibility" value={page.visibility.percent === null ? "—" : `${formatNumber(page.visibility.percent, { maximumFractionDigits: 1 })}%`} hint="Clicks earned of the best possible (CTR curve)" testId="rank-visibility" />
        <FigureTile label="Tracked" value={formatNumber(page.tracked)} hint={`${page.location} · ${page.device}`} />
        <FigureTile label="Ranked in top 100" value={formatNumber(ranked)} hint={`of ${formatNumber(page.visibility.keywords)} checked here`} />
        <FigureTile label="Est. clicks / month" value={page.visibility.estimatedClicks === null ? "—" : formatNumber(page.visibility.estimatedClicks)} hint="CTR × monthly searches" />
      </div>
      <RankFilters state={state} places={page.places} location={page.location} device={page.device} />
      {page.total === 0 ? (
        <Empty className="border">
          <EmptyHeader>
            <EmptyTitle>No tracked keyword matches</EmptyTitle>
            <EmptyDescription>Clear the keyword filter to see all {formatNumber(page.tracked)}.</EmptyDescription>
          </EmptyHeader>
        </Empty>
      ) : (
        <div className="rounded-xl border bg-card">
          <RankingsTable page={page} state={state} />
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card id="history" className="min-w-0 scroll-mt-20">
          <CardHeader>
            <CardTitle className="text-base">Position history{open ? `: ${open.keyword}` : ""}</CardTitle>
            <CardDescription>
              {open ? `${page.location} · ${page.device}. Pick a keyword in the table to see its history.` : "Pick a keyword in the table to see its history."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {open && history.length ? (
              <PositionChart keyword={open.keyword} points={history.map((h) => ({ day: h.day, position: h.position }))} />
            ) : (
              <p className="text-sm text-muted-foreground">{open ? `"${open.keyword}" has not been checked here yet: press Check now.` : "Nothing to show."}</p>
            )}
          </CardContent>
        </Card>
        <RankAlerts alerts={alerts} threshold={settings.dropAlertPlaces} />
      </div>
    </>
  );
}
