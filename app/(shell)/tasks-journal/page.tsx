import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireModule } from "@/modules/roles/guard";
import { JournalControls } from "@/modules/tasks/components/journal-controls";
import { JournalReport, PrintStyles } from "@/modules/tasks/components/journal";
import { parseJournalFilters } from "@/modules/tasks/inputs";
import { getJournal } from "@/modules/tasks/reports";
import { today as currentDay } from "@/lib/calendar-day";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/tasks-journal");

export default async function TasksJournalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope } = await requireModule("tasks");
  const view = await getJournal(scope, parseJournalFilters(await searchParams, currentDay()));
  return (
    <PageBody>
      <PrintStyles />
      <PageHeader route="/tasks-journal" description="What was created, started and completed, per day or week and per person. Print it or export it as CSV." />
      <JournalControls filters={view.filters} squad={view.squad} />
      <JournalReport view={view} />
    </PageBody>
  );
}
