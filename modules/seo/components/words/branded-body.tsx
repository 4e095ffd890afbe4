import Link from "next/link";
import { LoaderCircleIcon, TagIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { Pager } from "@/components/ui/pager";
import { formatShare, plural } from "@/lib/format";
import type { BrandedView } from "../../words-pages";
import { BrandedShareChart } from "./branded-share-chart";
import { BrandedFilters, BrandTermsCard, brandedHref } from "./branded-sections";
import { BrandedTable } from "./branded-table";

/** /branded-keywords below the header: terms, branded share of clicks, the class filter and the table. */
export function BrandedBody({ brandId, view, canEdit }: { brandId: string; view: BrandedView; canEdit: boolean }) {
  const { counts, list, filter, share } = view;
  const clicks = share.reduce((n, s) => n + s.totalClicks, 0);
  const branded = share.reduce((n, s) => n + s.brandedClicks, 0);
  return (
    <>
      {view.classifying ? (
        <Alert role="status" data-testid="branded-classifying">
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          <AlertTitle>Classifying {plural(view.classifying.backlog, "keyword")} in the background…</AlertTitle>
          <AlertDescription>The counts and the table update when it ends; you may leave this page meanwhile.</AlertDescription>
          <AutoRefresh active />
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <BrandTermsCard brandId={brandId} terms={view.terms} canEdit={canEdit} />
        <section aria-labelledby="branded-share" className="flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="branded-share" className="text-sm font-semibold">
              Branded share of clicks
            </h2>
            {share.length ? <span className="text-sm text-muted-foreground tabular-nums">{formatShare(branded, clicks)} over {share.length} days</span> : null}
          </div>
          {share.length ? (
            <BrandedShareChart data={share} />
          ) : (
            <p className="text-sm text-muted-foreground">
              Needs Search Console clicks by query and date. Connect Search Console on <Link className="underline underline-offset-4" href="/integrations">Integrations</Link> and import
              queries by date; the Performance export keeps dates and queries in separate files, so it cannot show this share.
            </p>
          )}
        </section>
      </div>
      {counts.total === 0 ? (
        <EmptyState
          icon={TagIcon}
          title="No keywords to classify yet"
          action={
            <Button asChild size="sm">
              <Link href="/keyword-assistant">Find keywords with the assistant</Link>
            </Button>
          }
        >
          Keywords typed, imported or kept from the assistant appear here, each classified as branded, competitor-branded or non-branded.
        </EmptyState>
      ) : (
        <section aria-label="Classified keywords" className="flex flex-col gap-3">
          <BrandedFilters view={view} />
          {list.rows.length ? (
            <BrandedTable key={`${list.page}-${filter.class}-${filter.overridden}-${filter.q}`} brandId={brandId} rows={list.rows} canEdit={canEdit} />
          ) : (
            <EmptyState title="No keywords match" action={<Button asChild size="sm" variant="outline"><Link href="/branded-keywords">Show all keywords</Link></Button>}>
              Nothing in this class{filter.q ? ` contains “${filter.q}”` : ""}.
            </EmptyState>
          )}
          <Pager
            page={list.page}
            pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
            total={list.total}
            shown={list.rows.length}
            pageSize={list.pageSize}
            noun="keyword"
            href={(page) => brandedHref({ ...filter, page })}
          />
        </section>
      )}
    </>
  );
}
