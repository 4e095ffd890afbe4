import { describe, expect, it } from "vitest";
import { validateTable } from "@/lib/import";
import { looksLikeGa4Export, readGa4Export } from "./ga4-csv";
import { recordsOf, SEO_IMPORT_SPECS, type Ga4Record } from "./specs";

// GA4's own layout: a comment block, the chart's "Nth day" table, a blank line, the report table.
const DOWNLOAD = `# ----------------------------------------
# Landing page
# Account: Northwind Coffee
# Property: northwind-coffee.example - GA4
# ----------------------------------------
#
# All Users
# Start date: 20260301
# End date: 20260303
Nth day,Sessions
0000,120
0001,98
0002,143

Landing page,Session default channel group,Sessions,Engaged sessions,Key events,Total revenue
/,Organic Search,210,150,12.5,0
/guides/cold-brew,Organic Search,"1,051",700,3,0
/,Direct,90,40,1,0
`;

const ga4Records = (rows: string[][]) => {
  const v = validateTable(rows, SEO_IMPORT_SPECS);
  return { v, records: recordsOf(v, rows).records.filter((r): r is Ga4Record => r.kind === "ga4") };
};

describe("GA4 report download", () => {
  it("is recognised by its comment block, not by a CSV that merely starts with #", () => {
    expect(looksLikeGa4Export(DOWNLOAD)).toBe(true);
    expect(looksLikeGa4Export("\uFEFF# ----------------------------------------\n# x")).toBe(true);
    expect(looksLikeGa4Export("# my notes\nLanding page,Sessions\n")).toBe(false);
    expect(looksLikeGa4Export("Top queries,Clicks\n")).toBe(false);
  });

  it("reads the comment block and both tables, the chart's Nth day as dates from the start date", () => {
    const g = readGa4Export(DOWNLOAD.replace(/\n/g, "\r\n"));
    expect(g).toMatchObject({ title: "Landing page", account: "Northwind Coffee", property: "northwind-coffee.example - GA4", startDate: "2026-03-01", endDate: "2026-03-03" });
    expect(g.tables).toHaveLength(2);
    expect(g.tables[0]).toEqual([["Date", "Sessions"], ["2026-03-01", "120"], ["2026-03-02", "98"], ["2026-03-03", "143"]]);
    expect(g.tables[1]![0]).toEqual(["Landing page", "Session default channel group", "Sessions", "Engaged sessions", "Key events", "Total revenue"]);
  });

  it("validates each table as a GA4 report: organic rows kept, other channels marked, counts with thousands commas", () => {
    const g = readGa4Export(DOWNLOAD);
    const chart = ga4Records(g.tables[0]!);
    expect(chart.v.spec?.kind).toBe("seo.ga4_report");
    expect(chart.records.map((r) => [r.ga4.day, r.ga4.sessions])).toEqual([["2026-03-01", 120], ["2026-03-02", 98], ["2026-03-03", 143]]);
    const table = ga4Records(g.tables[1]!);
    expect(table.v.errors).toEqual([]);
    expect(table.v.ignored.map((i) => i.header)).toEqual(["Total revenue"]);
    expect(table.records.map((r) => [r.ga4.landingPage, r.organic, r.ga4.sessions, r.ga4.engagedSessions, r.ga4.keyEvents])).toEqual([
      ["/", true, 210, 150, 12.5],
      ["/guides/cold-brew", true, 1051, 700, 3],
      ["/", false, 90, 40, 1],
    ]);
  });

  it("reads GA4's compact dates in a Date column and refuses what is not a date", () => {
    const ok = ga4Records([["Date", "Device category", "Sessions"], ["20260131", "Mobile", "5"]]);
    expect(ok.records[0]!.ga4).toMatchObject({ day: "2026-01-31", device: "mobile", sessions: 5 });
    const bad = validateTable([["Date", "Sessions"], ["20261340", "5"]], SEO_IMPORT_SPECS);
    expect(bad.errors[0]?.message).toMatch(/not a date such as 20260131/);
  });

  it("does not take a Search Console Dates.csv for GA4 (no Sessions) and reads it as Search Console dates", () => {
    const v = validateTable([["Date", "Clicks", "Impressions", "CTR", "Position"], ["2026-01-01", "18", "1102", "1.63%", "10.1"]], SEO_IMPORT_SPECS);
    expect(v.spec?.kind).toBe("seo.gsc_dates");
    expect(recordsOf(v, []).records[0]).toMatchObject({ kind: "gsc", gsc: { date: "2026-01-01", query: null, page: null, clicks: 18 } });
  });
});
