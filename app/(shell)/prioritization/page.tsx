import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PrioritizationBoard } from "@/modules/growth/components/prioritization-board";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getPrioritization } from "@/modules/growth/queries/prioritization";

export const metadata = routeMetadata("/prioritization");

export default async function PrioritizationPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const data = await getPrioritization(scope);
  return (
    <PageBody>
      <PageHeader route="/prioritization" description="Score ideas with ICE or RICE — the brand chooses its model — and rank them. Confidence can start from the win rate of past learnings in the same channel and stage." />
      <PrioritizationBoard brandId={scope.brandId} {...data} canEdit={canEdit} />
    </PageBody>
  );
}
