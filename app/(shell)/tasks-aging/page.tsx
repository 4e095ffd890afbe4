import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireModule } from "@/modules/roles/guard";
import { AgingReport } from "@/modules/tasks/components/aging";
import { parseAgingFilters } from "@/modules/tasks/inputs";
import { getAging } from "@/modules/tasks/reports";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/tasks-aging");

export default async function TasksAgingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("tasks");
  const filters = parseAgingFilters(await searchParams);
  const view = await getAging(scope, filters);
  return (
    <PageBody>
      <PageHeader route="/tasks-aging" description="Open tasks by how long they have been open — 0–7, 8–14, 15–30, 31–60 and 60+ days — per status and per assignee." />
      <AgingReport brandId={scope.brandId} view={view} filters={filters} canEdit={canEdit} />
    </PageBody>
  );
}
