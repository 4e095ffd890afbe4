import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { linkGapCsv } from "@/modules/seo/backlinks-csv";
import { linkGapForExport } from "@/modules/seo/queries/backlinks";

/** The current brand's latest link gap, every row, as CSV. */
export const GET = withBrandRoute(
  "/competitors-backlinks/export",
  { brand: "current", module: "seo", access: "view", signedOut: "Please log in to export the link gap." },
  async (_req, scope) => csvDownload(linkGapCsv(await linkGapForExport(scope)), `link-gap-${new Date().toISOString().slice(0, 10)}.csv`),
);
