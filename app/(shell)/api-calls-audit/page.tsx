import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ApiCallFiltersBar } from "@/modules/api-audit/components/api-call-filters";
import { ApiCallTable } from "@/modules/api-audit/components/api-call-table";
import { ApiCallStats, ApiCallTotals } from "@/modules/api-audit/components/api-call-totals";
import { apiCallFiltersToSearch, parseApiCallFilters } from "@/modules/api-audit/inputs";
import { apiCallProviders, apiCallTotals, listApiCalls } from "@/modules/api-audit/queries";
import { requireModule } from "@/modules/roles/guard";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/api-calls-audit");

export default async function ApiCallsAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope } = await requireModule("api-calls-audit");
  const filters = parseApiCallFilters(await searchParams);
  const [page, totals, providers] = await Promise.all([listApiCalls(scope, filters), apiCallTotals(scope, filters), apiCallProviders(scope)]);
  const filtered = !!(filters.provider || filters.status || filters.from || filters.to);
  return (
    <PageBody>
      <PageHeader
        route="/api-calls-audit"
        description="Every call this brand made to an outside service: what was called, how it answered, how long it took and what it cost."
        actions={
          page.total > 0 ? (
            <Button asChild variant="outline">
              <a href={`/api-calls-audit/export${apiCallFiltersToSearch({ ...filters, page: 1 })}`} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          ) : null
        }
      />
      <ApiCallFiltersBar filters={filters} providers={providers} />
      {totals.overall.calls > 0 ? (
        <>
          <ApiCallStats overall={totals.overall} />
          <ApiCallTotals byProvider={totals.byProvider} byMonth={totals.byMonth} />
        </>
      ) : null}
      <ApiCallTable page={page} filters={filters} filtered={filtered} />
    </PageBody>
  );
}
