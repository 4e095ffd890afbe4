import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { taskListCsv } from "@/modules/tasks/csv";
import { parseTaskFilters } from "@/modules/tasks/inputs";
import { listTasksForExport } from "@/modules/tasks/queries";
import { today as currentDay } from "@/lib/calendar-day";

/** The current brand's tasks matching the list's filters and sort (the whole list, not one page) as CSV. */
export const GET = withBrandRoute(
  "/tasks/export",
  { brand: "current", module: "tasks", access: "view", signedOut: "Please log in to export tasks." },
  async (req, scope) => {
    const url = new URL(req.url);
    const today = currentDay();
    const rows = await listTasksForExport(scope, parseTaskFilters(Object.fromEntries(url.searchParams)), today);
    return csvDownload(taskListCsv(rows, url.origin), `tasks-${today}.csv`);
  },
);
