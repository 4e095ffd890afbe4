/**
 * Paid-search report files into the ppc tables: the preview and the write both read the file on the server
 * (nothing the browser parsed is trusted). All or nothing: a file with a problem stores nothing. Every write
 * is a ppc_imports row (the import history) and goes through `storeReport`; the file's SHA-256 makes a second
 * import of the same file a no-op that says so, and a re-download of the same period replaces its rows.
 */
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { ppcImports, ppcSettings } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { buildPreview, countNoun, decodeText, problemsMessage, type ImportOutcome, type ImportPreview } from "@/lib/import";
import { readImportSource, type ImportSource, type SourceTable } from "@/lib/import/source";
import { isLegacyXls, isZip } from "@/lib/import/xlsx";
import { analyzeAfterStore, storeReport, type StoreCounts } from "../store";
import { parseReportText, readPpcRows, shiftRead, type PpcRead } from "./read";
import { PPC_IMPORT_MAX_BYTES } from "./inputs";
import { PPC_NETWORK_LABELS } from "../labels";

const ROW_NOUN = { one: "row", many: "rows" };
const NETWORK_LABEL = PPC_NETWORK_LABELS;

export type PpcFile = { table: SourceTable; read: PpcRead; contentHash: string; fileName: string | null };

/** Reads an upload (or pasted text): .xlsx through the shared kit, text with the report's own delimiter rule. */
export async function readPpcFile(src: ImportSource): Promise<PpcFile> {
  const bytes = src.file ? new Uint8Array(Buffer.from(src.file.base64, "base64")) : new TextEncoder().encode(src.csv ?? "");
  const contentHash = createHash("sha256").update(bytes).digest("hex");
  const fileName = src.file?.name || null;
  let table: SourceTable;
  if (!src.file || isZip(bytes) || isLegacyXls(bytes) || !bytes.length || bytes.length > PPC_IMPORT_MAX_BYTES) {
    table = await readImportSource(src, PPC_IMPORT_MAX_BYTES);
  } else {
    const decoded = decodeText(bytes);
    const t = parseReportText(decoded.text);
    const delimiter = { ",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe" }[t.delimiter];
    table = { rows: t.rows, info: { format: "csv", name: fileName, encoding: decoded.encoding, delimiter }, problems: t.problems.map((p) => ({ ...p, column: null })) };
  }
  return { table, read: readPpcRows(table.rows), contentHash, fileName };
}

async function earlierImport(tx: Tx, brandId: string, contentHash: string) {
  const [row] = await tx
    .select({ id: ppcImports.id, createdAt: ppcImports.createdAt, fileName: ppcImports.fileName })
    .from(ppcImports)
    .where(and(eq(ppcImports.brandId, brandId), eq(ppcImports.contentHash, contentHash)))
    .orderBy(desc(ppcImports.createdAt))
    .limit(1);
  return row ?? null;
}

const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ") + " UTC";

export async function previewPpcImport(scope: BrandScope, src: ImportSource): Promise<ImportPreview & { network: string | null; periodFrom: string | null; periodTo: string | null }> {
  const { table, read, contentHash } = await readPpcFile(src);
  const notes = [...read.notes];
  const before = await withScope(scope, (tx) => earlierImport(tx, scope.brandId, contentHash));
  if (before) notes.push(`This file was imported on ${when(before.createdAt)}: importing it again stores nothing new`);
  const extra = read.errors.filter((e) => !read.validation.errors.includes(e));
  const preview = buildPreview(table, read.validation, { ready: read.report?.rows.length ?? 0, noun: ROW_NOUN, notes, errors: extra });
  return { ...preview, network: read.network ? NETWORK_LABEL[read.network] : null, periodFrom: read.meta.periodFrom, periodTo: read.meta.periodTo };
}

export type PpcImportOutcome = ImportOutcome & { importId: string | null; counts: StoreCounts | null };

