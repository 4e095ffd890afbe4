import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PillarsOverview } from "@/modules/growth/components/pillars-overview";
import { growthMetadata, openGrowthPage } from "@/modules/growth/page";
import { getPillarsOverview } from "@/modules/growth/queries";

export const metadata = growthMetadata("/growth-pillars-overview");

export default async function GrowthPillarsOverviewPage() {
  const { scope, access } = await openGrowthPage();
  const { pillars, metrics, ideas } = await getPillarsOverview(scope);
  return (
    <PageBody>
      <PageHeader
        route="/growth-pillars-overview"
        description="Each pillar's pipeline of ideas and experiments, its results and the metrics it moves."
        actions={
          access.canEdit ? (
            <Button variant="outline" size="sm" asChild>
              <Link href="/growth-pillars">Manage pillars</Link>
            </Button>
          ) : null
        }
      />
      <PillarsOverview pillars={pillars} metrics={metrics} ideas={ideas} />
    </PageBody>
  );
}
