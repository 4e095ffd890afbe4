import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { loadBriefsPage } from "@/modules/content/briefs/page";
import { BriefEditor } from "@/modules/content/components/briefs-editor";
import { BriefsList } from "@/modules/content/components/briefs-list";
import { BriefSide } from "@/modules/content/components/briefs-side";
import { BriefStatusBadge } from "@/modules/content/components/briefs-status";
import { NearDuplicateWarning } from "@/modules/content/components/near-duplicate-warning";
import { briefEditorKey } from "@/modules/content/briefs/editor-key";

export const metadata: Metadata = routeMetadata("/content-briefs");

const back = (
  <Button asChild variant="ghost" size="sm" className="w-fit">
    <Link href="/content-briefs">
      <ArrowLeftIcon aria-hidden="true" />
      All briefs
    </Link>
  </Button>
);

export default async function ContentBriefsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("content-marketing");
  const p = await loadBriefsPage(scope, await searchParams);
  if (p.view === "missing") {
    return (
      <PageBody>
        <PageHeader route="/content-briefs" />
        <EmptyState icon={FileQuestionIcon} title="This brief does not exist" action={back}>
          It may have been deleted, or the link is for another brand. Switch to that brand, or open the list of this brand&apos;s briefs.
        </EmptyState>
      </PageBody>
    );
  }
  if (p.view === "brief") {
    const { brief } = p.data;
    return (
      <PageBody>
        {back}
        <PageHeader
          route="/content-briefs"
          title={
            <span className="flex flex-wrap items-center gap-3">
              <span className="break-words">{brief.title}</span>
              <BriefStatusBadge status={brief.status} />
            </span>
          }
          description={brief.keyword ? `Brief for "${brief.keyword}".` : "A brief without a keyword: add the search it should rank for."}
        />
        <NearDuplicateWarning duplicates={p.data.duplicates} className="text-sm" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <BriefEditor key={briefEditorKey(brief)} data={p.data} brandId={scope.brandId} canEdit={canEdit} />
          <BriefSide data={p.data} brandId={scope.brandId} canEdit={canEdit} />
        </div>
      </PageBody>
    );
  }
  return (
    <PageBody>
      <PageHeader
        route="/content-briefs"
        description="A brief per piece: search intent, audience, angle, title options, outline, questions, terms, internal links, sources, length and call to action — shared with writers read-only, exported to Word or Markdown, assigned as a task."
      />
      <BriefsList rows={p.rows} filters={p.filters} total={p.total} options={p.options} brandId={scope.brandId} canEdit={canEdit} />
    </PageBody>
  );
}
