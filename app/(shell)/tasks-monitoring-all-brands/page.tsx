import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { MonitoringAllBrands, WorkloadCards } from "@/modules/tasks/components/monitoring";
import { getMonitoringAllBrands } from "@/modules/tasks/reports";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/tasks-monitoring-all-brands");

export default async function TasksMonitoringAllBrandsPage() {
  const user = await requireUser();
  const view = await getMonitoringAllBrands(user);
  return (
    <PageBody>
      <PageHeader route="/tasks-monitoring-all-brands" description="Every brand you work in at a glance, and each person's workload across all of them." />
      <WorkloadCards totals={view.totals} />
      <MonitoringAllBrands view={view} />
    </PageBody>
  );
}
