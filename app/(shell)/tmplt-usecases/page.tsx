import { PageBody, PageHeader } from "@/components/shell/page-header";
import { TemplateLibrary } from "@/modules/sops/components/template-library";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";

import { listTemplates } from "@/modules/sops/queries/library";

export const metadata = routeMetadata("/tmplt-usecases");

export default async function TemplateUsecasesPage() {
  const { scope } = await requireModule("templates");
  const templates = await listTemplates(scope, "usecase");
  return (
    <PageBody>
      <PageHeader
        route="/tmplt-usecases"
        description="Procedures for a recurring kind of work, such as onboarding a client, a website migration or a QBR. Adopt one to copy its tasks into this brand's SOPs."
      />
      <TemplateLibrary templates={templates} type="usecase" />
    </PageBody>
  );
}
