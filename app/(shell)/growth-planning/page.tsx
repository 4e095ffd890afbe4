import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PlanningBoard } from "@/modules/growth/components/planning-board";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getPlanning } from "@/modules/growth/queries/planning";
import { today as currentDay } from "@/lib/calendar-day";

export const metadata = routeMetadata("/growth-planning");

export default async function GrowthPlanningPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const data = await getPlanning(scope);
  return (
    <PageBody>
      <PageHeader route="/growth-planning" description="Put the top ideas into the squad's sprints, each with an owner, and keep every member's load within their capacity." />
      <PlanningBoard brandId={scope.brandId} {...data} canEdit={canEdit} today={currentDay()} />
      <LiveRefresh topics={["growth", "sprints", "tasks"]} />
    </PageBody>
  );
}
