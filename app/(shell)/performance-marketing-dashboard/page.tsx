import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { routeMetadata } from "@/lib/navigation/registry";
import { PpcDashboardView } from "@/modules/ppc/dashboard/components/ppc-dashboard-view";
import { ImportReportButton } from "@/modules/ppc/import/components/import-report-button";
import { BrandWallWarnings } from "@/modules/ppc/wall/components/wall-warnings";
import { parseDashboardParams } from "@/modules/ppc/dashboard/metrics";
import { loadPpcDashboard } from "@/modules/ppc/dashboard/queries";
import { PpcImportHistory } from "@/modules/ppc/import/components/import-history";
import { listPpcImports } from "@/modules/ppc/import/import";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/performance-marketing-dashboard");

export default async function PerformanceMarketingDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("performance-marketing");
  const [d, imports] = await Promise.all([loadPpcDashboard(scope, parseDashboardParams(await searchParams)), listPpcImports(scope, 5)]);
  return (
    <PageBody>
      <PageHeader
        route="/performance-marketing-dashboard"
        description="Spend, clicks, conversions, CPA and ROAS of this brand's paid search by campaign and network, against the monthly budget and targets."
        actions={
          <>
            {canEdit && d.hasData ? <ImportReportButton brandId={scope.brandId} /> : null}
            <Button size="sm" variant="outline" asChild>
              <Link href="/search-keywords">Search Keywords</Link>
            </Button>
          </>
        }
      />
      <PpcDashboardView
        d={d}
        warnings={d.hasData ? <BrandWallWarnings scope={scope} currency={d.settings.currency} range={d.range} /> : null}
        importButton={canEdit ? <ImportReportButton brandId={scope.brandId} variant="default" /> : null}
      />
      {imports.length ? (
        <section aria-labelledby="ppc-imports-heading" className="space-y-2">
          <h2 id="ppc-imports-heading" className="text-sm font-medium">
            Recent imports and syncs
          </h2>
          <PpcImportHistory imports={imports} />
        </section>
      ) : null}
    </PageBody>
  );
}
