import type { Metadata } from "next";
import { PageBody } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { ClassificationPage } from "@/modules/saio/components/classification/classification-page";
import { getClassification } from "@/modules/saio/queries";

export const metadata: Metadata = routeMetadata("/dynamic-competitor-classification");

export default async function DynamicCompetitorClassificationPage() {
  const { scope, canEdit } = await requireModule("saio");
  return (
    <PageBody>
      <ClassificationPage brandId={scope.brandId} canEdit={canEdit} data={await getClassification(scope)} />
    </PageBody>
  );
}
