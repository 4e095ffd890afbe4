/**
 * Reading an uploaded SEO file into tables, on the server. Search Console's Performance export is a
 * zip of CSVs (Queries.csv, Pages.csv, Dates.csv, Devices.csv, Countries.csv…): those are read with
 * fflate (declared sizes checked before anything is inflated). A zip without them (a zipped bulk data
 * export CSV) yields each of its CSVs. Every other file — CSV/TSV in any encoding (Keyword Planner's
 * UTF-16), .xlsx, pasted text — goes through the import kit.
 */
import { unzipSync, type UnzipFileInfo } from "fflate";
import { decodeText, parseDelimited, DELIMITER_NAMES } from "@/lib/import";
import { isZip } from "@/lib/import/xlsx";
import { ImportSourceError, readImportSource, type ImportSource, type SourceTable } from "@/lib/import/source";
import { looksLikeGa4Export, readGa4Export, type Ga4Export } from "./ga4-csv";

/** The most a Search Console zip may unpack to (its CSVs hold at most 1,000 rows each). */
const ZIP_MAX_UNPACKED_BYTES = 40_000_000;

const GSC_ENTRY = /(^|\/)(Queries|Pages|Dates|Devices|Countries)\.csv$/i;
const CSV_ENTRY = /\.csv$/i;
const MAC_METADATA = /(^|\/)(__MACOSX\/|\._)/;

/** `ga4`: the table came from a GA4 report download, with what its comment block said. */
export type NamedTable = SourceTable & { entry: string | null; ga4?: Omit<Ga4Export, "tables"> };

function gscEntries(bytes: Uint8Array): Record<string, Uint8Array> | null {
  let unpacked = 0;
  let tooLarge = false;
  const files = unzipSync(bytes, {
    filter: (f: UnzipFileInfo) => {
      if (!CSV_ENTRY.test(f.name) || MAC_METADATA.test(f.name)) return false;
      unpacked += f.originalSize;
      if (unpacked > ZIP_MAX_UNPACKED_BYTES) tooLarge = true;
      return !tooLarge;
    },
  });
  if (tooLarge) throw new ImportSourceError("The zip is too large to import. Export a shorter date range, or import its CSV on its own.");
  const performance = Object.keys(files).filter((name) => GSC_ENTRY.test(name));
  if (performance.length) return Object.fromEntries(performance.map((name) => [name, files[name]!]));
  return Object.keys(files).length ? files : null;
}

/** The tables of the source: one, or Queries then Pages from a Search Console zip. */
export async function readSeoSource(src: ImportSource, maxBytes: number): Promise<NamedTable[]> {
  if (src.file) {
    const bytes = new Uint8Array(Buffer.from(src.file.base64, "base64"));
    if (bytes.length <= maxBytes && isZip(bytes)) {
      let entries: Record<string, Uint8Array> | null;
      try {
        entries = gscEntries(bytes);
      } catch (e) {
        if (e instanceof ImportSourceError) throw e;
        throw new ImportSourceError("The zip could not be read. Download the export again, or import its Queries.csv on its own.");
      }
      if (entries) {
        const names = Object.keys(entries).sort((a, b) => (/queries/i.test(a) ? 0 : 1) - (/queries/i.test(b) ? 0 : 1));
        return names.map((entry) => {
          const decoded = decodeText(entries[entry]!);
          const t = parseDelimited(decoded.text);
          return {
            entry,
            rows: t.rows,
            info: { format: "csv" as const, name: `${src.file!.name || "export.zip"} › ${entry}`, encoding: decoded.encoding, delimiter: DELIMITER_NAMES[t.delimiter] },
            problems: t.problems.map((p) => ({ ...p, column: null })),
          };
        });
      }
    }
  }
  const text = ga4Text(src, maxBytes);
  if (text !== null && looksLikeGa4Export(text)) {
    const { tables, ...about } = readGa4Export(text);
    const name = src.file?.name || "GA4 report";
    return tables.map((rows, i) => ({ entry: tables.length > 1 ? `table ${i + 1}` : null, rows, info: { format: "csv" as const, name, delimiter: DELIMITER_NAMES[","] }, problems: [], ga4: about }));
  }
  return [{ ...(await readImportSource(src, maxBytes)), entry: null }];
}

/** The text of a CSV upload or a paste, when it may be a GA4 download (GA4 writes UTF-8 CSV). */
function ga4Text(src: ImportSource, maxBytes: number): string | null {
  if (src.csv?.trim()) return src.csv.length <= maxBytes ? src.csv : null;
  if (!src.file || !/\.(csv|txt)$/i.test(src.file.name)) return null;
  const bytes = Buffer.from(src.file.base64, "base64");
  if (bytes.length > maxBytes) return null;
  return decodeText(new Uint8Array(bytes)).text;
}
