import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { GrowthDashboard } from "@/modules/growth/components/growth-dashboard";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getDashboard } from "@/modules/growth/queries/dashboard";

export const metadata = routeMetadata("/gh-dashboard");

export default async function GrowthHackingDashboardPage() {
  const { scope } = await requireModule("growth-hacking");
  const data = await getDashboard(scope);
  return (
    <PageBody>
      <PageHeader
        route="/gh-dashboard"
        description="North Star trend, experiments per sprint, win rate, the idea pipeline, what to run next and the latest learnings."
        actions={
          <>
            <Button variant="outline" size="sm" asChild>
              <Link href="/growth-squad">Growth squad</Link>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link href="/sprints">Sprints</Link>
            </Button>
          </>
        }
      />
      <GrowthDashboard data={data} />
    </PageBody>
  );
}
