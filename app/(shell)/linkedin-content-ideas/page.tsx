import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { AgentRequests, IdeasList, IdeasToolbar } from "@/modules/social/linkedin/components/ideas-view";
import { ideasEngineSummary } from "@/modules/social/linkedin/engine";
import { getIdeasPage, type IdeaFilter } from "@/modules/social/linkedin/ideas";
import { listStyleProfiles } from "@/modules/social/linkedin/training";

export const metadata: Metadata = routeMetadata("/linkedin-content-ideas");

const FILTERS: IdeaFilter[] = ["new", "used", "rejected"];

export default async function LinkedinContentIdeasPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("social-media");
  const params = await searchParams;
  const filter = FILTERS.find((f) => f === params.status) ?? "new";
  const [data, styles, engine] = await Promise.all([getIdeasPage(scope, filter), listStyleProfiles(scope), ideasEngineSummary(scope)]);
  return (
    <PageBody>
      <PageHeader
        route="/linkedin-content-ideas"
        description="LinkedIn post ideas from the brand's own material — its content, SEO/SAIO findings, growth learnings and news sources — each with why it fits now. Write a post from one on the next step."
        actions={canEdit ? <IdeasToolbar brandId={scope.brandId} styles={styles} engine={engine} /> : null}
      />
      {engine.kind === "none" ? (
        <p role="status" className="rounded-md border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200">
          {engine.text}
        </p>
      ) : null}
      {!styles.length ? (
        <p role="status" className="text-sm text-muted-foreground">
          Posts are written in a style profile: create one on 1. Training (/training-linkedin) before writing.
        </p>
      ) : null}
      <AgentRequests requests={data.requests} />
      <IdeasList brandId={scope.brandId} ideas={data.ideas} filter={filter} counts={data.counts} canEdit={canEdit} hasStyles={styles.length > 0} material={data.material} />
    </PageBody>
  );
}
