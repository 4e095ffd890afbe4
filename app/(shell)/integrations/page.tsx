import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { BrandServices, DeploymentServices } from "@/modules/integrations/components/integrations-view";
import { brandJobCounts, deploymentServices, listBrandServices } from "@/modules/integrations/queries";
import { requireModule } from "@/modules/roles/guard";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/integrations");

export default async function IntegrationsPage() {
  const { scope } = await requireModule("integrations");
  const [services, jobs] = await Promise.all([listBrandServices(scope), brandJobCounts(scope)]);
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/integrations" description="The outside services this brand and this deployment are connected to, and how they are doing." />
      <BrandServices services={services} jobs={jobs} />
      <DeploymentServices services={deploymentServices()} />
    </PageBody>
  );
}
