import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { requireModule } from "@/modules/roles/guard";
import { MonitoringTable, WorkloadCards } from "@/modules/tasks/components/monitoring";
import { getMonitoring } from "@/modules/tasks/reports";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/tasks-monitoring");

export default async function TasksMonitoringPage() {
  const { scope } = await requireModule("tasks");
  const view = await getMonitoring(scope);
  return (
    <PageBody>
      <PageHeader
        route="/tasks-monitoring"
        description="Who has what, what is stuck and what got done this week in this brand."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href="/tasks-monitoring-all-brands">All brands</Link>
          </Button>
        }
      />
      <WorkloadCards totals={view.totals} />
      <MonitoringTable view={view} />
    </PageBody>
  );
}
