import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireModule } from "@/modules/roles/guard";
import { TaskFiltersBar } from "@/modules/tasks/components/task-filters";
import { NewTaskButton, TasksResults } from "@/modules/tasks/components/tasks-view";
import { parseTaskFilters } from "@/modules/tasks/inputs";
import { getTasksView } from "@/modules/tasks/queries";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/tasks");

export default async function TasksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("tasks");
  const view = await getTasksView(scope, parseTaskFilters(await searchParams));
  return (
    <PageBody>
      <PageHeader
        route="/tasks"
        description="Every task of this brand. Filter, search and sort in the list, or move tasks across the board."
        actions={canEdit ? <NewTaskButton /> : null}
      />
      <TaskFiltersBar filters={view.filters} squad={view.squad} sprints={view.sprints} sources={view.sources} />
      <TasksResults brandId={scope.brandId} view={view} canEdit={canEdit} />
      <LiveRefresh brandId={scope.brandId} topics={["tasks"]} />
    </PageBody>
  );
}
