import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { loadBrandedPage } from "@/modules/seo/words-pages";
import { BrandedBody } from "@/modules/seo/components/words/branded-body";

export const metadata: Metadata = routeMetadata("/branded-keywords");

export default async function BrandedKeywordsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const view = await loadBrandedPage(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/branded-keywords"
        description="Every keyword of the store as branded, competitor-branded or non-branded, with the rule that decided it. Change a wrong call: your override sticks, whatever the rules say later."
      />
      <BrandedBody brandId={scope.brandId} view={view} canEdit={canEdit} />
    </PageBody>
  );
}
