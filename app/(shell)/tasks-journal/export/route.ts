import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { journalCsv } from "@/modules/tasks/csv";
import { parseJournalFilters } from "@/modules/tasks/inputs";
import { listJournalLines } from "@/modules/tasks/reports";
import { today as currentDay } from "@/lib/calendar-day";

/** The current brand's journal lines (same period and person as the page) as a CSV download. */
export const GET = withBrandRoute(
  "/tasks-journal/export",
  { brand: "current", module: "tasks", access: "view", signedOut: "Please log in to export the tasks journal." },
  async (req, scope) => {
    const url = new URL(req.url);
    const filters = parseJournalFilters(Object.fromEntries(url.searchParams), currentDay());
    const lines = await listJournalLines(scope, filters);
    return csvDownload(journalCsv(lines, scope.brandId, url.origin), `tasks-journal-${filters.from}-to-${filters.to}.csv`);
  },
);
