import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PillarsManager } from "@/modules/growth/components/pillars-manager";
import { growthMetadata, openGrowthPage } from "@/modules/growth/page";
import { getPillarsPage } from "@/modules/growth/queries";

export const metadata = growthMetadata("/growth-pillars");

export default async function GrowthPillarsPage() {
  const { scope, access } = await openGrowthPage();
  const { pillars, squad, metrics } = await getPillarsPage(scope);
  return (
    <PageBody>
      <PageHeader
        route="/growth-pillars"
        description="The strategic themes growth rests on, each with an objective, an owner from the growth squad and the metrics it moves."
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link href="/growth-pillars-overview">Overview</Link>
          </Button>
        }
      />
      <PillarsManager brandId={scope.brandId} pillars={pillars} squad={squad} metrics={metrics} canEdit={access.canEdit} />
    </PageBody>
  );
}
