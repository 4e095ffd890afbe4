import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ChannelsBoard } from "@/modules/growth/components/channels-board";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getChannelsPage } from "@/modules/growth/queries/channels";

export const metadata = routeMetadata("/sales-channels");

export default async function SalesChannelsPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const data = await getChannelsPage(scope);
  return (
    <PageBody className="max-w-7xl">
      <PageHeader
        route="/sales-channels"
        description="The 19 traction channels of the Bullseye framework. Place each in the outer, middle or inner ring, rank them, and note ideas, the cost and results of cheap tests, and the customer acquisition cost."
      />
      <ChannelsBoard brandId={scope.brandId} channels={data.channels} ideas={data.ideas} canEdit={canEdit} />
    </PageBody>
  );
}
