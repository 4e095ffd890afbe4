import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { LiveRefresh } from "@/components/live/live-refresh";
import { TaskActions, TaskMeta } from "@/modules/tasks/components/task-page-header";
import { TaskComments } from "@/modules/tasks/components/task-comments";
import { TaskEditor } from "@/modules/tasks/components/task-editor";
import { TaskHistory } from "@/modules/tasks/components/task-history";
import { openTaskPage } from "@/modules/tasks/page";
import { isManager } from "@/lib/permissions";
import { routeMetadata } from "@/lib/navigation/registry";

type Params = { params: Promise<{ brandId: string; taskId: string }> };

export const metadata: Metadata = routeMetadata("/tasks/[brandId]/[taskId]");

export default async function TaskPage({ params }: Params) {
  const { brandId, taskId } = await params;
  const { task, events, comments, scope, canEdit } = await openTaskPage(brandId, taskId);
  return (
    <PageBody>
      <PageHeader route="/tasks/[brandId]/[taskId]" title={task.title} description={<TaskMeta task={task} />} actions={
          <>
            <LiveRefresh brandId={task.brandId} topics={["tasks"]} presence={{ key: `task:${task.id}` }} />
            <TaskActions task={task} canEdit={canEdit} />
          </>
        }
      />
      <TaskEditor
        brandId={task.brandId}
        taskId={task.id}
        canEdit={canEdit}
        squad={task.squad}
        sprints={task.sprints}
        initial={{
          title: task.title,
          description: task.description,
          status: task.status,
          priority: task.priority,
          difficulty: task.difficulty,
          assignedTo: task.assigneeId,
          sprintId: task.sprintId,
          dueDate: task.dueDate,
        }}
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <TaskComments brandId={task.brandId} taskId={task.id} comments={comments} userId={scope.userId} canEdit={canEdit} isManager={isManager(scope.role)} />
        <TaskHistory events={events} />
      </div>
    </PageBody>
  );
}
