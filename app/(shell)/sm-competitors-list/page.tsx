import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { CompetitorsList } from "@/modules/social/components/competitors-list";
import { getCompetitorsPage } from "@/modules/social/competitors/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/sm-competitors-list");

export default async function CompetitorsListPage() {
  const { scope, canEdit } = await requireModule("social-media");
  const data = await getCompetitorsPage(scope);
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/sm-competitors-list" description="The Instagram and LinkedIn profiles this brand tracks — its own accounts first, then competitors — how often each is fetched, and how the last fetch went." />
      <CompetitorsList brandId={scope.brandId} data={data} canEdit={canEdit} />
    </PageBody>
  );
}
