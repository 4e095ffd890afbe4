import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { PpcSettingsForm } from "@/modules/ppc/settings/components/ppc-settings-form";
import { getPpcSettingsPage } from "@/modules/ppc/settings/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/performance-marketing-settings");

export default async function PerformanceMarketingSettingsPage() {
  const { scope, canEdit } = await requireModule("performance-marketing");
  const data = await getPpcSettingsPage(scope);
  return (
    <PageBody>
      <PageHeader route="/performance-marketing-settings" description="Ad accounts, currency, monthly budget, target CPA and ROAS, negative-candidate thresholds and the brand-term wall of this brand's paid search." />
      <PpcSettingsForm brandId={scope.brandId} data={data} canEdit={canEdit} />
    </PageBody>
  );
}
