import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PlanningBoard } from "@/modules/growth/components/planning-board";
import { growthMetadata, openGrowthPage } from "@/modules/growth/page";
import { getPlanning } from "@/modules/growth/queries";
import { isoDay } from "@/modules/tasks/sprint-rule";

export const metadata = growthMetadata("/growth-planning");

export default async function GrowthPlanningPage() {
  const { scope, access } = await openGrowthPage();
  const data = await getPlanning(scope);
  return (
    <PageBody>
      <PageHeader route="/growth-planning" description="Put the top ideas into the squad's sprints, each with an owner, and keep every member's load within their capacity." />
      <PlanningBoard brandId={scope.brandId} {...data} canEdit={access.canEdit} today={isoDay()} />
    </PageBody>
  );
}
