import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { apiCallsCsv } from "@/modules/api-audit/csv";
import { parseApiCallTable } from "@/modules/api-audit/inputs";
import { listApiCallsForExport } from "@/modules/api-audit/queries";

/** The current brand's API calls (the page's filters and sort, every page) as a CSV download. */
export const GET = withBrandRoute(
  "/api-calls-audit/export",
  { brand: "current", module: "api-calls-audit", access: "view", signedOut: "Please log in to export the API calls audit." },
  async (req, scope) => {
    const { filters, sort } = parseApiCallTable(new URL(req.url).searchParams);
    const rows = await listApiCallsForExport(scope, filters, sort);
    return csvDownload(apiCallsCsv(rows), `api-calls-${new Date().toISOString().slice(0, 10)}.csv`);
  },
);
