import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { BriefSettingsForm } from "@/modules/personas/briefs/components/brief-settings-form";
import { getBriefSettingsPage } from "@/modules/personas/briefs/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/personas-brief-settings");

export default async function PersonasBriefSettingsPage() {
  const { scope, canEdit } = await requireModule("personas");
  const data = await getBriefSettingsPage(scope);
  return (
    <PageBody>
      <PageHeader route="/personas-brief-settings" description="The market, ages, attributes, grounding, AI engine and monthly budget every new persona brief of this brand starts from." />
      <BriefSettingsForm key={data.settings.saved ? "saved" : "defaults"} brandId={scope.brandId} data={data} canEdit={canEdit} />
    </PageBody>
  );
}
