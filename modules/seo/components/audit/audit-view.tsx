import Link from "next/link";
import { ClipboardCheckIcon, DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { HttpStatus, ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, plural } from "@/lib/format";
import { CHECK_BY_KEY } from "@/modules/seo/audit/checks";
import type { AuditPageData, IssueRow } from "@/modules/seo/audit/view";
import { auditToSearch, SEVERITY_LABEL, SEVERITY_TONE } from "@/modules/seo/audit/view-spec";
import { CreateIssueTaskButton } from "./crawl-buttons";
import { AuditPagesTable } from "./pages-table";
import { ScoreBadge } from "./score-badge";

function IssueList({ issues, brandId, canEdit, showPage }: { issues: IssueRow[]; brandId: string; canEdit: boolean; showPage: boolean }) {
  return (
    <ul className="divide-y rounded-lg border" data-testid="issue-list">
      {issues.map((i) => {
        const check = CHECK_BY_KEY.get(i.checkKey);
        return (
          <li key={i.id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start" data-testid="issue-row">
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <ToneBadge tone={SEVERITY_TONE[i.severity]}>{SEVERITY_LABEL[i.severity]}</ToneBadge>
                <span className="text-sm font-medium">{check?.title ?? i.checkKey}</span>
              </div>
              {showPage ? <p className="text-xs break-all text-muted-foreground">{i.pageUrl}</p> : null}
              <code className="block rounded bg-muted px-2 py-1 font-mono text-xs break-all whitespace-pre-wrap" data-testid="issue-evidence">
                {i.evidence}
              </code>
              {check ? <p className="text-xs text-muted-foreground">{check.fix}</p> : null}
            </div>
            {canEdit ? <CreateIssueTaskButton brandId={brandId} issueId={i.id} label={`${check?.title ?? i.checkKey} on ${i.pageUrl}`} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function AuditView({ data, brandId, canEdit }: { data: AuditPageData; brandId: string; canEdit: boolean }) {
  const { shown, state } = data;
  if (!shown) {
    return (
      <EmptyState icon={ClipboardCheckIcon} title="No finished crawl yet" className="rounded-xl border">
        {data.latest
          ? "The first crawl's results appear here when it ends."
          : "Start a crawl above: the site is fetched page by page, its sitemaps and robots.txt read, and every page checked for titles, headings, links, canonicals, indexing, structured data and more."}
      </EmptyState>
    );
  }
  const totalIssues = shown.issuesCritical + shown.issuesWarning + shown.issuesNotice;
  const checkHref = (key: string | undefined) => `/onpage-seo-audit${auditToSearch({ ...state, page: 1, filters: { ...state.filters, check: key, open: undefined } })}`;
  const activeCheck = state.filters.check ? CHECK_BY_KEY.get(state.filters.check) : undefined;
  return (
    <div className="grid gap-6">
      <section aria-label="Site score" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-xl border bg-card p-4">
          <p className="text-xs text-muted-foreground">Site score</p>
          <p className="mt-1 flex items-center gap-2 text-2xl font-semibold tabular-nums" data-testid="site-score">
            {shown.score ?? "—"}
            {shown.score !== null ? <ScoreBadge score={shown.score} className="text-xs" /> : null}
          </p>
          {data.comparison?.previousScore != null && shown.score !== null ? (
            <p className="text-xs text-muted-foreground">was {data.comparison.previousScore} on the crawl before</p>
          ) : null}
        </div>
        <div className="rounded-xl border bg-card p-4">
          <p className="text-xs text-muted-foreground">Issues</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums">{formatNumber(totalIssues)}</p>
          <p className="flex flex-wrap gap-1 text-xs">
            <ToneBadge tone="bad">{formatNumber(shown.issuesCritical)} critical</ToneBadge>
            <ToneBadge tone="warn">{formatNumber(shown.issuesWarning)} warnings</ToneBadge>
            <ToneBadge tone="info">{formatNumber(shown.issuesNotice)} notices</ToneBadge>
          </p>
        </div>
        <div className="rounded-xl border bg-card p-4">
          <p className="text-xs text-muted-foreground">Pages crawled</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums">{formatNumber(shown.pagesCrawled)}</p>
          <p className="text-xs break-all text-muted-foreground">{shown.startUrl}</p>
        </div>
        <div className="rounded-xl border bg-card p-4" data-testid="crawl-comparison">
          <p className="text-xs text-muted-foreground">Since the crawl before</p>
          {data.comparison ? (
            <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">New</dt>
                <dd className="font-semibold text-red-700 tabular-nums dark:text-red-300">{formatNumber(data.comparison.newIssues)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Fixed</dt>
                <dd className="font-semibold text-emerald-700 tabular-nums dark:text-emerald-300">{formatNumber(data.comparison.fixed)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Still open</dt>
                <dd className="font-semibold tabular-nums">{formatNumber(data.comparison.stillOpen)}</dd>
              </div>
            </dl>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">The next crawl shows what is new, fixed and still open.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="audit-issues" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="audit-issues" className="text-base font-semibold">
            Issues by check
          </h2>
          <div className="flex gap-2">
            <Button asChild size="sm" variant="outline">
              <a href={`/onpage-seo-audit/export?crawl=${shown.id}`} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={`/onpage-seo-audit/export?crawl=${shown.id}&format=xlsx`} download>
                <DownloadIcon aria-hidden="true" />
                Export XLSX
              </a>
            </Button>
          </div>
        </div>
        {data.groups.length === 0 ? (
          <p className="rounded-xl border p-4 text-sm text-muted-foreground">No issues: every crawled page passed every check.</p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2" data-testid="issue-groups">
            {data.groups.map((g) => (
              <li key={g.checkKey} className="min-w-0">
                <Link
                  href={`${checkHref(g.checkKey)}#check-issues`}
                  scroll={false}
                  aria-current={state.filters.check === g.checkKey ? "true" : undefined}
                  className="flex items-center justify-between gap-3 rounded-lg border bg-card p-3 text-sm hover:bg-muted/50 aria-[current=true]:border-primary"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <ToneBadge tone={SEVERITY_TONE[g.severity]}>{SEVERITY_LABEL[g.severity]}</ToneBadge>
                    <span className="truncate font-medium">{g.title}</span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {plural(g.pages, "page")}
                    {data.comparison && g.isNew ? ` · ${formatNumber(g.isNew)} new` : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {activeCheck && data.checkIssues.length ? (
        <section id="check-issues" aria-labelledby="check-issues-title" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="check-issues-title" className="text-base font-semibold">
              {activeCheck.title}
            </h2>
            <Link href={checkHref(undefined)} scroll={false} className="text-sm underline underline-offset-2">
              All checks
            </Link>
          </div>
          <p className="text-sm text-muted-foreground">{activeCheck.fix}</p>
          <IssueList issues={data.checkIssues} brandId={brandId} canEdit={canEdit} showPage />
        </section>
      ) : null}

      {data.openPage?.page ? (
        <section id="page-detail" aria-labelledby="page-detail-title" className="grid gap-3 rounded-xl border p-4" data-testid="page-detail">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="page-detail-title" className="min-w-0 text-base font-semibold break-all">
              {data.openPage.page.url}
            </h2>
            <Link href={`/onpage-seo-audit${auditToSearch({ ...state, filters: { ...state.filters, open: undefined } })}`} scroll={false} className="text-sm underline underline-offset-2">
              Close
            </Link>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-muted-foreground">Status</dt>
              <dd>
                <HttpStatus status={data.openPage.page.statusCode} error={data.openPage.page.fetchError} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Score</dt>
              <dd>{data.openPage.page.score === null ? "—" : <ScoreBadge score={data.openPage.page.score} />}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Title</dt>
              <dd className="break-words">{data.openPage.page.title || "—"}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Canonical</dt>
              <dd className="break-all">{data.openPage.page.canonical ?? "—"}</dd>
            </div>
          </dl>
          {data.openPage.issues.length ? <IssueList issues={data.openPage.issues} brandId={brandId} canEdit={canEdit} showPage={false} /> : <p className="text-sm text-muted-foreground">This page passed every check.</p>}
        </section>
      ) : null}

      <section aria-labelledby="audit-pages" className="grid gap-3">
        <h2 id="audit-pages" className="text-base font-semibold">
          Pages{activeCheck ? ` with “${activeCheck.title}”` : ""}
        </h2>
        <AuditPagesTable rows={data.pages.rows} total={data.pages.total} state={state} crawlId={shown.id} />
      </section>
    </div>
  );
}
