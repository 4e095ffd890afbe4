import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { benchTasksView } from "@/modules/tasks/bench";
import { TaskFiltersBar } from "@/modules/tasks/components/task-filters";
import { NewTaskButton, TasksResults } from "@/modules/tasks/components/tasks-view";
import { isoDay } from "@/modules/tasks/sprint-rule";

export const metadata: Metadata = { title: "Tasks (bench)", robots: { index: false } };

/** The same 50-row /tasks page, from memory (see the layout). */
export default function BenchTasksPage() {
  const view = benchTasksView(isoDay());
  return (
    <PageBody>
      <PageHeader
        route="/tasks"
        description="Every task of this brand. Filter, search and sort in the list, or move tasks across the board."
        actions={<NewTaskButton />}
      />
      <TaskFiltersBar filters={view.filters} squad={view.squad} sprints={view.sprints} sources={view.sources} />
      <TasksResults brandId={view.rows[0]!.brandId} view={view} canEdit />
    </PageBody>
  );
}
