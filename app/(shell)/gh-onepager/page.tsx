import { PageBody, PageHeader } from "@/components/shell/page-header";
import { getBrand } from "@/modules/brands/queries";
import { OnePagerEditor } from "@/modules/growth/components/one-pager-editor";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getOnePagerPage } from "@/modules/growth/queries/one-pager";

export const metadata = routeMetadata("/gh-onepager");

export default async function GrowthOnePagerPage({ searchParams }: { searchParams: Promise<{ view?: string }> }) {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const [{ onePager }, brand, { view }] = await Promise.all([getOnePagerPage(scope), getBrand(scope), searchParams]);
  const empty = !onePager.updatedAt && !onePager.northStar;
  return (
    <PageBody>
      <PageHeader
        route="/gh-onepager"
        description="The growth strategy on one page: the North Star Metric, mission, customer, value proposition, objectives and key results, constraints and focus."
      />
      <OnePagerEditor
        brandId={scope.brandId}
        brandName={brand?.name ?? "Brand"}
        onePager={onePager}
        canEdit={canEdit}
        initialView={view === "document" || (!empty && view !== "edit") ? "document" : "edit"}
      />
    </PageBody>
  );
}
