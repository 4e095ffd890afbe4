import { PageBody, PageHeader } from "@/components/shell/page-header";
import { MetricsManager } from "@/modules/growth/components/metrics-manager";
import { growthMetadata, openGrowthPage } from "@/modules/growth/page";
import { listMetrics } from "@/modules/growth/queries";

export const metadata = growthMetadata("/growth-metrics");

export default async function GrowthMetricsPage() {
  const { scope, access } = await openGrowthPage();
  const metrics = await listMetrics(scope);
  return (
    <PageBody>
      <PageHeader
        route="/growth-metrics"
        description="The North Star and one or more metrics per AARRR stage — acquisition, activation, retention, referral, revenue — with unit, direction, target and their values over time."
      />
      <MetricsManager brandId={scope.brandId} metrics={metrics} canEdit={access.canEdit} />
    </PageBody>
  );
}
