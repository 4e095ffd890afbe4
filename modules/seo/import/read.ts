/**
 * Reading an uploaded SEO file into tables, on the server. Search Console's Performance export is a
 * zip of CSVs (Queries.csv, Pages.csv, Countries.csv…): its Queries.csv and Pages.csv are read with
 * fflate (declared sizes checked before anything is inflated). A zip without them (a zipped bulk data
 * export CSV) yields each of its CSVs. Every other file — CSV/TSV in any encoding (Keyword Planner's
 * UTF-16), .xlsx, pasted text — goes through the import kit.
 */
import { unzipSync, type UnzipFileInfo } from "fflate";
import { decodeText, parseDelimited, DELIMITER_NAMES } from "@/lib/import";
import { isZip } from "@/lib/import/xlsx";
import { ImportSourceError, readImportSource, type ImportSource, type SourceTable } from "@/lib/import/source";

/** The most a Search Console zip may unpack to (its CSVs hold at most 1,000 rows each). */
const ZIP_MAX_UNPACKED_BYTES = 40_000_000;

const GSC_ENTRY = /(^|\/)(Queries|Pages)\.csv$/i;
const CSV_ENTRY = /\.csv$/i;
const MAC_METADATA = /(^|\/)(__MACOSX\/|\._)/;

export type NamedTable = SourceTable & { entry: string | null };

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
  return [{ ...(await readImportSource(src, maxBytes)), entry: null }];
}
