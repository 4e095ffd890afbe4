import { describe, expect, it } from "vitest";
import { buildXlsx } from "@/tests/support/xlsx";
import { cells, decodeText, parseDelimited, validateTable, columnLetter, type ImportSpec } from "./index";
import { readImportSource, ImportSourceError } from "./source";
import { declaredUnpackedSize } from "./xlsx";

const utf16le = (s: string, bom = true) => Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(s, "utf16le")]);
const utf16be = (s: string) => {
  const le = Buffer.from(s, "utf16le");
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le]);
};

describe("decodeText", () => {
  it("reads UTF-16 LE with a BOM (Excel's Unicode text, ad platform exports)", () => {
    expect(decodeText(utf16le("Datum\tKlicks\n2025-01-31\t1.200 €\n"))).toEqual({ text: "Datum\tKlicks\n2025-01-31\t1.200 €\n", encoding: "utf-16le", bom: true });
  });
  it("reads UTF-16 BE with a BOM and UTF-16 LE without one", () => {
    expect(decodeText(utf16be("café,1")).text).toBe("café,1");
    expect(decodeText(utf16le("date,value\n2025-01-31,3", false))).toMatchObject({ text: "date,value\n2025-01-31,3", encoding: "utf-16le", bom: false });
  });
  it("strips a UTF-8 BOM and keeps UTF-8", () => {
    expect(decodeText(Buffer.from("\uFEFFcafé;Zürich", "utf8"))).toEqual({ text: "café;Zürich", encoding: "utf-8", bom: true });
  });
  it("falls back to windows-1252 when the bytes are not valid UTF-8", () => {
    // "Café – 5 €" as Windows Excel saves it: é = E9, en dash = 96, euro = 80.
    const bytes = Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80]);
    expect(decodeText(bytes)).toEqual({ text: "Café – 5 €", encoding: "windows-1252", bom: false });
  });
});

describe("parseDelimited", () => {
  it("finds semicolons and tabs", () => {
    expect(parseDelimited("date;value\n2025-01-31;12,5\n")).toMatchObject({ delimiter: ";", rows: [["date", "value"], ["2025-01-31", "12,5"]] });
    expect(parseDelimited("date\tvalue\n2025-01-31\t3")).toMatchObject({ delimiter: "\t", rows: [["date", "value"], ["2025-01-31", "3"]] });
  });
  it("keeps quoted line breaks, delimiters and quotes inside their cell; mixed line ends are fine", () => {
    expect(parseDelimited('a,b\r\n"x, y","say ""hi""\nagain"\n1,2').rows).toEqual([["a", "b"], ["x, y", 'say "hi"\nagain'], ["1", "2"]]);
  });
  it("keeps blank lines so row i is spreadsheet row i + 1", () => {
    expect(parseDelimited("a,b\n\n1,2\n").rows).toEqual([["a", "b"], [""], ["1", "2"]]);
  });
  it("reports a quote that is never closed by row", () => {
    expect(parseDelimited('a,b\n1,2\n"3,4\n').problems[0]).toMatchObject({ row: 3, message: expect.stringMatching(/quote/) });
  });
});

const metricSpec: ImportSpec = {
  kind: "values",
  label: "Values, one row per value",
  columns: [
    { field: "date", label: "Date", aliases: ["day", "Datum"], required: true, parse: cells.date() },
    { field: "metric", label: "Metric", required: true, parse: cells.oneOf(["Sign-ups", "Visitors"], (r) => `No metric is named "${r}".`) },
    { field: "value", label: "Value", aliases: ["amount"], required: true, allowEmpty: true, parse: cells.number() },
  ],
  maxRows: 5,
};
const listSpec: ImportSpec = {
  kind: "list",
  label: "A list",
  columns: [{ field: "prompt", label: "Prompt", aliases: ["question"], required: true, parse: cells.text({ min: 3 }) }],
  headerless: ["prompt"],
};

