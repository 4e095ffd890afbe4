import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireModule } from "@/modules/roles/guard";
import { PlanningBoard } from "@/modules/tasks/components/planning";
import { parsePlanningFilters } from "@/modules/tasks/inputs";
import { getPlanningView } from "@/modules/tasks/queries";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/task-planning");

export default async function TaskPlanningPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("tasks");
  const filters = parsePlanningFilters(await searchParams);
  const view = await getPlanningView(scope, filters);
  return (
    <PageBody>
      <PageHeader route="/task-planning" description="Plan backlog tasks into sprints and give them due dates, with each sprint's load per person in view." />
      <PlanningBoard brandId={scope.brandId} view={view} filters={filters} canEdit={canEdit} />
    </PageBody>
  );
}
