import { AssignPage } from "@/modules/sops/components/assign-page";
import { getAssignContext } from "@/modules/sops/assign";
import { orNotFound, requireUuidParam } from "@/modules/sops/page";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";


type Props = { params: Promise<{ taskGroupId: string }> };

export const metadata = routeMetadata("/sops/taskgroup/[taskGroupId]/assign-tasks");

export default async function AssignTaskGroupTasksPage({ params }: Props) {
  const taskGroupId = requireUuidParam((await params).taskGroupId);
  const { scope, canEdit } = await requireModule("sops");
  const context = await orNotFound(() => getAssignContext(scope, { kind: "group", taskGroupId }));
  return <AssignPage route="/sops/taskgroup/[taskGroupId]/assign-tasks" scope={scope} canEdit={canEdit} context={context} />;
}