/** Stores the file's report for the brand (see the file comment). `source` is "import" for uploads and the sample seed. */
export async function importPpcReport(scope: BrandScope, src: ImportSource, opts: { shiftDays?: number } = {}): Promise<PpcImportOutcome> {
  const file = await readPpcFile(src);
  const { contentHash, fileName } = file;
  const read = shiftRead(file.read, opts.shiftDays ?? 0);
  if (read.errors.length || !read.report || !read.network || !read.kind) throw new ActionError(problemsMessage(read.errors.length ? read.errors : [{ row: null, column: null, message: "The file has no rows to import." }]));
  const { report, network, kind, meta } = read;
  const result = await withScope(scope, async (tx) => {
    const before = await earlierImport(tx, scope.brandId, contentHash);
    if (before) {
      return {
        added: 0,
        updated: 0,
        unchanged: report.rows.length,
        message: `This file was already imported on ${when(before.createdAt)}. Nothing new was stored.`,
        importId: before.id,
        counts: null,
      } satisfies PpcImportOutcome;
    }
    const [row] = await tx
      .insert(ppcImports)
      .values({ brandId: scope.brandId, network, reportKind: kind, source: "import", fileName, contentHash, periodFrom: meta.periodFrom, periodTo: meta.periodTo, rowsRead: read.validation.rowCount, createdBy: scope.userId })
      .returning({ id: ppcImports.id });
    const counts = await storeReport(tx, scope.brandId, report, { source: "import", importId: row!.id, userId: scope.userId });
    const notes = [...read.notes];
    if (counts.rowsMerged) notes.push(`${countNoun(counts.rowsMerged, ROW_NOUN)} repeating another row's campaign, ad group, term and period were added into it`);
    if (counts.keywordsAdded) notes.push(`${countNoun(counts.keywordsAdded, { one: "keyword", many: "keywords" })} new to the keyword store`);
    await tx.update(ppcImports).set({ rowsStored: counts.rowsStored, notes }).where(eq(ppcImports.id, row!.id));
    // The first report names the brand's currency when nobody has set it; later ones never change it.
    if (meta.currencies.length === 1) await tx.insert(ppcSettings).values({ brandId: scope.brandId, currency: meta.currencies[0]!, updatedBy: scope.userId }).onConflictDoNothing();
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "ppc_report_imported",
      userAction: `Imported a ${NETWORK_LABEL[network]} ${kind.replace("_", " ")} report${fileName ? ` (${fileName})` : ""}: ${counts.rowsAdded} rows added, ${counts.rowsStored - counts.rowsAdded} updated`,
      payload: { importId: row!.id, network, kind, ...counts },
    });
    return { added: counts.rowsAdded, updated: counts.rowsStored - counts.rowsAdded, unchanged: 0, importId: row!.id, counts } satisfies PpcImportOutcome;
  });
  if (result.counts) await analyzeAfterStore(result.counts);
  return result;
}

export type PpcImportRow = {
  id: string;
  network: string;
  reportKind: string;
  source: string;
  fileName: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  rowsRead: number;
  rowsStored: number;
  notes: string[];
  createdAt: Date;
};

/** The brand's latest imports and syncs, newest first (the import history). */
export function listPpcImports(scope: BrandScope, limit = 10): Promise<PpcImportRow[]> {
  return withScope(scope, (tx) =>
    tx
      .select({
        id: ppcImports.id,
        network: ppcImports.network,
        reportKind: ppcImports.reportKind,
        source: ppcImports.source,
        fileName: ppcImports.fileName,
        periodFrom: ppcImports.periodFrom,
        periodTo: ppcImports.periodTo,
        rowsRead: ppcImports.rowsRead,
        rowsStored: ppcImports.rowsStored,
        notes: ppcImports.notes,
        createdAt: ppcImports.createdAt,
      })
      .from(ppcImports)
      .where(eq(ppcImports.brandId, scope.brandId))
      .orderBy(desc(ppcImports.createdAt))
      .limit(limit),
  );
}
