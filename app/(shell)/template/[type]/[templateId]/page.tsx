import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { routeMetadata } from "@/lib/navigation/registry";
import { mayEdit } from "@/lib/permissions";
import { requireModule } from "@/modules/roles/guard";
import { TemplatePage } from "@/modules/sops/components/template-page";
import { parseTemplateType } from "@/modules/sops/page";
import { getTemplate } from "@/modules/sops/queries/library";

type Props = { params: Promise<{ type: string; templateId: string }> };

export const metadata: Metadata = routeMetadata("/template/[type]/[templateId]");

export default async function TemplateRoute({ params }: Props) {
  const { type: rawType, templateId } = await params;
  const type = parseTemplateType(rawType);
  // Adopting or assigning a template writes SOPs: editing is the SOPs module's right.
  const { scope, modules } = await requireModule("templates");
  const template = await getTemplate(scope, type, templateId);
  if (!template) notFound();
  return <TemplatePage brandId={scope.brandId} template={template} canEdit={mayEdit(modules, "sops")} />;
}
