import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ApiCallFiltersBar } from "@/modules/api-audit/components/api-call-filters";
import { ApiCallTable } from "@/modules/api-audit/components/api-call-table";
import { ApiCallStats, ApiCallTotals } from "@/modules/api-audit/components/api-call-totals";
import { loadApiCallsPage } from "@/modules/api-audit/page";
import { requireModule } from "@/modules/roles/guard";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/api-calls-audit");

export default async function ApiCallsAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope } = await requireModule("api-calls-audit");
  const data = await loadApiCallsPage(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/api-calls-audit"
        description="Every call this brand made to an outside service: what was called, how it answered, how long it took and what it cost."
      />
      <ApiCallFiltersBar state={data.state} providers={data.providers} />
      {data.totals.overall.calls > 0 ? (
        <>
          <ApiCallStats overall={data.totals.overall} />
          <ApiCallTotals byProvider={data.totals.byProvider} byMonth={data.totals.byMonth} />
        </>
      ) : null}
      <ApiCallTable page={data.page} state={data.state} filtered={data.filtered} exportHref={data.exportHref} />
    </PageBody>
  );
}
