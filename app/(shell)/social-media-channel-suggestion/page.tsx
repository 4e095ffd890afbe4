import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { ChannelMixView } from "@/modules/social/channel-mix/components/channel-mix-view";
import { listChannelMixRuns } from "@/modules/social/channel-mix/runs";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/social-media-channel-suggestion");

export default async function ChannelMixPage() {
  const { scope, canEdit } = await requireModule("social-media");
  const runs = await listChannelMixRuns(scope);
  return (
    <PageBody>
      <PageHeader route="/social-media-channel-suggestion" description="Which social networks to invest in for this brand, why, how often to post and what it takes — scored from its audience, goals and results." />
      <ChannelMixView brandId={scope.brandId} runs={runs} canEdit={canEdit} />
    </PageBody>
  );
}
