import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber } from "@/lib/format";
import type { CrawlSummary } from "@/modules/seo/audit/view";
import { CancelCrawlButton } from "./crawl-buttons";

/**
 * The latest crawl's state from its row: progress survives a reload and shows the same to every
 * teammate; the page refreshes itself while the crawl runs.
 */
export function CrawlStatus({ crawl, brandId, canEdit }: { crawl: CrawlSummary; brandId: string; canEdit: boolean }) {
  const active = crawl.status === "queued" || crawl.status === "running";
  const done = crawl.pagesCrawled;
  const pct = crawl.pagesFound ? Math.round((done / Math.min(crawl.pagesFound + crawl.pagesQueued, crawl.pageLimit)) * 100) : 0;
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" data-testid="crawl-status" aria-live="polite">
      <AutoRefresh active={active} live="seo" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          {crawl.status === "running" ? (
            <ToneBadge tone="info">Crawling</ToneBadge>
          ) : crawl.status === "queued" ? (
            <ToneBadge tone="info">Queued</ToneBadge>
          ) : crawl.status === "failed" ? (
            <ToneBadge tone="bad">Failed</ToneBadge>
          ) : crawl.status === "cancelled" ? (
            <ToneBadge tone="idle">Cancelled</ToneBadge>
          ) : (
            <ToneBadge tone="ok">Finished</ToneBadge>
          )}
          <span className="min-w-0 break-all font-medium">{crawl.startUrl}</span>
        </div>
        {active && canEdit ? <CancelCrawlButton brandId={brandId} crawlId={crawl.id} /> : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm sm:max-w-md" data-testid="crawl-counts">
        <div>
          <dt className="text-xs text-muted-foreground">Found</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(crawl.pagesFound)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Crawled</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(crawl.pagesCrawled)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Queued</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(crawl.pagesQueued)}</dd>
        </div>
      </dl>
      {active ? <Progress value={Math.min(100, pct)} aria-label="Crawl progress" /> : null}
      <p className="text-xs text-muted-foreground">
        Limit {formatNumber(crawl.pageLimit)} pages · {crawl.concurrency} at a time{crawl.delayMs ? ` · ${crawl.delayMs} ms apart` : ""} · robots.txt{" "}
        {crawl.respectRobots ? "respected" : "ignored"}
        {crawl.finishedAt ? (
          <>
            {" "}
            · ended <RelativeTime at={crawl.finishedAt} />
          </>
        ) : crawl.startedAt ? (
          <>
            {" "}
            · started <RelativeTime at={crawl.startedAt} />
          </>
        ) : null}
      </p>
      {crawl.status === "failed" && crawl.error ? (
        <Alert variant="destructive">
          <AlertTitle>The crawl stopped</AlertTitle>
          <AlertDescription>{crawl.error}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
