import { AssignPage } from "@/modules/sops/components/assign-page";
import { getAssignContext } from "@/modules/sops/assign";
import { orNotFound, parseTemplateType } from "@/modules/sops/page";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { mayEdit } from "@/lib/permissions";

type Props = { params: Promise<{ type: string; templateId: string }> };

export const metadata = routeMetadata("/template/[type]/[templateId]/assign-tasks");

export default async function AssignTemplateTasksPage({ params }: Props) {
  const { type: rawType, templateId } = await params;
  const type = parseTemplateType(rawType);
  // Adopting or assigning a template writes SOPs: editing is the SOPs module's right.
  const { scope, modules } = await requireModule("templates");
  const canEdit = mayEdit(modules, "sops");
  const context = await orNotFound(() => getAssignContext(scope, { kind: "template", type, slug: templateId }));
  return <AssignPage route="/template/[type]/[templateId]/assign-tasks" scope={scope} canEdit={canEdit} context={context} />;
}
