import { PageBody, PageHeader } from "@/components/shell/page-header";
import { LearningsLibrary } from "@/modules/growth/components/learnings-library";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getLearnings } from "@/modules/growth/queries/learnings";

export const metadata = routeMetadata("/growth-learnings");

export default async function GrowthLearningsPage({ searchParams }: { searchParams: Promise<{ experiment?: string }> }) {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const [data, { experiment }] = await Promise.all([getLearnings(scope), searchParams]);
  return (
    <PageBody>
      <PageHeader
        route="/growth-learnings"
        description="Each finished experiment's result — outcome, the metric it moved and by how much, what was learned, the evidence — in a searchable library with win rates by channel, stage and pillar."
      />
      <LearningsLibrary brandId={scope.brandId} {...data} canEdit={canEdit} initialIdeaId={experiment ?? null} />
    </PageBody>
  );
}
