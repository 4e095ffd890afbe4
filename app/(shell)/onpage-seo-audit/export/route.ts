import { z } from "zod";
import writeExcelFile from "write-excel-file/node";
import { csvDownload, withBrandRoute, xlsxDownload } from "@/lib/brand-route";
import { auditIssuesCsv, auditIssuesTable } from "@/modules/seo/audit/csv";
import { auditIssuesForExport } from "@/modules/seo/audit/view";

/** The issues of the current brand's latest succeeded crawl (or ?crawl=<id>) as CSV, or ?format=xlsx as a workbook. */
export const GET = withBrandRoute(
  "/onpage-seo-audit/export",
  { brand: "current", module: "seo", access: "view", signedOut: "Please log in to export the audit." },
  async (req, scope) => {
    const params = new URL(req.url).searchParams;
    const crawl = z.uuid().safeParse(params.get("crawl"));
    const rows = await auditIssuesForExport(scope, crawl.success ? crawl.data : undefined);
    const name = `site-audit-${new Date().toISOString().slice(0, 10)}`;
    if (params.get("format") === "xlsx") return xlsxDownload(await writeExcelFile(auditIssuesTable(rows)).toBuffer(), `${name}.xlsx`);
    return csvDownload(auditIssuesCsv(rows), `${name}.csv`);
  },
);
