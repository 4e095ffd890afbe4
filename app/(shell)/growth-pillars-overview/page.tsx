import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PillarsOverview } from "@/modules/growth/components/pillars-overview";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getPillarsOverview } from "@/modules/growth/queries/pillars";

export const metadata = routeMetadata("/growth-pillars-overview");

export default async function GrowthPillarsOverviewPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const { pillars, metrics, ideas } = await getPillarsOverview(scope);
  return (
    <PageBody>
      <PageHeader
        route="/growth-pillars-overview"
        description="Each pillar's pipeline of ideas and experiments, its results and the metrics it moves."
        actions={
          canEdit ? (
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
