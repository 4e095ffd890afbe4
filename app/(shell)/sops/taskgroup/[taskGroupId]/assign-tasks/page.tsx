import { AssignPage } from "@/modules/sops/components/assign-page";
import { getAssignContext } from "@/modules/sops/assign";
import { openSopPage, orNotFound, requireUuidParam, sopMetadata } from "@/modules/sops/page";

type Props = { params: Promise<{ taskGroupId: string }> };

export const metadata = sopMetadata("/sops/taskgroup/[taskGroupId]/assign-tasks");

export default async function AssignTaskGroupTasksPage({ params }: Props) {
  const taskGroupId = requireUuidParam((await params).taskGroupId);
  const { scope, canEdit } = await openSopPage();
  const context = await orNotFound(() => getAssignContext(scope, { kind: "group", taskGroupId }));
  return <AssignPage route="/sops/taskgroup/[taskGroupId]/assign-tasks" scope={scope} canEdit={canEdit} context={context} />;
}
