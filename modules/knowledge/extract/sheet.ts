/**
 * Spreadsheets (XLSX, CSV) → one section per sheet. A table's meaning is in its header, so each row
 * becomes a line "Header: value; Header: value" (empty cells left out): a chunk of rows is then
 * readable on its own, and full-text search finds "Price: 49" next to the product's name.
 */
import readXlsxFile from "read-excel-file/node";
import { decodeText, parseDelimited, isBlankRow } from "@/lib/import";
import { safeUnzip } from "./zip";
import { ExtractError, type Extracted, type ExtractLimits, type Section } from "./types";

function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return v.toISOString().replace(/T00:00:00\.000Z$/, "").replace(/\.000Z$/, "Z");
  return String(v).trim();
}

function rowsToText(rows: string[][]): string {
  const data = rows.filter((r) => !isBlankRow(r));
  if (!data.length) return "";
  const [header, ...body] = data;
  const names = header!.map((h, i) => h.trim() || `Column ${i + 1}`);
  if (!body.length) return names.join("; ");
  return body
    .map((r) =>
      r
        .map((v, i) => (v.trim() ? `${names[i] ?? `Column ${i + 1}`}: ${v.trim()}` : ""))
        .filter(Boolean)
        .join("; "),
    )
    .filter(Boolean)
    .join("\n\n");
}

export function extractCsv(bytes: Uint8Array, limits: ExtractLimits): Extracted {
  const { text } = decodeText(bytes);
  if (text.length > limits.maxTextChars) throw new ExtractError("The table holds more text than one source may; split it into smaller files.", "too-large");
  const body = rowsToText(parseDelimited(text).rows);
  return { sections: body ? [{ headings: [], text: body, page: null }] : [], title: null, pages: null };
}

export async function extractXlsx(bytes: Uint8Array, limits: ExtractLimits): Promise<Extracted> {
  // Inflating under limits first: read-excel-file unpacks without any.
  safeUnzip(bytes, "The workbook", limits);
  let sheets;
  try {
    sheets = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ExtractError("The workbook cannot be read. Save it again as .xlsx or CSV and upload that file.", "corrupt");
  }
  const sections: Section[] = [];
  let chars = 0;
  for (const s of sheets) {
    const text = rowsToText(s.data.map((r) => r.map(cellText)));
    chars += text.length;
    if (chars > limits.maxTextChars) throw new ExtractError("The workbook holds more text than one source may; keep only the sheets to learn from.", "too-large");
    if (text) sections.push({ headings: [s.sheet], text, page: null });
  }
  return { sections, title: null, pages: null };
}
