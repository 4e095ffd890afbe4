import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ChannelsBoard } from "@/modules/growth/components/channels-board";
import { growthMetadata, openGrowthPage } from "@/modules/growth/page";
import { getChannelsPage } from "@/modules/growth/queries";

export const metadata = growthMetadata("/sales-channels");

export default async function SalesChannelsPage() {
  const { scope, access } = await openGrowthPage();
  const data = await getChannelsPage(scope);
  return (
    <PageBody className="max-w-7xl">
      <PageHeader
        route="/sales-channels"
        description="The 19 traction channels of the Bullseye framework. Place each in the outer, middle or inner ring, rank them, and note ideas, the cost and results of cheap tests, and the customer acquisition cost."
      />
      <ChannelsBoard brandId={scope.brandId} channels={data.channels} ideas={data.ideas} canEdit={access.canEdit} />
    </PageBody>
  );
}
