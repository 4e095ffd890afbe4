import type { Metadata } from "next";
import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { today } from "@/lib/calendar-day";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { SprintsPage } from "@/modules/sprints/components/sprints-page";
import { listSprintRows, type SprintRow } from "@/modules/sprints/queries";

export const metadata: Metadata = routeMetadata("/sprints");

export default async function SprintsRoute() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  let sprints: SprintRow[] | null = null;
  try {
    sprints = await listSprintRows(scope);
  } catch (e) {
    console.error("Failed to fetch sprints", e);
  }
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/sprints" description="The brand's sprints, generated a year at a time. New tasks go into the current sprint: the open one that contains today, else the first open one." />
      <SprintsPage brandId={scope.brandId} canEdit={canEdit} sprints={sprints} today={today()} />
      <LiveRefresh topics={["sprints", "tasks"]} />
    </PageBody>
  );
}
