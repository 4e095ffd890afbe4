import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { KeywordFiltersBar } from "@/modules/seo/components/research/keyword-filters";
import { KeywordTable } from "@/modules/seo/components/research/keyword-table";
import { ResearchEmpty } from "@/modules/seo/components/research/research-empty";
import { ResearchToolbar } from "@/modules/seo/components/research/research-toolbar";
import { loadKeywordResearch } from "@/modules/seo/queries/research";

export const metadata: Metadata = routeMetadata("/keyword-research");

export default async function KeywordResearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const data = await loadKeywordResearch(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/keyword-research"
        description="Every keyword of this brand with its volume, trend, CPC, difficulty, intent and position, and where each figure came from."
        actions={data.hasKeywords ? <ResearchToolbar brandId={scope.brandId} canEdit={canEdit} /> : null}
      />
      {data.hasKeywords ? (
        <>
          <KeywordFiltersBar state={data.state} groups={data.groups} />
          <KeywordTable
            brandId={scope.brandId}
            rows={data.rows}
            total={data.total}
            state={data.state}
            groups={data.groups}
            views={data.views}
            exportHref={data.exportHref}
            canEdit={canEdit}
          />
        </>
      ) : (
        <ResearchEmpty brandId={scope.brandId} canEdit={canEdit} />
      )}
    </PageBody>
  );
}
