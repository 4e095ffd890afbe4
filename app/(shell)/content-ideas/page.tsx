import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { IdeasView } from "@/modules/content/components/ideas-view";
import { parseIdeasTable } from "@/modules/content/ideas/inputs";
import { getIdeaEngine, getIdeaReadiness, listIdeasPage } from "@/modules/content/ideas/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/content-ideas");

export default async function ContentIdeasPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("content-marketing");
  const state = parseIdeasTable(await searchParams);
  const [page, readiness, engine] = await Promise.all([listIdeasPage(scope, state), getIdeaReadiness(scope), getIdeaEngine(scope)]);
  return (
    <PageBody>
      <PageHeader
        route="/content-ideas"
        description="Ideas from the brand's data — keyword groups without content, striking-distance keywords, decaying pages, questions, AI prompts the brand loses and competitors' gaps — each with why it was suggested and a score from volume, ease and business fit. Accept one to create its brief."
      />
      <IdeasView brandId={scope.brandId} page={page} state={state} readiness={readiness} engine={engine} canEdit={canEdit} />
    </PageBody>
  );
}
