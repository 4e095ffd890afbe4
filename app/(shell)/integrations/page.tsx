import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { accessTo } from "@/lib/brand-scope";
import { atLeast } from "@/lib/permissions";
import { AiEnginesPanel } from "@/modules/ai/components/ai-engines-panel";
import { aiEnginesView } from "@/modules/ai/queries";
import { GoogleSearchConsoleCard } from "@/modules/integrations/components/google-search-console-card";
import { BrandServices, DeploymentServices } from "@/modules/integrations/components/integrations-view";
import { SeoProviders } from "@/modules/integrations/components/seo-providers";
import { listSeoProviderActivity } from "@/modules/seo/queries/provider-activity";
import { getGoogleConnectionView } from "@/modules/integrations/google/connection";
import { brandJobCounts, deploymentServices, listBrandServices } from "@/modules/integrations/queries";
import { requireModule } from "@/modules/roles/guard";
import { routeMetadata } from "@/lib/navigation/registry";
import { SocialConnectionsCard } from "@/modules/social/components/social-connections-card";
import { getSocialConnectionsView } from "@/modules/social/connect/connection";
import { AdsConnectionsCard } from "@/modules/ppc/connect/components/ads-connections-card";
import { getAdsConnectionsView } from "@/modules/ppc/connect/connection";

export const metadata: Metadata = routeMetadata("/integrations");

export default async function IntegrationsPage() {
  const { scope, canEdit } = await requireModule("integrations");
  // Engines spend the brand's sealed keys: changing them is brand administration, testing them is not.
  const canManageEngines = atLeast(await accessTo(scope, "brand-settings"), "edit");
  const canSyncAds = atLeast(await accessTo(scope, "performance-marketing"), "edit");
  const [services, jobs, ai, google, seo, social, ads] = await Promise.all([listBrandServices(scope), brandJobCounts(scope), aiEnginesView(scope, { withKeys: canManageEngines }), getGoogleConnectionView(scope), listSeoProviderActivity(scope), getSocialConnectionsView(scope), getAdsConnectionsView(scope)]);
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/integrations" description="The outside services this brand and this deployment are connected to, and how they are doing." />
      <AiEnginesPanel brandId={scope.brandId} engines={ai.engines} keys={ai.keys} canManage={canManageEngines} canTest={canEdit} />
      {/* Connecting Google stores a credential every SEO job uses: brand administration, like engines. */}
      <GoogleSearchConsoleCard brandId={scope.brandId} view={google} canManage={canManageEngines} />
      <SeoProviders overview={seo} google={google} />
      <SocialConnectionsCard brandId={scope.brandId} views={social} canManage={canManageEngines} />
      <AdsConnectionsCard brandId={scope.brandId} views={ads} canManage={canManageEngines} canSync={canSyncAds} />
      <BrandServices services={services} jobs={jobs} />
      <DeploymentServices services={deploymentServices()} />
    </PageBody>
  );
}
