/**
 * Reads an uploaded social file on the server (nothing the browser parsed is trusted) and says what
 * it is: the Instagram export (one JSON file or the whole zip), or a table (CSV/TSV/.xlsx) recognised
 * by its header as Metricool, Later, Buffer or LinkedIn page analytics. The preview and the write
 * both come through here.
 */
import { unzipSync, strFromU8 } from "fflate";
import type { SocialNetwork } from "@/db/schema/social";
import { buildPreview, validateTable, type ImportPreview } from "@/lib/import";
import { ImportSourceError, readImportSource, type ImportSource, type SourceInfo } from "@/lib/import/source";
import { isZip } from "@/lib/import/xlsx";
import { SOCIAL_IMPORT_LIMIT_BYTES } from "../inputs";
import { parseInstagramExport } from "./instagram-export";
import { postsFromTable, TABLE_SPECS, type TableImportSpec } from "./tables";
import type { ParsedSocialImport } from "./types";

/** Uploads up to this size (the action body limit is 26 MB and base64 adds a third). */
export const SOCIAL_IMPORT_MAX_BYTES = SOCIAL_IMPORT_LIMIT_BYTES;
/** The JSON files of an export zip may unpack to this much in total (the media files are skipped unread). */
const MAX_JSON_UNPACKED = 60_000_000;

export const POST_NOUN = { one: "post", many: "posts" } as const;

const PREVIEW_COLUMNS = ["Date", "Format", "Caption", "Likes", "Comments", "Reach"] as const;

function unzipJson(bytes: Uint8Array): { path: string; text: string }[] {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (!/\.json$/i.test(f.name) || /(^|\/)(messages|inbox|media\/(posts|reels|stories))\//i.test(f.name)) return false;
        total += f.originalSize;
        if (total > MAX_JSON_UNPACKED) throw new ImportSourceError("The export's JSON files unpack to more than 60 MB. Choose just your_instagram_activity/content/posts_1.json and followers_1.json.");
        return true;
      },
    });
  } catch (e) {
    if (e instanceof ImportSourceError) throw e;
    throw new ImportSourceError("The zip file could not be opened. Download the export again, or choose its posts_1.json.");
  }
  return Object.entries(files).map(([path, b]) => ({ path, text: strFromU8(b) }));
}

function isWorkbook(bytes: Uint8Array): boolean {
  try {
    return Object.keys(unzipSync(bytes, { filter: (f) => f.name === "xl/workbook.xml" })).length > 0;
  } catch {
    return false;
  }
}

const looksLikeJson = (name: string, text: string) => /\.json$/i.test(name) || /^\s*[[{]/.test(text);

export type SocialFileRead = { parsed: ParsedSocialImport; preview: ImportPreview };

/** Reads `source` as a social import for `network` (used when the file itself does not say). */
export async function readSocialFile(source: ImportSource, network: SocialNetwork): Promise<SocialFileRead> {
  const bytes = source.file ? new Uint8Array(Buffer.from(source.file.base64, "base64")) : null;
  const name = source.file?.name ?? "";
  if (bytes && bytes.length > SOCIAL_IMPORT_MAX_BYTES) throw new ImportSourceError("The file is larger than 18 MB. For an Instagram export, choose its posts_1.json and followers_1.json, or export without media.");
  // An Instagram export zip (an .xlsx is a zip too, but has xl/workbook.xml).
  if (bytes && isZip(bytes) && !/\.xlsx$/i.test(name) && !isWorkbook(bytes)) {
    const files = unzipJson(bytes);
    if (!files.length) throw new ImportSourceError("The zip has no JSON files. Download your Instagram information in JSON format (not HTML).");
    return jsonRead(parseInstagramExport(files), { format: "zip", name: name || null });
  }
  const text = bytes ? new TextDecoder().decode(bytes.subarray(0, 64)) : (source.csv ?? "");
  if (looksLikeJson(name, text)) {
    const full = bytes ? new TextDecoder().decode(bytes) : (source.csv ?? "");
    return jsonRead(parseInstagramExport([{ path: name || "pasted JSON", text: full }]), { format: bytes ? "json" : "text", name: name || null });
  }
  const table = await readImportSource(source, SOCIAL_IMPORT_MAX_BYTES);
  const v = validateTable(table.rows, TABLE_SPECS);
  const spec = v.spec as TableImportSpec | null;
  const net = spec?.network ?? network;
  const posts = postsFromTable(v, net);
  const notes: string[] = [];
  if (posts.some((p) => p.reach === null)) notes.push("Rows without reach keep it unknown: their engagement by reach is left out, not counted as zero");
  notes.push("Times without a time zone are read as UTC");
  const parsed: ParsedSocialImport = {
    kind: spec?.source ?? "metricool",
    label: spec?.label ?? "Social posts table",
    network: spec?.network ?? null,
    handle: null,
    posts,
    followers: [],
    errors: [...table.problems, ...v.errors],
    notes,
  };
  return { parsed, preview: buildPreview(table, v, { ready: posts.length, noun: POST_NOUN, notes }) };
}

const fmtDate = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
const cell = (n: number | null) => (n === null ? "—" : String(n));

function jsonRead(parsed: ParsedSocialImport, source: SourceInfo): SocialFileRead {
  const notes = [...parsed.notes];
  if (parsed.handle) notes.unshift(`The export is of @${parsed.handle}`);
  const preview: ImportPreview = {
    recognised: parsed.errors.length && !parsed.posts.length ? null : parsed.label,
    source,
    headerRow: null,
    columns: PREVIEW_COLUMNS.map((label) => ({ label, header: "", letter: "" })),
    ignored: [],
    rowCount: parsed.posts.length,
    sample: parsed.posts.slice(-10).reverse().map((p, i) => ({
      row: i + 1,
      cells: [fmtDate(p.publishedAt), p.mediaType, p.caption.slice(0, 80), cell(p.likes), cell(p.comments), cell(p.reach)],
      bad: PREVIEW_COLUMNS.map(() => false),
    })),
    errors: parsed.errors,
    errorCount: parsed.errors.length,
    ready: parsed.errors.length ? 0 : parsed.posts.length,
    noun: POST_NOUN,
    notes,
  };
  // A followers-only export is still something to import.
  if (!parsed.errors.length && !parsed.posts.length && parsed.followers.length) {
    preview.ready = parsed.followers.length;
    preview.noun = { one: "follower day", many: "follower days" };
  }
  return { parsed, preview };
}
