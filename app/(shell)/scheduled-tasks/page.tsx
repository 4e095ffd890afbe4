import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireModule } from "@/modules/roles/guard";
import { NewRecurringTaskButton, ScheduledTasksView } from "@/modules/recurring/components/scheduled-tasks-view";
import { getScheduledTasksPage } from "@/modules/recurring/queries";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/scheduled-tasks");

export default async function ScheduledTasksPage() {
  const { scope, canEdit } = await requireModule("tasks");
  const { rules, runs } = await getScheduledTasksPage(scope);
  return (
    <PageBody className="max-w-5xl">
      <PageHeader
        route="/scheduled-tasks"
        description="Every recurring task of this brand: when it runs next, pause or resume it, and the tasks it has created."
        actions={canEdit && rules.length ? <NewRecurringTaskButton /> : null}
      />
      <ScheduledTasksView brandId={scope.brandId} rules={rules} runs={runs} canEdit={canEdit} />
    </PageBody>
  );
}
