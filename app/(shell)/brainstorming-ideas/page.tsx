import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { IdeaBacklog } from "@/modules/growth/components/idea-backlog";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getBacklog } from "@/modules/growth/queries/ideas";

export const metadata = routeMetadata("/brainstorming-ideas");

export default async function BrainstormingIdeasPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const data = await getBacklog(scope);
  return (
    <PageBody>
      <PageHeader
        route="/brainstorming-ideas"
        description="The experiment idea backlog: capture ideas in one line, then give each a hypothesis, a pillar, a funnel stage, a channel, an owner and an effort. Look-alike ideas are flagged."
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link href="/prioritization">Score and rank</Link>
          </Button>
        }
      />
      <IdeaBacklog brandId={scope.brandId} ideas={data.ideas} pillars={data.pillars} squad={data.squad} model={data.model} canEdit={canEdit} />
    </PageBody>
  );
}
