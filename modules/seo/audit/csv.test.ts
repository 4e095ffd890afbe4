import { describe, expect, it } from "vitest";
import writeExcelFile from "write-excel-file/node";
import { readXlsxRows } from "@/lib/import/xlsx";
import { auditIssuesCsv, auditIssuesTable } from "./csv";

const rows = [{ pageUrl: "https://ex.com/a", checkKey: "title-missing", severity: "critical", evidence: "<head> has no <title>" }];

describe("audit issue export", () => {
  it("writes the same table as CSV and as an .xlsx workbook that reads back cell for cell", async () => {
    const table = auditIssuesTable(rows);
    expect(table[0]).toEqual(["page_url", "check", "issue", "severity", "evidence", "how_to_fix"]);
    expect(table[1]!.slice(0, 5)).toEqual(["https://ex.com/a", "title-missing", "Title missing", "critical", "<head> has no <title>"]);
    expect(auditIssuesCsv(rows).split(/\r?\n/)[0]).toBe("page_url,check,issue,severity,evidence,how_to_fix");
    const bytes = await writeExcelFile(table).toBuffer();
    expect(await readXlsxRows(new Uint8Array(bytes))).toEqual(table);
  });
});
