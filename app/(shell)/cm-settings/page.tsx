import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { ContentSettingsForm } from "@/modules/content/settings/components/content-settings-form";
import { getContentSettingsPage } from "@/modules/content/settings/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/cm-settings");

export default async function ContentMarketingSettingsPage() {
  const { scope, canEdit } = await requireModule("content-marketing");
  const data = await getContentSettingsPage(scope);
  return (
    <PageBody>
      <PageHeader route="/cm-settings" description="The voice, lengths, grounding, engine, budget and external agent every content generation of this brand uses." />
      <ContentSettingsForm key={data.settings.saved ? "saved" : "defaults"} brandId={scope.brandId} data={data} canEdit={canEdit} />
    </PageBody>
  );
}
