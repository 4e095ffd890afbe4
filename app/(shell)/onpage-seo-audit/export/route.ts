import { z } from "zod";
import { csvDownload, withBrandRoute } from "@/lib/brand-route";
import { auditIssuesCsv } from "@/modules/seo/audit/csv";
import { auditIssuesForExport } from "@/modules/seo/audit/view";

/** The issues of the current brand's latest succeeded crawl (or ?crawl=<id>) as CSV. */
export const GET = withBrandRoute(
  "/onpage-seo-audit/export",
  { brand: "current", module: "seo", access: "view", signedOut: "Please log in to export the audit." },
  async (req, scope) => {
    const crawl = z.uuid().safeParse(new URL(req.url).searchParams.get("crawl"));
    const rows = await auditIssuesForExport(scope, crawl.success ? crawl.data : undefined);
    return csvDownload(auditIssuesCsv(rows), `site-audit-${new Date().toISOString().slice(0, 10)}.csv`);
  },
);
