import { PageBody, PageHeader } from "@/components/shell/page-header";
import { TemplateLibrary } from "@/modules/sops/components/template-library";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";

import { listTemplates } from "@/modules/sops/queries/library";

export const metadata = routeMetadata("/tmplt-industries");

export default async function TemplateIndustriesPage() {
  const { scope } = await requireModule("templates");
  const templates = await listTemplates(scope, "industry");
  return (
    <PageBody>
      <PageHeader
        route="/tmplt-industries"
        description="Standard operating procedures for the marketing of a whole industry. Adopt one to copy its areas, task groups and tasks into this brand's SOPs."
      />
      <TemplateLibrary templates={templates} type="industry" />
    </PageBody>
  );
}
