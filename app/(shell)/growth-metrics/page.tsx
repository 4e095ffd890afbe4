import { PageBody, PageHeader } from "@/components/shell/page-header";
import { MetricsManager } from "@/modules/growth/components/metrics-manager";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { listMetrics } from "@/modules/growth/queries/metrics";

export const metadata = routeMetadata("/growth-metrics");

export default async function GrowthMetricsPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const metrics = await listMetrics(scope);
  return (
    <PageBody>
      <PageHeader
        route="/growth-metrics"
        description="The North Star and one or more metrics per AARRR stage — acquisition, activation, retention, referral, revenue — with unit, direction, target and their values over time."
      />
      <MetricsManager brandId={scope.brandId} metrics={metrics} canEdit={canEdit} />
    </PageBody>
  );
}
