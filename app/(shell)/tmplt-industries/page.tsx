import { PageBody, PageHeader } from "@/components/shell/page-header";
import { TemplateLibrary } from "@/modules/sops/components/template-library";
import { openSopPage, sopMetadata } from "@/modules/sops/page";
import { listTemplates } from "@/modules/sops/queries";

export const metadata = sopMetadata("/tmplt-industries");

export default async function TemplateIndustriesPage() {
  const { scope } = await openSopPage("templates");
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
