import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeText, parseDelimited } from "@/lib/import";
import { readPpcCsv, readPpcRows, parsePeriod } from "./read";
import { metric, parseReportDay } from "./specs";

const SAMPLE = path.resolve(import.meta.dirname, "../../../db/sample/ppc");
const sample = (name: string) => readPpcCsv(new Uint8Array(readFileSync(path.join(SAMPLE, name))));
const utf16 = (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));

describe("PPC report readers on the shipped sample files", () => {
  it("reads the Google Ads search terms report: title, date range, rows by day, totals lines skipped", () => {
    const r = sample("google-ads-search-terms.csv");
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({ network: "google_ads", kind: "search_term", meta: { title: "Search terms report", periodFrom: "2026-10-01", periodTo: "2026-10-30", currencies: ["USD"] } });
    expect(r.meta.totals).toEqual(["Total: Account", "Total: Search", "Total: Filtered search terms"]);
    expect(r.validation.headerRow).toBe(3);
    expect(r.report!.kind).toBe("search_term");
    const rows = r.report!.rows as Extract<typeof r.report, { kind: "search_term" }>["rows"];
    expect(rows.length).toBeGreaterThan(2500);
    expect(rows[0]).toMatchObject({ term: "northwind coffee", campaign: "Northwind - Brand", adGroup: "Brand", keywordText: "northwind coffee", matchType: "Exact match", from: "2026-10-01", to: "2026-10-01" });
    // Thousands separators of the totals never reach the rows; the rows' cost sums to the filtered total.
    const cost = rows.reduce((s, x) => s + x.cost, 0);
    const totalLine = readFileSync(path.join(SAMPLE, "google-ads-search-terms.csv"), "utf8").split("\n").find((l) => l.startsWith("Total: Filtered"))!;
    const filteredCost = parseDelimited(totalLine).rows[0]![12]!;
    expect(cost).toBeCloseTo(metric(filteredCost).ok ? (metric(filteredCost) as { value: number }).value : NaN, 1);
    expect(r.notes.join(" ")).toMatch(/3 totals lines skipped \(Total: Account, Total: Search, Total: Filtered search terms\)/);
    // Terms served from two ad groups are there for duplicate detection.
    const groups = new Set(rows.filter((x) => x.term === "cold brew coffee concentrate").map((x) => x.adGroup));
    expect([...groups].sort()).toEqual(["Cold brew coffee", "Cold brew concentrate"]);
  });

  it("reads the Google Ads campaign report downloaded as Excel .csv (UTF-16LE, tab-separated)", () => {
    const bytes = new Uint8Array(readFileSync(path.join(SAMPLE, "google-ads-campaigns-by-day.csv")));
    expect(decodeText(bytes).encoding).toBe("utf-16le");
    const r = readPpcCsv(bytes);
    expect(r.errors).toEqual([]);
    expect(r.kind).toBe("campaign");
    const rows = r.report!.rows as Extract<typeof r.report, { kind: "campaign" }>["rows"];
    expect(rows).toHaveLength(6 * 30);
    expect(rows.find((x) => x.campaign === "Northwind - Performance Max")).toMatchObject({ channel: "performance_max", campaignExternalId: "20481006", spanDays: 1, dailyBudget: 50, status: "Enabled" });
    expect(r.meta.totals).toEqual(["Total: Account", "Total: Search", "Total: Performance Max"]);
  });

  it("reads the Google Ads keyword report and strips match punctuation", () => {
    const r = sample("google-ads-keywords.csv");
    expect(r.errors).toEqual([]);
    const rows = r.report!.rows as Extract<typeof r.report, { kind: "keyword" }>["rows"];
    expect(rows.find((x) => x.adGroup === "Cold brew concentrate" && x.matchType === "exact")).toMatchObject({ keyword: "cold brew concentrate", qualityScore: 8, from: "2026-10-01", to: "2026-10-30" });
    expect(rows.find((x) => x.matchType === "phrase")!.keyword).not.toMatch(/"/);
  });

  it("reads the Microsoft Advertising search query report: preamble, API column names, footer", () => {
    const r = sample("microsoft-ads-search-terms.csv");
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({ network: "microsoft_ads", kind: "search_term", meta: { title: "Search query report", periodFrom: "2026-10-01", periodTo: "2026-10-30" } });
    expect(r.meta.preamble).toHaveLength(9);
    const rows = r.report!.rows as Extract<typeof r.report, { kind: "search_term" }>["rows"];
    expect(rows[0]).toMatchObject({ network: "microsoft_ads", campaign: "Northwind - Brand", term: "northwind coffee", matchType: "Exact" });
  });
});

describe("PPC report readers on edge cases", () => {
  it('reads "--", " --", percentages, thousands separators and currency symbols', () => {
    expect(metric("--")).toEqual({ ok: true, value: 0 });
    expect(metric(" --")).toEqual({ ok: true, value: 0 });
    expect(metric("1,234")).toEqual({ ok: true, value: 1234 });
    expect(metric("12.5%")).toEqual({ ok: true, value: 12.5 });
    expect(metric("US$1,234.56")).toEqual({ ok: true, value: 1234.56 });
    expect(metric("€12,50")).toEqual({ ok: true, value: 12.5 });
    expect(metric("lots").ok).toBe(false);
  });

  it("reads days and periods as the exports write them", () => {
    expect(parseReportDay("Jan 5, 2026")).toBe("2026-01-05");
    expect(parseReportDay("Monday, January 5, 2026")).toBe("2026-01-05");
    expect(parseReportDay("1/15/2026")).toBe("2026-01-15");
    expect(parseReportDay("2/30/2026")).toBeNull();
    expect(parsePeriod("January 1, 2026 - January 31, 2026")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(parsePeriod("1/1/2026,1/31/2026")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });

  it("reads a UTF-16LE tab-separated search terms report without a Day column over the date-range line", () => {
    const text = [
      "Search terms report",
      "January 1, 2026 - January 31, 2026",
      "Search term\tMatch type\tAdded/Excluded\tCampaign\tAd group\tKeyword\tClicks\tImpr.\tCTR\tCurrency code\tAvg. CPC\tCost\tConv. rate\tConversions\tCost / conv.\tConv. value",
      "free coffee\tBroad match\tNone\tCoffee\tBeans\tcoffee beans\t1,204\t10,500\t11.47%\tEUR\t0.50\t€602.00\t0.00%\t0.00\t --\t0.00",
      "coffee beans\tExact match\tAdded\tCoffee\tBeans\t[coffee beans]\t10\t100\t10.00%\tEUR\t1.00\t10.00\t10.00%\t1.00\t10.00\t25.00",
      "Total: Account\t--\t--\t--\t--\t--\t1,214\t10,600\t--\tEUR\t--\t612.00\t--\t1.00\t--\t25.00",
      "",
    ].join("\r\n");
    const r = readPpcCsv(utf16(text));
    expect(r.errors).toEqual([]);
    const rows = r.report!.rows as Extract<typeof r.report, { kind: "search_term" }>["rows"];
    expect(rows).toEqual([
      expect.objectContaining({ term: "free coffee", clicks: 1204, impressions: 10500, cost: 602, conversions: 0, from: "2026-01-01", to: "2026-01-31", keywordText: "coffee beans" }),
      expect.objectContaining({ term: "coffee beans", keywordText: "coffee beans", conversionValue: 25 }),
    ]);
    expect(r.meta).toMatchObject({ currencies: ["EUR"], totals: ["Total: Account"] });
  });

  it("reads Microsoft's UI column names", () => {
    const csv = ['"Report Name: My search terms"', '"Report Time: 2/1/2026,2/28/2026"', '"Report Aggregation: Summary"', '"Rows: 1"', "", "Search term,Campaign name,Ad group,Keyword,Delivered match type,Impr.,Clicks,Spend,Conv.,Revenue", "cold brew,Coffee,Cold,cold brew,Phrase,100,5,$3.50,1,20", "", '"©2026 Microsoft Corporation. All rights reserved."'].join("\n");
    const r = readPpcCsv(csv);
    expect(r.errors).toEqual([]);
    expect(r.report!.rows[0]).toMatchObject({ network: "microsoft_ads", term: "cold brew", cost: 3.5, conversions: 1, from: "2026-02-01", to: "2026-02-28" });
  });

  it("refuses an unknown file by naming the columns it needs, and a report without a period", () => {
    const unknown = readPpcCsv("Name,Email\nAda,ada@example.com\n");
    expect(unknown.report).toBeNull();
    expect(unknown.errors[0]!.message).toMatch(/The columns were not recognised\. The header row needs "Search term", "Campaign", "Ad group", "Cost"/);
    const undated = readPpcCsv("Search term,Campaign,Ad group,Clicks,Cost\ncoffee,C,G,1,1\n");
    expect(undated.report).toBeNull();
    expect(undated.errors[0]!.message).toMatch(/neither its date-range line nor a Day column/);
  });

  it("reports a bad figure by row and column", () => {
    const rows = parseDelimited("Search terms report\nJanuary 1, 2026 - January 31, 2026\nSearch term,Campaign,Ad group,Clicks,Cost\ncoffee,C,G,many,1\n").rows;
    const r = readPpcRows(rows);
    expect(r.report).toBeNull();
    expect(r.errors).toEqual([{ row: 4, column: "Clicks", message: '"many" is not a number.' }]);
  });
});
