import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { DraftsToolbar, GenerationsPanel, PostsList } from "@/modules/content/drafts/components/drafts-view";
import { PostEditor } from "@/modules/content/drafts/components/post-editor";
import { getDraftsPage, parsePostFilter } from "@/modules/content/drafts/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/cm-posts-suggested");

export default async function ReviewGeneratedPostsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("content-marketing");
  const params = await searchParams;
  const post = typeof params.post === "string" && isUuid(params.post) ? params.post : null;
  const data = await getDraftsPage(scope, { filter: parsePostFilter(params.status), postId: post });
  return (
    <PageBody>
      <PageHeader
        route="/cm-posts-suggested"
        description="Drafts written from the briefs — by the AI engine, the external agent or a writer — scored against their brief. Edit, approve for the calendar, or reject with a reason."
        actions={<DraftsToolbar brandId={scope.brandId} briefs={data.briefs} canEdit={canEdit} />}
      />
      <GenerationsPanel brandId={scope.brandId} generations={data.generations} canEdit={canEdit} />
      {data.open ? <PostEditor key={data.open.post.id} brandId={scope.brandId} open={data.open} canEdit={canEdit} /> : post ? <p role="alert" className="text-sm text-destructive">That post no longer exists, or it belongs to another brand.</p> : null}
      <PostsList data={data} />
    </PageBody>
  );
}
