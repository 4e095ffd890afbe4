import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { activityCsv } from "@/modules/activity/csv";
import { parseActivityTable } from "@/modules/activity/inputs";
import { listActivityForExport } from "@/modules/activity/queries";

/** The current brand's activity (the page's filters and sort, every page) as a CSV download. */
export const GET = withBrandRoute(
  "/activity/export",
  { brand: "current", module: "activity-log", access: "view", signedOut: "Please log in to export the activity log." },
  async (req, scope) => {
    const { filters, sort } = parseActivityTable(new URL(req.url).searchParams);
    const rows = await listActivityForExport(scope, filters, sort);
    return csvDownload(activityCsv(rows), `activity-${new Date().toISOString().slice(0, 10)}.csv`);
  },
);
