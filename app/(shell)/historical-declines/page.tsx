import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { DeclinesView } from "@/modules/seo/components/declines/declines-view";
import { loadDeclinesPage } from "@/modules/seo/declines/page";

export const metadata: Metadata = routeMetadata("/historical-declines");

export default async function HistoricalDeclinesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const p = await loadDeclinesPage(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/historical-declines"
        description="Pages and queries that lost position, clicks, impressions or CTR in a 28-day window against the 28 days before or the same days a year earlier, with the likely cause: a Google update or a competitor taking the position."
      />
      <DeclinesView p={p} brandId={scope.brandId} canEdit={canEdit} />
    </PageBody>
  );
}
