import type { Metadata } from "next";
import { PageBody } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { SchedulerPage } from "@/modules/saio/components/scheduler-page";
import { getScheduler } from "@/modules/saio/queries";

export const metadata: Metadata = routeMetadata("/scheduler");

export default async function SchedulerRoute() {
  const { scope, canEdit } = await requireModule("saio");
  return (
    <PageBody className="max-w-5xl">
      <SchedulerPage brandId={scope.brandId} canEdit={canEdit} data={await getScheduler(scope)} />
    </PageBody>
  );
}
