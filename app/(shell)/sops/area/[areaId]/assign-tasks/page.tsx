import { AssignPage } from "@/modules/sops/components/assign-page";
import { getAssignContext } from "@/modules/sops/assign";
import { orNotFound, requireUuidParam } from "@/modules/sops/page";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";


type Props = { params: Promise<{ areaId: string }> };

export const metadata = routeMetadata("/sops/area/[areaId]/assign-tasks");

export default async function AssignAreaTasksPage({ params }: Props) {
  const areaId = requireUuidParam((await params).areaId);
  const { scope, canEdit } = await requireModule("sops");
  const context = await orNotFound(() => getAssignContext(scope, { kind: "area", areaId }));
  return <AssignPage route="/sops/area/[areaId]/assign-tasks" scope={scope} canEdit={canEdit} context={context} />;
}
