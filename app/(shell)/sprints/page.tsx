import type { Metadata } from "next";
import { CircleAlertIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { addDays, today as currentDay, weekdayOf } from "@/lib/calendar-day";
import { requireModule } from "@/modules/roles/guard";
import { SprintsView } from "@/modules/sprints/components/sprints-view";
import { listSprintRows, type SprintRow } from "@/modules/sprints/queries";
import { pickCurrentSprint } from "@/modules/tasks/sprint-rule";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/sprints");

/** Where the next generation would most likely start: after the last sprint, else next Monday. */
function suggestedStart(sprints: SprintRow[], today: string): string {
  const last = sprints.reduce<string | null>((max, s) => (max === null || s.endDate > max ? s.endDate : max), null);
  if (last && last >= today) return addDays(last, 1);
  return addDays(today, (8 - weekdayOf(today)) % 7);
}

export default async function SprintsPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const today = currentDay();
  let sprints: SprintRow[] | null = null;
  try {
    sprints = await listSprintRows(scope);
  } catch (e) {
    console.error("Failed to fetch sprints", e);
  }
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/sprints" description="The brand's sprints, generated a year at a time. New tasks go into the current sprint: the open one that contains today, else the first open one." />
      {sprints ? (
        <SprintsView
          brandId={scope.brandId}
          sprints={sprints}
          currentId={pickCurrentSprint(sprints, today)?.id ?? null}
          today={today}
          defaultStartDate={suggestedStart(sprints, today)}
          canEdit={canEdit}
        />
      ) : (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>Failed to fetch sprints</AlertTitle>
          <AlertDescription>Reload the page in a moment. If it keeps failing, the database may be unreachable.</AlertDescription>
        </Alert>
      )}
    </PageBody>
  );
}
