import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeText, parseDelimited, validateTable } from "@/lib/import";
import { intentOf, monthColumns, recordsOf, SEO_IMPORT_SPECS, specSource, summariseBulkRows, type KeywordRecord } from "./specs";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/seo");

function load(name: string) {
  const decoded = decodeText(new Uint8Array(readFileSync(path.join(FIXTURES, name))));
  const table = parseDelimited(decoded.text);
  const validation = validateTable(table.rows, SEO_IMPORT_SPECS);
  return { decoded, table, validation, ...recordsOf(validation, table.rows) };
}

const keywordRecords = (r: ReturnType<typeof load>) => r.records.filter((x): x is KeywordRecord => x.kind === "keyword");

describe("SEO file recognisers on real-format exports", () => {
  it("reads Search Console's Queries.csv: CTR as a fraction, positions as averages", () => {
    const r = load("gsc/Queries.csv");
    expect(r.validation.spec?.kind).toBe("seo.gsc_queries");
    expect(specSource(r.validation)).toBe("gsc_export");
    expect(r.validation.errors).toEqual([]);
    expect(r.records).toHaveLength(8);
    expect(r.records[1]).toMatchObject({ kind: "gsc", row: 3, keyword: "cold brew concentrate", gsc: { query: "cold brew concentrate", page: null, clicks: 96, impressions: 5120, position: 7.2 } });
    expect(r.records[1]!.kind === "gsc" && r.records[1]!.gsc.ctr).toBeCloseTo(0.0188, 6);
  });

  it("recognises Search Console's bulk data export (searchdata_url_impression as CSV) by its header and sums it per day, page and query", () => {
    const r = load("gsc-bulk/searchdata_url_impression.csv");
    expect(r.validation.spec?.kind).toBe("seo.gsc_bulk_url");
    expect(specSource(r.validation)).toBe("gsc_export");
    expect(r.validation.errors).toEqual([]);
    expect(r.validation.ignored.map((i) => i.header)).toEqual(["is_anonymized_discover", "is_amp_top_stories", "is_amp_blue_link", "is_job_listing"]);
    const bulk = summariseBulkRows(r.validation);
    expect(bulk.anonymizedRows).toBe(1);
    expect(bulk.otherSearchTypeRows).toBe(1);
    expect(bulk.rows).toHaveLength(3);
    // Two countries and devices of one day summed; position = (420 + 200) / (120 + 80) + 1.
    const first = bulk.rows.find((x) => x.date === "2026-03-02")!;
    expect(first).toMatchObject({ query: "cold brew ratio", page: "https://northwind-coffee.example/guides/cold-brew", clicks: 10, impressions: 200, country: null, device: null });
    expect(first.position).toBeCloseTo(4.1, 6);
    expect(first.ctr).toBeCloseTo(0.05, 6);
    expect(bulk.rows.find((x) => x.query === "northwind coffee")!.position).toBe(1);
    expect(r.records.every((x) => x.kind === "gsc" && x.gsc.date !== null)).toBe(true);
  });

  it("reads Search Console's Pages.csv", () => {
    const r = load("gsc/Pages.csv");
    expect(r.validation.spec?.kind).toBe("seo.gsc_pages");
    expect(r.records[0]).toMatchObject({ kind: "gsc", keyword: null, gsc: { page: "https://www.northwind.coffee/", clicks: 455 } });
  });

  it("reads Keyword Planner's UTF-16 tab-separated export below its two title lines, with the month columns", () => {
    const r = load("keyword-planner.csv");
    expect(r.decoded.encoding).toBe("utf-16le");
    expect(r.table.delimiter).toBe("\t");
    expect(r.validation.spec?.kind).toBe("seo.keyword_planner");
    expect(r.validation.headerRow).toBe(3);
    expect(r.validation.errors).toEqual([]);
    expect(r.months).toHaveLength(12);
    expect(r.months[0]).toBe("2025-01");
    const [cold, , , range] = keywordRecords(r);
    expect(cold).toMatchObject({ row: 4, keyword: "cold brew coffee", figures: { volume: 22200, competition: 0.78, cpcUsd: 1.49, difficulty: null } });
    expect(cold!.figures.monthly).toHaveLength(12);
    expect(cold!.figures.monthly![4]).toEqual({ month: "2025-05", volume: 33100 });
    expect(cold!.figures.extra).toMatchObject({ competitionLevel: "High", yoyChange: -0.18, currency: "USD" });
    // A range is not a number of searches: kept as said, volume unknown (never 0).
    expect(range).toMatchObject({ keyword: "ethiopian yirgacheffe", figures: { volume: null, monthly: null, extra: { volumeRange: "1K – 10K" } } });
  });

  it("reads Semrush's keyword export, keeping the trend ratios as ratios", () => {
    const r = load("semrush-keywords.csv");
    expect(r.validation.spec?.kind).toBe("seo.semrush_keywords");
    const [cold] = keywordRecords(r);
    expect(cold).toMatchObject({ keyword: "cold brew coffee", figures: { volume: 22200, difficulty: 68, cpcUsd: 1.34, competition: 1, intent: "informational", monthly: null } });
    expect(cold!.figures.extra.trend).toHaveLength(12);
    expect(cold!.figures.extra.serpFeatures).toEqual(["Sitelinks", "People also ask", "Video", "Image pack"]);
  });

  it("reads Semrush's organic positions export with position and URL", () => {
    const r = load("semrush-positions.csv");
    expect(r.validation.spec?.kind).toBe("seo.semrush_positions");
    expect(keywordRecords(r)[1]).toMatchObject({ keyword: "cold brew concentrate", figures: { position: 7, url: "https://www.northwind.coffee/guides/cold-brew", volume: 6600, intent: "commercial", extra: { previousPosition: 9 } } });
  });

  it("reads Ahrefs' keyword export (UTF-8 with BOM)", () => {
    const r = load("ahrefs-keywords.csv");
    expect(r.validation.spec?.kind).toBe("seo.ahrefs_keywords");
    const [cold, beans] = keywordRecords(r);
    expect(cold).toMatchObject({ keyword: "cold brew coffee", figures: { volume: 21000, difficulty: 61, cpcUsd: 1.4, position: null, extra: { parentKeyword: "cold brew", country: "gb" } } });
    expect(beans).toMatchObject({ figures: { position: 12, url: "https://www.northwind.coffee/shop/espresso-beans", intent: "commercial" } });
  });

  it("names the row and column of every bad cell", () => {
    const r = load("semrush-keywords-bad.csv");
    expect(r.validation.spec?.kind).toBe("seo.semrush_keywords");
    expect(r.validation.errors).toEqual([
      { row: 3, column: "Volume", message: '"lots" is not a count.' },
      { row: 3, column: "Keyword Difficulty", message: '"high" is not a difficulty from 0 to 100.' },
    ]);
    expect(r.records).toHaveLength(1);
  });

  it("refuses a foreign file and says what the header needs", () => {
    const v = validateTable([["Name", "Email"], ["Ada", "ada@example.com"]], SEO_IMPORT_SPECS);
    expect(v.spec).toBeNull();
    expect(v.errors[0]).toMatchObject({ row: 1, column: null });
    expect(v.errors[0]!.message).toMatch(/The columns were not recognised/);
  });

  it("maps intents and month headers", () => {
    expect(intentOf("Commercial, Informational")).toBe("commercial");
    expect(intentOf(["branded", "Local"])).toBeNull();
    expect([...monthColumns(["Keyword", "Searches: Sep 2025", "Searches: Oct 2025"]).values()]).toEqual(["2025-09", "2025-10"]);
  });
});
