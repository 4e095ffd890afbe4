/**
 * Exports of a brief (Markdown, DOCX): rendered on the server, stored through lib/storage as a file
 * of kind "export" (its size limit, brand-scoped), recorded against the brief, and handed out as a
 * short-lived signed link to the file route that answers with an attachment.
 */
import { and, desc, eq } from "drizzle-orm";
import { contentBriefExports, storageObjects } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { putFile, signedFileUrl } from "@/lib/storage";
import { briefToDocx } from "./docx";
import { EXPORT_FORMAT_LABEL, type ExportFormat } from "./export-formats";
import { briefDoc, getBrief } from "./queries";
import { briefToMarkdown, exportFileName } from "./render";

/** How long a download link lives: long enough to click, short enough not to be passed around. */
const LINK_TTL_SECONDS = 300;

export type BriefExport = { id: string; format: ExportFormat; name: string; size: number; createdAt: Date };

export async function exportBrief(scope: BrandScope, briefId: string, format: ExportFormat): Promise<{ exportId: string; url: string; name: string }> {
  const brief = await getBrief(scope, briefId);
  if (!brief) throw new NotFoundError();
  const doc = briefDoc(brief);
  const bytes = format === "md" ? new TextEncoder().encode(briefToMarkdown(doc)) : await briefToDocx(doc);
  const file = await putFile(scope, { kind: "export", name: exportFileName(brief.title, format), bytes, cacheControl: "no-store" });
  const exportId = await withScope(scope, async (tx) => {
    const [row] = await tx.insert(contentBriefExports).values({ brandId: scope.brandId, briefId, fileId: file.id, format, createdBy: scope.userId }).returning({ id: contentBriefExports.id });
    await logScopeActivity(tx, scope, "content_brief_exported", `Exported the content brief "${brief.title}" as ${EXPORT_FORMAT_LABEL[format]}`, { briefId, fileId: file.id, format });
    return row!.id;
  });
  const link = await signedFileUrl(scope, file.id, LINK_TTL_SECONDS, { download: true });
  if (!link) throw new NotFoundError();
  return { exportId, url: link.url, name: file.name };
}

export async function listBriefExports(scope: BrandScope, briefId: string, limit = 10): Promise<BriefExport[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: contentBriefExports.id, format: contentBriefExports.format, name: storageObjects.name, size: storageObjects.size, createdAt: contentBriefExports.createdAt })
      .from(contentBriefExports)
      .innerJoin(storageObjects, and(eq(storageObjects.id, contentBriefExports.fileId), eq(storageObjects.brandId, contentBriefExports.brandId)))
      .where(and(eq(contentBriefExports.brandId, scope.brandId), eq(contentBriefExports.briefId, briefId)))
      .orderBy(desc(contentBriefExports.createdAt), desc(contentBriefExports.id))
      .limit(limit),
  );
  return rows.map((r) => ({ ...r, format: r.format as ExportFormat }));
}

/** A fresh download link for one of the brand's exports (an id of another brand finds nothing). */
export async function exportDownloadUrl(scope: BrandScope, exportId: string): Promise<{ url: string; name: string }> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ fileId: contentBriefExports.fileId, name: storageObjects.name })
      .from(contentBriefExports)
      .innerJoin(storageObjects, and(eq(storageObjects.id, contentBriefExports.fileId), eq(storageObjects.brandId, contentBriefExports.brandId)))
      .where(and(eq(contentBriefExports.id, exportId), eq(contentBriefExports.brandId, scope.brandId))),
  );
  if (!row) throw new NotFoundError();
  const link = await signedFileUrl(scope, row.fileId, LINK_TTL_SECONDS, { download: true });
  if (!link) throw new NotFoundError();
  return { url: link.url, name: row.name };
}
