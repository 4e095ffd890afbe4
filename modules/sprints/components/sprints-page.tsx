import { CircleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { addDays, weekdayOf } from "@/lib/calendar-day";
import { pickCurrentSprint } from "@/modules/tasks/sprint-rule";
import type { SprintRow } from "../queries";
import { SprintsView } from "./sprints-view";

/** Where the next generation would most likely start: after the last sprint, else next Monday. */
function suggestedStart(sprints: SprintRow[], today: string): string {
  const last = sprints.reduce<string | null>((max, s) => (max === null || s.endDate > max ? s.endDate : max), null);
  if (last && last >= today) return addDays(last, 1);
  return addDays(today, (8 - weekdayOf(today)) % 7);
}

/** /sprints: the brand's sprints (null when they could not be read) with the current one marked. */
export function SprintsPage({ brandId, canEdit, sprints, today }: { brandId: string; canEdit: boolean; sprints: SprintRow[] | null; today: string }) {
  return sprints ? (
    <SprintsView
      brandId={brandId}
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
  );
}
