import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PrioritizationBoard } from "@/modules/growth/components/prioritization-board";
import { growthMetadata, openGrowthPage } from "@/modules/growth/page";
import { getPrioritization } from "@/modules/growth/queries";

export const metadata = growthMetadata("/prioritization");

export default async function PrioritizationPage() {
  const { scope, access } = await openGrowthPage();
  const data = await getPrioritization(scope);
  return (
    <PageBody>
      <PageHeader route="/prioritization" description="Score ideas with ICE or RICE — the brand chooses its model — and rank them. Confidence can start from the win rate of past learnings in the same channel and stage." />
      <PrioritizationBoard brandId={scope.brandId} {...data} canEdit={access.canEdit} />
    </PageBody>
  );
}
