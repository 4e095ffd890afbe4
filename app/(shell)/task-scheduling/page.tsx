import type { Metadata } from "next";
import { PageBody } from "@/components/shell/page-header";
import { today } from "@/lib/calendar-day";
import { routeMetadata } from "@/lib/navigation/registry";
import { TaskSchedulingPage } from "@/modules/recurring/components/task-scheduling-page";
import { getSchedulingPage } from "@/modules/recurring/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/task-scheduling");

export default async function TaskSchedulingRoute({ searchParams }: { searchParams: Promise<{ rule?: string }> }) {
  const [{ scope, canEdit }, { rule: ruleId }] = await Promise.all([requireModule("tasks"), searchParams]);
  const { rules, squad } = await getSchedulingPage(scope);
  return (
    <PageBody>
      <TaskSchedulingPage brandId={scope.brandId} canEdit={canEdit} ruleId={ruleId} rules={rules} squad={squad} today={today()} />
    </PageBody>
  );
}
