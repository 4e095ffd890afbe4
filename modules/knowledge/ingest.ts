/**
 * One source's ingestion, run by the `knowledge.ingest` job (./jobs.ts): read its bytes (the stored
 * file, the pasted or brand-data text, the page, or every page of the sitemap), extract sections,
 * and — unless the extracted text is unchanged (content_hash) — replace its chunks in one
 * transaction, indexed in the brand's language. Progress (pages of a sitemap, steps of a file) is
 * written to the source row as it goes, so the page shows it after a reload.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { brands, knowledgeChunks, knowledgeSources } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { OutboundClient } from "@/lib/http";
import { readFile } from "@/lib/storage";
import { analyzeAfterBulkWrite } from "@/lib/system";
import { queueEmbeddingIfConfigured } from "./embeddings/job";
import { DEFAULT_CHUNKING, type ChunkOptions } from "./chunk-options";
import { openExtractor, type Extractor } from "./extract/isolated";
import { extractMarkdown } from "./extract/text";
import { DEFAULT_LIMITS, ExtractError, type ExtractLimits, type Section } from "./extract/types";
import { fetchDocument, readSitemap, type FetchContext } from "./fetch";
import { tsConfigFor } from "./language";

export type IngestOptions = {
  jobId?: string | null;
  signal?: AbortSignal;
  client?: OutboundClient;
  limits?: ExtractLimits;
  chunking?: ChunkOptions;
  now?: () => Date;
};


export type IngestOutcome = { status: "ready"; chunks: number; tokens: number; unchanged: boolean; skippedPages: number } | { status: "gone" };

const INSERT_BATCH = 500;

type SourceRow = typeof knowledgeSources.$inferSelect;

async function setProgress(scope: BrandScope, id: string, done: number, total: number) {
  await withScope(scope, (tx) =>
    tx
      .update(knowledgeSources)
      .set({ progressDone: done, progressTotal: total, updatedAt: new Date() })
      .where(and(eq(knowledgeSources.id, id), eq(knowledgeSources.brandId, scope.brandId))),
  );
}

/** The sections of a source, read the way its kind says. */
async function sectionsOf(scope: BrandScope, src: SourceRow, opts: IngestOptions, limits: ExtractLimits, extractor: Extractor): Promise<{ sections: Section[]; skippedPages: number; title: string | null; pages?: number | null }> {
  const fetchCtx: FetchContext = { scope, jobId: opts.jobId, client: opts.client, limits, extractor };
  switch (src.kind) {
    case "file": {
      if (!src.fileId) throw new ExtractError("The uploaded file is missing. Upload it again.", "empty");
      const stored = await readFile(scope, src.fileId);
      if (!stored) throw new ExtractError("The uploaded file is missing. Upload it again.", "empty");
      // A PDF reports its pages as they are read; the row shows "page n of N".
      const out = await extractor.extract(stored.bytes, src.origin, src.contentType ?? stored.file.contentType, (done, total) => setProgress(scope, src.id, done, total));
      return { sections: out.sections, skippedPages: 0, title: out.title, pages: out.kind === "pdf" ? out.pages : null };
    }
    case "text":
    case "brand-data": {
      const out = extractMarkdown(src.body ?? "", limits);
      if (!out.sections.length) throw new ExtractError("The text is empty.", "empty");
      return { sections: out.sections, skippedPages: 0, title: out.title };
    }
    case "url": {
      const out = await fetchDocument(src.origin, fetchCtx);
      return { sections: out.sections, skippedPages: 0, title: out.title };
    }
    case "sitemap": {
      const { urls } = await readSitemap(src.origin, fetchCtx);
      await setProgress(scope, src.id, 0, urls.length);
      const sections: Section[] = [];
      let skipped = 0;
      let lastReason = "";
      for (let i = 0; i < urls.length; i++) {
        if (opts.signal?.aborted) throw new Error("stopped");
        try {
          const page = await fetchDocument(urls[i]!, fetchCtx);
          // Each page's sections are headed by the page's title (or address), so a chunk says where it came from.
          const top = page.title ?? page.finalUrl;
          for (const s of page.sections) sections.push({ ...s, headings: s.headings[0] === top ? s.headings : [top, ...s.headings] });
        } catch (e) {
          if (!(e instanceof ExtractError)) throw e;
          skipped++;
          lastReason = e.message;
        }
        if ((i + 1) % 10 === 0 || i + 1 === urls.length) await setProgress(scope, src.id, i + 1, urls.length);
      }
      if (!sections.length) throw new ExtractError(`None of the sitemap's ${urls.length} pages could be read. The last reason: ${lastReason}`, "empty");
      return { sections, skippedPages: skipped, title: null };
    }
    default:
      throw new ExtractError(`Unknown source kind ${src.kind}.`, "unsupported");
  }
}

export function hashSections(sections: readonly Section[], tsConfig: string): string {
  const h = createHash("sha256");
  h.update(tsConfig);
  for (const s of sections) h.update(`\u0000${s.headings.join("\u0001")}\u0002${s.page ?? ""}\u0003${s.text}`);
  return h.digest("hex");
}

