import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PillarsManager } from "@/modules/growth/components/pillars-manager";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getPillarsPage } from "@/modules/growth/queries/pillars";

export const metadata = routeMetadata("/growth-pillars");

export default async function GrowthPillarsPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
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
      <PillarsManager brandId={scope.brandId} pillars={pillars} squad={squad} metrics={metrics} canEdit={canEdit} />
    </PageBody>
  );
}