describe("validateTable", () => {
  it("recognises columns by alias, in any order, ignoring case, spaces and punctuation", () => {
    const v = validateTable([["  AMOUNT ", "Notes", "metric", "D-A-Y"], ["3", "x", "sign ups", "2025-01-31"]], [listSpec, metricSpec]);
    expect(v.spec?.kind).toBe("values");
    expect(v.columns.map((c) => [c.field, c.header, c.letter])).toEqual([["value", "AMOUNT", "A"], ["metric", "metric", "C"], ["date", "D-A-Y", "D"]]);
    expect(v.ignored).toEqual([{ header: "Notes", letter: "B" }]);
    expect(v.rows).toEqual([{ row: 2, values: { value: 3, metric: "Sign-ups", date: "2025-01-31" } }]);
  });

  it("reports bad cells by spreadsheet row and column and leaves their rows out", () => {
    const table = parseDelimited('date,metric,value\n2025-01-31,Visitors,10\n\n2025-02-30,Visitors,abc\n"2025-03-31",Nope,\n').rows;
    const v = validateTable(table, [metricSpec]);
    expect(v.errors).toEqual([
      { row: 4, column: "date", message: '"2025-02-30" is not a date. Use yyyy-MM-dd, e.g. 2025-03-31.' },
      { row: 4, column: "value", message: '"abc" is not a number.' },
      { row: 5, column: "metric", message: 'No metric is named "Nope".' },
    ]);
    expect(v.rows.map((r) => r.row)).toEqual([2]);
    expect(v.rowCount).toBe(3);
  });

  it("finds the header below a report's title lines and counts rows from the top of the file", () => {
    const v = validateTable([["Campaign report"], ["Jan 1 - Jan 31"], ["Day", "Metric", "Value"], ["2025-01-31", "Visitors", "oops"]], [metricSpec]);
    expect(v.headerRow).toBe(3);
    expect(v.errors).toEqual([{ row: 4, column: "Value", message: '"oops" is not a number.' }]);
  });

  it("says which columns it expected when it recognises none, or reads a plain list without a header", () => {
    expect(validateTable([["when", "how many"], ["2025-01-01", "3"]], [metricSpec]).errors[0]!.message).toMatch(/"Date", "Metric", "Value"/);
    const plain = validateTable([["Which espresso machine is best?"], ["ok"]], [listSpec]);
    expect(plain.headerRow).toBeNull();
    expect(plain.rows).toEqual([{ row: 1, values: { prompt: "Which espresso machine is best?" } }]);
    expect(plain.errors).toEqual([{ row: 2, column: "Prompt", message: "The text is shorter than 3 characters." }]);
  });

  it("refuses files with more rows than the import takes, and empty files", () => {
    const many = [["date", "metric", "value"], ...Array.from({ length: 6 }, () => ["2025-01-31", "Visitors", "1"])];
    expect(validateTable(many, [metricSpec]).errors).toEqual([{ row: null, column: null, message: expect.stringMatching(/6 rows; at most 5/) }]);
    expect(validateTable([[""]], [metricSpec]).errors[0]!.message).toBe("The file is empty.");
  });

  it("names columns like a spreadsheet", () => {
    expect([0, 25, 26, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "ZZ", "AAA"]);
  });
});

const asFile = (name: string, bytes: Uint8Array) => ({ file: { name, base64: Buffer.from(bytes).toString("base64") } });

describe("readImportSource", () => {
  it("reads the first sheet of an .xlsx with dates as yyyy-MM-dd and rows where the spreadsheet has them", async () => {
    const xlsx = buildXlsx([[null], ["date", "metric", "value"], [new Date(Date.UTC(2025, 0, 31)), "Visitors", 1200.5], ["2025-02-28", "Sign-ups", "n/a"]]);
    const t = await readImportSource(asFile("values.xlsx", xlsx), 1_000_000);
    expect(t.info.format).toBe("xlsx");
    expect(t.rows).toEqual([["", "", ""], ["date", "metric", "value"], ["2025-01-31", "Visitors", "1200.5"], ["2025-02-28", "Sign-ups", "n/a"]]);
    expect(validateTable(t.rows, [metricSpec]).errors).toEqual([{ row: 4, column: "value", message: '"n/a" is not a number.' }]);
  });

  it("decodes uploaded text files and guesses their delimiter", async () => {
    const t = await readImportSource(asFile("export.csv", utf16le("date\tmetric\tvalue\r\n2025-01-31\tVisitors\t3\r\n")), 1_000_000);
    expect(t.info).toEqual({ format: "csv", name: "export.csv", encoding: "utf-16le", delimiter: "tab" });
    expect(t.rows[1]).toEqual(["2025-01-31", "Visitors", "3"]);
  });

  it("refuses what it cannot or should not read", async () => {
    await expect(readImportSource(asFile("big.csv", new Uint8Array(2000)), 1000)).rejects.toThrow(ImportSourceError);
    await expect(readImportSource(asFile("old.xls", Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0])), 1000)).rejects.toThrow(/\.xls/);
    await expect(readImportSource(asFile("broken.xlsx", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), 1000)).rejects.toThrow(/not a readable/);
  });

  it("checks what a workbook unpacks to before unpacking it", () => {
    const xlsx = buildXlsx([["a"]]);
    const size = declaredUnpackedSize(xlsx)!;
    expect(size).toBeGreaterThan(1000);
    // Forge the first entry's declared size: the guard trusts the directory, then read-excel-file the data.
    const forged = Buffer.from(xlsx);
    const dir = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    forged.writeUInt32LE(500_000_000, dir + 24);
    expect(declaredUnpackedSize(forged)).toBeGreaterThan(500_000_000);
  });
});
