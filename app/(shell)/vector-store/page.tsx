import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { CollectionsManager } from "@/modules/knowledge/components/collections-manager";
import { EmbeddingSettings } from "@/modules/knowledge/components/embedding-settings";
import { SearchPanel } from "@/modules/knowledge/components/search-panel";
import { SourcesTable } from "@/modules/knowledge/components/sources-table";
import { parseSourcesTable } from "@/modules/knowledge/inputs";
import { listSourcesPage } from "@/modules/knowledge/queries";
import { getKnowledgeSearchPageData } from "@/modules/knowledge/search/page-data";
import { NO_PGVECTOR_NOTE } from "@/modules/knowledge/search/query";
import { MAX_UPLOAD_BYTES } from "@/modules/knowledge/sources";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/vector-store");

export default async function VectorStorePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("vector-store");
  const state = parseSourcesTable(await searchParams);
  const [page, data] = await Promise.all([listSourcesPage(scope, state), getKnowledgeSearchPageData(scope)]);
  return (
    <PageBody>
      <PageHeader
        route="/vector-store"
        description="The brand's knowledge base: files, pasted text, web pages and the brand's own data, read into passages that ground every AI feature and that it cites. Switch a source off to leave it out."
      />
      <SearchPanel brandId={scope.brandId} collections={data.collections.map((c) => ({ id: c.id, name: c.name }))} vectorNote={data.embedding.vectorStore ? null : NO_PGVECTOR_NOTE} />
      <SourcesTable brandId={scope.brandId} page={page} state={state} canEdit={canEdit} maxUploadBytes={MAX_UPLOAD_BYTES} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CollectionsManager brandId={scope.brandId} collections={data.collections} sources={data.sources} canEdit={canEdit} />
        <EmbeddingSettings brandId={scope.brandId} settings={data.embedding} canEdit={canEdit} />
      </div>
    </PageBody>
  );
}
