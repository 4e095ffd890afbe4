import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { ReviewFilters, ReviewList, WritePostButton } from "@/modules/social/linkedin/components/review-view";
import { resolveSocialAi } from "@/modules/social/linkedin/engine";
import { getIdeasPage } from "@/modules/social/linkedin/ideas";
import { getReviewPage, type ReviewFilter } from "@/modules/social/linkedin/posts";
import { listStyleProfiles } from "@/modules/social/linkedin/training";

export const metadata: Metadata = routeMetadata("/linkedin-posts-suggested");

const FILTERS: ReviewFilter[] = ["suggested", "selected", "rejected"];

export default async function LinkedinPostsSuggestedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("social-media");
  const params = await searchParams;
  const filter = FILTERS.find((f) => f === params.status) ?? "suggested";
  const idea = typeof params.idea === "string" && isUuid(params.idea) ? params.idea : null;
  const [data, styles, ideas, ai] = await Promise.all([getReviewPage(scope, filter), listStyleProfiles(scope), canEdit ? getIdeasPage(scope, "new") : null, canEdit ? resolveSocialAi(scope) : null]);
  const aiNote = ai && ai.engine.kind === "none" ? ai.engine.note : null;
  return (
    <PageBody>
      <PageHeader
        route="/linkedin-posts-suggested"
        description="Drafts in a chosen voice, as variants with different hooks, previewed as LinkedIn shows them (cut at “…see more”), counted against 3,000 characters, with the knowledge sources they draw on. Approve one for scheduling or reject it with a reason."
        actions={canEdit ? <WritePostButton brandId={scope.brandId} styles={styles} ideas={(ideas?.ideas ?? []).map((i) => ({ id: i.id, title: i.title }))} initialIdea={idea} aiNote={aiNote} /> : null}
      />
      {aiNote ? (
        <p role="status" className="rounded-md border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200">
          {aiNote}
        </p>
      ) : null}
      <ReviewFilters filter={filter} counts={data.counts} />
      <ReviewList brandId={scope.brandId} posts={data.posts} filter={filter} canEdit={canEdit} />
    </PageBody>
  );
}
