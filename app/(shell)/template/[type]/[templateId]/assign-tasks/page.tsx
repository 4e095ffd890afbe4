import { AssignPage } from "@/modules/sops/components/assign-page";
import { getAssignContext } from "@/modules/sops/assign";
import { openSopPage, orNotFound, parseTemplateType, sopMetadata } from "@/modules/sops/page";

type Props = { params: Promise<{ type: string; templateId: string }> };

export const metadata = sopMetadata("/template/[type]/[templateId]/assign-tasks");

export default async function AssignTemplateTasksPage({ params }: Props) {
  const { type: rawType, templateId } = await params;
  const type = parseTemplateType(rawType);
  const { scope, canEdit } = await openSopPage("templates");
  const context = await orNotFound(() => getAssignContext(scope, { kind: "template", type, slug: templateId }));
  return <AssignPage route="/template/[type]/[templateId]/assign-tasks" scope={scope} canEdit={canEdit} context={context} />;
}
