import { AssignPage } from "@/modules/sops/components/assign-page";
import { getAssignContext } from "@/modules/sops/assign";
import { openSopPage, orNotFound, requireUuidParam, sopMetadata } from "@/modules/sops/page";

type Props = { params: Promise<{ areaId: string }> };

export const metadata = sopMetadata("/sops/area/[areaId]/assign-tasks");

export default async function AssignAreaTasksPage({ params }: Props) {
  const areaId = requireUuidParam((await params).areaId);
  const { scope, canEdit } = await openSopPage();
  const context = await orNotFound(() => getAssignContext(scope, { kind: "area", areaId }));
  return <AssignPage route="/sops/area/[areaId]/assign-tasks" scope={scope} canEdit={canEdit} context={context} />;
}
