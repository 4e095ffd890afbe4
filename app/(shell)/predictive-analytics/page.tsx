import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { ForecastView } from "@/modules/seo/components/forecast/forecast-view";
import { loadForecastPage } from "@/modules/seo/forecast/page-data";

export const metadata: Metadata = routeMetadata("/predictive-analytics");

export default async function PredictiveAnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const data = await loadForecastPage(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/predictive-analytics"
        description="Forecasts of Search Console clicks, impressions and position for the site, keyword groups, URL sections and top keywords, with 80 % and 95 % intervals and each forecast's back-test error; and what moving keywords up would bring."
      />
      <ForecastView data={data} brandId={scope.brandId} canEdit={canEdit} />
    </PageBody>
  );
}
