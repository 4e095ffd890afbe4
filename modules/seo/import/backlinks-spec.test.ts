import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeText, parseDelimited, validateTable } from "@/lib/import";
import { backlinkDate, backlinkRecords, semrushBacklinksSpec } from "./backlinks-spec";
import { SEO_IMPORT_SPECS } from "./specs";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/seo/semrush");
const table = (name: string) => parseDelimited(decodeText(new Uint8Array(readFileSync(path.join(FIXTURES, name)))).text).rows;

describe("the Semrush Backlinks export", () => {
  it("is recognised by its header and read into backlinks with their target domain", () => {
    const v = validateTable(table("backlinks-sportsshoes.com.csv"), [semrushBacklinksSpec]);
    expect(v.spec?.kind).toBe("seo.semrush_backlinks");
    expect(v.errors).toEqual([]);
    expect(v.ignored.map((i) => i.header)).toEqual(["External links", "Internal links", "Sponsored", "Ugc", "Text", "Frame", "Form", "Image", "Sitewide"]);
    const records = backlinkRecords(v);
    expect(records).toHaveLength(6);
    expect(new Set(records.map((r) => r.target))).toEqual(new Set(["sportsshoes.com"]));
    expect(records[0]).toEqual({
      row: 2,
      target: "sportsshoes.com",
      link: { domainFrom: "runningshoesguru.com", urlFrom: "https://runningshoesguru.com/reviews/best-trail-shoes", urlTo: "https://www.sportsshoes.com/trail-running-shoes/", anchor: "trail running shoes", firstSeen: "2026-10-19T00:00:00.000Z", lostDate: null, dofollow: true },
    });
    // A lost link is dated by its last sighting; Nofollow true is not dofollow.
    expect(records[4]!.link).toMatchObject({ domainFrom: "halfmarathonblog.example", lostDate: "2026-08-14T00:00:00.000Z" });
    expect(records[5]!.link.dofollow).toBe(false);
  });

  it("is not mistaken for a keyword export, nor a keyword export for it", () => {
    expect(validateTable(table("backlinks-sportsshoes.com.csv"), SEO_IMPORT_SPECS).spec).toBeNull();
    const keywords = [["Keyword", "Volume", "Keyword Difficulty"], ["running shoes", "1000", "40"]];
    expect(validateTable(keywords, [semrushBacklinksSpec]).errors[0]?.message).toMatch(/columns were not recognised.*"Source url", "Target url"/);
  });

  it("reports a bad URL or date by row and column", () => {
    const v = validateTable(
      [
        ["Source url", "Target url", "First seen"],
        ["not a url at all", "https://brand.example/", "2026-01-01"],
        ["https://a.example/x", "https://brand.example/", "someday"],
      ],
      [semrushBacklinksSpec],
    );
    expect(v.errors).toEqual([
      { row: 2, column: "Source url", message: 'The source URL "not a url at all" is not a web address.' },
      { row: 3, column: "First seen", message: '"someday" is not a date such as 2026-03-05.' },
    ]);
  });

  it("reads the date forms Semrush uses", () => {
    expect(backlinkDate("2026-03-05")).toBe("2026-03-05");
    expect(backlinkDate("2026-03-05 14:02:11 UTC")).toBe("2026-03-05");
    expect(backlinkDate("Mar 5, 2026")).toBe("2026-03-05");
    expect(backlinkDate("2026-02-30")).toBeNull();
  });
});