/**
 * Ingests the source (by id, within the scope's brand). Throws ExtractError for input that cannot
 * be read (the caller marks the source failed with its message); other errors are worth a retry.
 */
export async function ingestSource(scope: BrandScope, sourceId: string, opts: IngestOptions = {}): Promise<IngestOutcome> {
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const now = opts.now ?? (() => new Date());
  const [row] = await withScope(scope, async (tx) => {
    const [brand] = await tx.select({ languages: brands.languages }).from(brands).where(eq(brands.id, scope.brandId));
    const rows = await tx
      .update(knowledgeSources)
      .set({ status: "processing", error: null, progressDone: 0, progressTotal: 1, updatedAt: new Date() })
      .where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.brandId, scope.brandId)))
      .returning();
    return rows.map((r) => ({ src: r, tsConfig: tsConfigFor(brand?.languages) }));
  });
  if (!row) return { status: "gone" };
  const { src, tsConfig } = row;

  // Parsing and chunking run in a child process that leaves when this source is read (./extract/isolated.ts).
  const extractor = openExtractor({ limits, signal: opts.signal });
  let read;
  try {
    read = await sectionsOf(scope, src, opts, limits, extractor);
    const hash = hashSections(read.sections, tsConfig);
    const unchanged = hash === src.contentHash && src.chunkCount > 0;
    const chunks = unchanged ? null : await extractor.chunk(read.sections, opts.chunking ?? DEFAULT_CHUNKING);
    read = { ...read, hash, unchanged, chunks };
  } finally {
    await extractor.close();
  }
  const { skippedPages, title, pages, hash, unchanged, chunks } = read;
  const finishedAt = now();
  const nextSyncAt = src.refreshHours ? new Date(finishedAt.getTime() + src.refreshHours * 3_600_000) : null;
  const result = await withScope(scope, async (tx) => {
    // The source may have been deleted while it was read.
    const [still] = await tx.select({ id: knowledgeSources.id }).from(knowledgeSources).where(and(eq(knowledgeSources.id, src.id), eq(knowledgeSources.brandId, scope.brandId))).for("update");
    if (!still) return null;
    let tokens = src.tokenCount;
    let count = src.chunkCount;
    if (chunks) {
      await tx.delete(knowledgeChunks).where(and(eq(knowledgeChunks.sourceId, src.id), eq(knowledgeChunks.brandId, scope.brandId)));
      for (let i = 0; i < chunks.length; i += INSERT_BATCH) {
        await tx.insert(knowledgeChunks).values(
          chunks.slice(i, i + INSERT_BATCH).map((c) => ({ brandId: scope.brandId, sourceId: src.id, position: c.position, heading: c.heading, page: c.page, content: c.content, tokens: c.tokens, tsConfig })),
        );
      }
      tokens = chunks.reduce((s, c) => s + c.tokens, 0);
      count = chunks.length;
    }
    const autoTitle = src.kind === "url" && title && src.title === src.origin ? title.slice(0, 200) : src.title;
    await tx
      .update(knowledgeSources)
      .set({
        status: "ready",
        error: skippedPages ? `${skippedPages} page${skippedPages === 1 ? " was" : "s were"} skipped (not readable or not public).` : null,
        title: autoTitle,
        chunkCount: count,
        tokenCount: tokens,
        contentHash: hash,
        language: tsConfig,
        lastSyncedAt: finishedAt,
        nextSyncAt,
        // A sitemap's and a PDF's counts (pages) stay as read; the rest are one step.
        progressDone: src.kind === "sitemap" || pages ? undefined : 1,
        progressTotal: src.kind === "sitemap" || pages ? undefined : 1,
        updatedAt: new Date(),
      })
      .where(eq(knowledgeSources.id, src.id));
    return { count, tokens };
  });
  if (!result) return { status: "gone" };
  if (chunks?.length) {
    await analyzeAfterBulkWrite([knowledgeChunks], chunks.length);
    await queueEmbeddingIfConfigured(scope);
  }
  return { status: "ready", chunks: result.count, tokens: result.tokens, unchanged, skippedPages };
}

/** Marks the source failed with the reason in the user's words (and schedules its next re-fetch). */
export async function failSource(scope: BrandScope, sourceId: string, reason: string, now = new Date()): Promise<void> {
  await withScope(scope, async (tx) => {
    const [src] = await tx.select({ refreshHours: knowledgeSources.refreshHours }).from(knowledgeSources).where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.brandId, scope.brandId)));
    if (!src) return;
    await tx
      .update(knowledgeSources)
      .set({ status: "failed", error: reason.slice(0, 1000), lastSyncedAt: now, nextSyncAt: src.refreshHours ? new Date(now.getTime() + src.refreshHours * 3_600_000) : null, updatedAt: new Date() })
      .where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.brandId, scope.brandId)));
  });
}
