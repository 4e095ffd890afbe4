import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "./csv";

describe("csv", () => {
  it("parses quoted fields with delimiters, quotes and line breaks", () => {
    expect(parseCsv('name,domain\r\n"Acme, Inc.",acme.com\n"Say ""hi""","multi\nline"\n')).toEqual([
      ["name", "domain"],
      ["Acme, Inc.", "acme.com"],
      ['Say "hi"', "multi\nline"],
    ]);
  });

  it("skips blank lines and a byte-order mark", () => {
    expect(parseCsv("\uFEFFa\n\n b \n")).toEqual([["a"], [" b "]]);
  });

  it("detects semicolons and tabs", () => {
    expect(parseCsv("name\tdomain\nx\ty")[1]).toEqual(["x", "y"]);
    expect(parseCsv("a;b\n1;2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("round-trips through toCsv", () => {
    const rows = [
      ["name", "domain"],
      ['A "quoted", name', "a.com"],
      ["line\nbreak", ""],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it("neutralises spreadsheet formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
