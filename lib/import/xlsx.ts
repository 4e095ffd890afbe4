/**
 * .xlsx → rows (first sheet), through read-excel-file (its Node entry: server code only). Uploads are parsed where the
 * write happens, never trusted from the browser.
 */
import { readSheet } from "read-excel-file/node";

/** Limits on what the zip inside an .xlsx may unpack to (a small file can hold a huge sheet). */
export const XLSX_MAX_UNPACKED_BYTES = 40_000_000;

export class XlsxError extends Error {}

/** Starts like a zip (an .xlsx is one). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The old binary Excel format (OLE compound file): not read, the user is told to save as .xlsx or CSV. */
export function isLegacyXls(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

/** The sizes the zip's central directory declares for its entries, summed; null when it has none. */
export function declaredUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) !== 0x06054b50) continue;
    const entries = view.getUint16(i + 10, true);
    let p = view.getUint32(i + 16, true);
    let total = 0;
    for (let e = 0; e < entries; e++) {
      if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) return null;
      total += view.getUint32(p + 24, true);
      p += 46 + view.getUint16(p + 28, true) + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    }
    return total;
  }
  return null;
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.replace(/\.000Z$/, "Z");
  }
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return String(v);
}

/** Rows of the first sheet as text (row i = spreadsheet row i + 1; dates as yyyy-MM-dd). */
export async function readXlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const unpacked = declaredUnpackedSize(bytes);
  if (unpacked === null) throw new XlsxError("The file is not a readable .xlsx workbook. Save it again as .xlsx or CSV.");
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw new XlsxError("The workbook is too large to import. Keep only the sheet to import, or save it as CSV.");
  try {
    const data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 1, { trim: false });
    return data.map((row) => row.map(cellText));
  } catch {
    throw new XlsxError("The file is not a readable .xlsx workbook. Save it again as .xlsx or CSV.");
  }
}
