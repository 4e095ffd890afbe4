import Link from "next/link";
import { LoaderCircleIcon, TextSearchIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { Progress } from "@/components/ui/progress";
import { RelativeTime } from "@/components/ui/relative-time";
import type { BrandScope } from "@/lib/brand-scope";
import { formatDay, formatMoney, formatNumber, plural } from "@/lib/format";
import type { SearchParams } from "@/lib/table/parse";
import { hasSearchTerms, latestNgramRun, listNgramCampaigns, listNgrams, ppcCurrency, type NgramRun } from "../queries";
import { parseNgramTable } from "../view";
import { DuplicateTerms } from "./duplicate-terms";
import { NgramRunForm } from "./ngram-run-form";
import { NgramTable } from "./ngram-table";

function RunStatus({ run }: { run: NgramRun }) {
  if (run.status === "queued" || run.status === "running") {
    const total = run.params.totalRows ?? 0;
    const value = total > 0 ? Math.round((run.termRows / total) * 100) : null;
    return (
      <Alert role="status" data-testid="ngram-run-status" data-status={run.status}>
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        <AlertTitle>{run.status === "queued" ? "N-gram mining is queued" : "Mining n-grams…"}</AlertTitle>
        <AlertDescription className="grid gap-2">
          {total > 0 ? (
            <span className="flex items-center gap-3">
              <Progress value={value} className="max-w-sm" aria-label="N-gram mining progress" />
              <span className="text-[13px] tabular-nums">
                {formatNumber(run.termRows)} of {plural(total, "search-term row")}
              </span>
            </span>
          ) : null}
          <span>The results below are replaced when it ends; you may leave this page meanwhile.</span>
        </AlertDescription>
        <AutoRefresh active intervalMs={1500} />
      </Alert>
    );
  }
  if (run.status === "failed") {
    return (
      <Alert variant="destructive" data-testid="ngram-run-status" data-status="failed">
        <AlertTitle>The last n-gram mining failed</AlertTitle>
        <AlertDescription>{run.error ?? "The job stopped without a message."} Start it again; if it keeps failing, narrow the period or campaign.</AlertDescription>
      </Alert>
    );
  }
  return null;
}

function RunSummary({ run, currency }: { run: NgramRun; currency: string }) {
  const p = run.params;
  const period = p.from || p.to ? `${p.from ? formatDay(p.from) : "the first day"} to ${p.to ? formatDay(p.to) : "the last day"}` : "all stored days";
  return (
    <p className="text-sm text-muted-foreground" data-testid="ngram-run-summary">
      {plural(run.termRows, "search-term row")} ({plural(p.distinctTerms ?? 0, "distinct term")}) over {period}, {p.sizes.map((n) => `${n}`).join(", ")}-word n-grams
      {p.stem ? ", word forms merged" : ""}; mined <RelativeTime at={run.finishedAt ?? run.createdAt} />. Negative candidate: no conversion and at least {plural(p.minClicks ?? 20, "click")} or{" "}
      {formatMoney(p.minCost ?? 50, currency)} spent (<Link href="/performance-marketing-settings" className="underline underline-offset-2">Performance Marketing Settings</Link>).
      {p.pruned ? ` To stay within memory, ${formatNumber(p.pruned)} rare n-grams without clicks or cost were set aside during the run.` : ""}
    </p>
  );
}

/**
 * The N-gram tab of /search-keywords: the run form, the latest run's progress or result — its n-grams (filter by
 * size and candidates, sort, add as negatives) and the duplicate search terms with their cannibalisation.
 * `extraParams` are the page's own URL parameters (e.g. `tab=ngrams`) that every table link keeps.
 */
export async function NgramTab({ scope, canEdit, searchParams, extraParams }: { scope: BrandScope; canEdit: boolean; searchParams: SearchParams; extraParams?: Record<string, string | undefined> }) {
  const [run, currency, campaigns, hasTerms] = await Promise.all([latestNgramRun(scope), ppcCurrency(scope), listNgramCampaigns(scope), hasSearchTerms(scope)]);
  const running = run?.status === "queued" || run?.status === "running";
  const state = parseNgramTable(searchParams);
  const lastDone = run?.status === "succeeded" ? run : null;
  const page = lastDone ? await listNgrams(scope, lastDone.id, state) : null;

  return (
    <div className="grid gap-6" data-testid="ngram-tab">
      {canEdit ? <NgramRunForm brandId={scope.brandId} campaigns={campaigns} running={running} last={run?.params} /> : null}
      {run ? <RunStatus run={run} /> : null}
      {!lastDone ? (
        running ? null : (
          <EmptyState
            icon={TextSearchIcon}
            title={hasTerms ? "No n-grams mined yet" : "No search terms yet"}
            action={
              hasTerms ? null : (
                <Button asChild variant="outline" size="sm">
                  <Link href="/integrations">Open Integrations</Link>
                </Button>
              )
            }
          >
            {hasTerms
              ? "Choose a period and the n-gram sizes above and mine n-grams: the words and phrases that cost money without converting show up as negative candidates."
              : "Import a Google Ads search terms report or connect Google Ads on Integrations; then mine n-grams here to find wasted spend."}
          </EmptyState>
        )
      ) : (
        <>
          <section className="grid gap-3" aria-labelledby="ngram-grams-heading">
            <h2 id="ngram-grams-heading" className="text-base font-semibold">
              N-grams
            </h2>
            <RunSummary run={lastDone} currency={currency} />
            <NgramTable brandId={scope.brandId} rows={page!.rows} total={page!.total} candidates={page!.candidates} state={state} currency={currency} canEdit={canEdit} extraParams={extraParams} />
          </section>
          <section className="grid gap-3" aria-labelledby="ngram-duplicates-heading">
            <h2 id="ngram-duplicates-heading" className="text-base font-semibold">
              Duplicate search terms
            </h2>
            <DuplicateTerms duplicates={lastDone.params.duplicates ?? []} count={lastDone.params.duplicateCount ?? 0} currency={currency} />
          </section>
        </>
      )}
    </div>
  );
}
