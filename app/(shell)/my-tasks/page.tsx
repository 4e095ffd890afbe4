import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { requireModule } from "@/modules/roles/guard";
import { MyTaskCountsBar, MyTaskGroups, NothingAssigned, NotInSquad } from "@/modules/tasks/components/my-tasks";
import { getMyTasks } from "@/modules/tasks/reports";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/my-tasks");

export default async function MyTasksPage() {
  const { scope, canEdit } = await requireModule("tasks");
  const view = await getMyTasks(scope);
  const mine = view.memberIds.length === 1 ? `/tasks?assignee=${view.memberIds[0]}` : null;
  return (
    <PageBody>
      <PageHeader
        route="/my-tasks"
        description="The tasks assigned to you in this brand: what is late, what is due this week, and what you finished lately."
        actions={
          <>
            {mine ? (
              <Button asChild variant="outline" size="sm">
                <Link href={mine}>Open in Tasks</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link href="/my-tasks-all-brands">All brands</Link>
            </Button>
          </>
        }
      />
      {view.memberIds.length === 0 ? (
        <NotInSquad />
      ) : (
        <>
          <MyTaskCountsBar counts={view.counts} />
          {view.rows.length ? <MyTaskGroups rows={view.rows} today={view.today} canEdit={canEdit} /> : <NothingAssigned />}
          {view.truncated ? <p className="text-sm text-muted-foreground">Showing the first {view.rows.length} tasks. Use the Tasks list to filter the rest.</p> : null}
        </>
      )}
    </PageBody>
  );
}
