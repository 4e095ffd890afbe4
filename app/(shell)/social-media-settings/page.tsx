import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { SocialSettingsForm } from "@/modules/social/settings/components/social-settings-form";
import { getSocialSettingsPage } from "@/modules/social/settings/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/social-media-settings");

export default async function SocialMediaSettingsPage() {
  const { scope, canEdit } = await requireModule("social-media");
  const data = await getSocialSettingsPage(scope);
  return (
    <PageBody>
      <PageHeader route="/social-media-settings" description="Connected accounts, posting windows, approval, hashtag sets, banned words and who writes the brand's social posts." />
      <SocialSettingsForm brandId={scope.brandId} data={data} canEdit={canEdit} />
    </PageBody>
  );
}
