import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { CollectionsManager } from "@/modules/knowledge/components/collections-manager";
import { EmbeddingSettings } from "@/modules/knowledge/components/embedding-settings";
import { SearchPanel } from "@/modules/knowledge/components/search-panel";
import { getKnowledgeSearchPageData } from "@/modules/knowledge/search/page-data";
import { NO_PGVECTOR_NOTE } from "@/modules/knowledge/search/query";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/vector-store");

// Composed with the sources panel (ingestion) at merge.
export default async function VectorStorePage() {
  const { scope, canEdit } = await requireModule("vector-store");
  const data = await getKnowledgeSearchPageData(scope);
  return (
    <PageBody>
      <PageHeader route="/vector-store" description="The brand's knowledge base: the material every AI feature writes from and cites." />
      <SearchPanel brandId={scope.brandId} collections={data.collections.map((c) => ({ id: c.id, name: c.name }))} vectorNote={data.embedding.vectorStore ? null : NO_PGVECTOR_NOTE} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CollectionsManager brandId={scope.brandId} collections={data.collections} sources={data.sources} canEdit={canEdit} />
        <EmbeddingSettings brandId={scope.brandId} settings={data.embedding} canEdit={canEdit} />
      </div>
    </PageBody>
  );
}
