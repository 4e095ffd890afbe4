import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { SourcesTable } from "@/modules/knowledge/components/sources-table";
import { parseSourcesTable } from "@/modules/knowledge/inputs";
import { listSourcesPage } from "@/modules/knowledge/queries";
import { MAX_UPLOAD_BYTES } from "@/modules/knowledge/sources";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/vector-store");

export default async function VectorStorePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("vector-store");
  const state = parseSourcesTable(await searchParams);
  const page = await listSourcesPage(scope, state);
  return (
    <PageBody>
      <PageHeader
        route="/vector-store"
        description="The brand's knowledge base: files, pasted text, web pages and the brand's own data, read into passages that ground every AI feature. Switch a source off to leave it out."
      />
      <SourcesTable brandId={scope.brandId} page={page} state={state} canEdit={canEdit} maxUploadBytes={MAX_UPLOAD_BYTES} />
    </PageBody>
  );
}
