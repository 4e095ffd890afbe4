import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { GscSyncCard } from "@/modules/seo/components/seo-settings/gsc-sync-card";
import { ProviderStatusCard } from "@/modules/seo/components/seo-settings/provider-status-card";
import { SeoSettingsForm } from "@/modules/seo/components/seo-settings/seo-settings-form";
import { SpendCard } from "@/modules/seo/components/seo-settings/spend-card";
import { loadSeoSettingsPage } from "@/modules/seo/settings-page";

export const metadata: Metadata = routeMetadata("/settings-seo");

export default async function SeoSettingsPage() {
  const { scope, canEdit } = await requireModule("seo");
  const data = await loadSeoSettingsPage(scope);
  return (
    <PageBody>
      <PageHeader route="/settings-seo" description="The market, providers, rank-check schedule, alert threshold, budget and competitors every SEO page of this brand uses." />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <SeoSettingsForm brandId={scope.brandId} settings={data.settings} canEdit={canEdit} />
        <div className="grid content-start gap-4">
          <SpendCard spent={data.spent} budget={data.settings.monthlyBudgetUsd} cacheHits={data.savings.hits} savedUsd={data.savings.savedUsd} />
          <ProviderStatusCard providers={data.providers} chosen={data.settings.providers.serp} />
          <GscSyncCard brandId={scope.brandId} state={data.gsc} canEdit={canEdit} />
        </div>
      </div>
    </PageBody>
  );
}
