import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { MetricsOverview } from "@/modules/growth/components/metrics-overview";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { listMetrics } from "@/modules/growth/queries/metrics";

export const metadata = routeMetadata("/growth-metrics-overview");

export default async function GrowthMetricsOverviewPage({ searchParams }: { searchParams: Promise<{ asOf?: string }> }) {
  const { scope } = await requireModule("growth-hacking");
  const [metrics, { asOf }] = await Promise.all([listMetrics(scope), searchParams]);
  return (
    <PageBody>
      <PageHeader
        route="/growth-metrics-overview"
        description="Every growth metric over time, and the AARRR funnel with the conversion from one stage to the next."
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link href="/growth-metrics">Manage metrics</Link>
          </Button>
        }
      />
      <MetricsOverview metrics={metrics} asOf={asOf} />
    </PageBody>
  );
}
