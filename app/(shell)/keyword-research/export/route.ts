import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { listKeywordsForExport } from "@/modules/seo/queries/research";
import { keywordsCsv } from "@/modules/seo/research-csv";
import { exportIds, parseKeywordTable } from "@/modules/seo/research-inputs";

/** The current brand's keywords matching the table's filters and sort (every page) as CSV. */
export const GET = withBrandRoute(
  "/keyword-research/export",
  { brand: "current", module: "seo", access: "view", signedOut: "Please log in to export keywords." },
  async (req, scope) => {
    const params = new URL(req.url).searchParams;
    const rows = await listKeywordsForExport(scope, parseKeywordTable(params), exportIds(params.get("ids")));
    return csvDownload(keywordsCsv(rows), `keywords-${new Date().toISOString().slice(0, 10)}.csv`);
  },
);
