import { describe, expect, it } from "vitest";
import { zipSync, strToU8 } from "fflate";
import { sniffContentType, zipEntryNames } from "./sniff";

const enc = (s: string) => new TextEncoder().encode(s);
const office = (entry: string) =>
  zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "_rels/.rels": strToU8("<Relationships/>"), [entry]: strToU8("<x/>") });

describe("sniffContentType", () => {
  it.each([
    ["PDF", enc("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "application/pdf"],
    ["PNG", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"],
    ["JPEG", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), "image/jpeg"],
    ["GIF", enc("GIF89a\u0001\u0000"), "image/gif"],
    ["WebP", new Uint8Array([0x52, 0x49, 0x46, 0x46, 8, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]), "image/webp"],
    ["DOCX", office("word/document.xml"), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["XLSX", office("xl/workbook.xml"), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["PPTX", office("ppt/presentation.xml"), "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
    ["a plain ZIP", zipSync({ "notes.txt": strToU8("hi") }), "application/zip"],
    ["JSON", enc('  {"a": [1, 2, {"b": null}]}\n'), "application/json"],
    ["unknown binary", new Uint8Array([0, 1, 2, 3, 0xfe, 0xff]), "application/octet-stream"],
  ])("knows %s by its bytes", (_label, bytes, type) => {
    expect(sniffContentType(bytes).contentType).toBe(type);
  });

  it("flags SVG and HTML as active, however they start", () => {
    for (const svg of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>']) {
      expect(sniffContentType(enc(svg))).toEqual({ kind: "svg", contentType: "image/svg+xml", active: true, text: true });
    }
    for (const html of ["<!DOCTYPE html><title>x</title>", "  <html><body>", "<script>alert(1)</script>", "<!-- hi --><p>x", "<iframe src=x>", '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">']) {
      expect(sniffContentType(enc(html), "notes.txt")).toMatchObject({ contentType: "text/html", active: true });
    }
    expect(sniffContentType(enc("<b>bold</b> text")).active).toBe(true);
    expect(sniffContentType(enc("a < b and <br is not a tag start")).active).toBe(false);
  });

  it("believes bytes, not names: a renamed file is what its bytes say", () => {
    expect(sniffContentType(enc("%PDF-1.4 ..."), "report.docx").contentType).toBe("application/pdf");
    expect(sniffContentType(office("word/document.xml"), "data.csv").kind).toBe("docx");
    expect(sniffContentType(enc("<html><script>x</script></html>"), "logo.png").contentType).toBe("text/html");
    expect(sniffContentType(new Uint8Array([0, 0, 0, 1, 2, 3]), "readme.txt").contentType).toBe("application/octet-stream");
    expect(sniffContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "sheet.csv").contentType).toBe("image/png");
  });

  it("lets the extension pick csv, md or txt only for text", () => {
    const csv = enc("name,score\nAda,3\n");
    expect(sniffContentType(csv, "scores.csv")).toEqual({ kind: "csv", contentType: "text/csv", active: false, text: true });
    expect(sniffContentType(csv, "scores.CSV").kind).toBe("csv");
    expect(sniffContentType(enc("# Title\n\nBody"), "guide.md").contentType).toBe("text/markdown");
    expect(sniffContentType(enc("# Title"), "guide.markdown").kind).toBe("md");
    expect(sniffContentType(enc("hello"), "hello.txt").contentType).toBe("text/plain");
    expect(sniffContentType(enc("hello")).contentType).toBe("text/plain");
    expect(sniffContentType(enc("hello"), "hello.exe").contentType).toBe("text/plain");
    expect(sniffContentType(enc("[a link](https://x.test)"), "a.md").kind).toBe("md");
    expect(sniffContentType(enc("Grüße, 東京 ✓"), "u.txt").kind).toBe("txt");
    // Latin-1 bytes are not UTF-8 text.
    expect(sniffContentType(new Uint8Array([0x47, 0x72, 0xfc, 0xdf, 0x65]), "x.txt").kind).toBe("bin");
    expect(sniffContentType(enc("{not json"), "x.txt").kind).toBe("txt");
  });

  it("judges a large text file by its head, even when the probe cuts a character", () => {
    const big = enc("é".repeat(40_000) + "\nend");
    expect(sniffContentType(big, "long.md").kind).toBe("md");
    const bigJson = enc(JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ i }))));
    expect(sniffContentType(bigJson).kind).toBe("json");
  });

  it("reads ZIP entry names from the central directory", () => {
    expect(zipEntryNames(office("xl/workbook.xml"))).toEqual(["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml"]);
    // Cut before the central directory: the local headers still name the entries.
    const zip = office("ppt/presentation.xml");
    expect(sniffContentType(zip.subarray(0, zip.length - 60)).kind).toBe("pptx");
  });
});
