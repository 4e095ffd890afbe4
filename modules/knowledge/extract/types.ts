/**
 * What every extractor returns: the document as sections in reading order, each with the headings
 * above it (outermost first), its text (paragraphs separated by blank lines) and, for paged formats
 * (PDF pages, PPTX slides), its page number. Chunking (../chunk.ts) works on this shape only.
 */
export type Section = { headings: string[]; text: string; page: number | null };

export type Extracted = { sections: Section[]; title: string | null; pages: number | null };

/**
 * A file (or page) that cannot be read, with the reason in the user's words; ingestion marks its
 * source failed with this message and never retries it.
 */
export class ExtractError extends Error {
  constructor(
    message: string,
    readonly code: "too-large" | "encrypted" | "no-text" | "unsupported" | "corrupt" | "bomb" | "too-complex" | "timeout" | "empty",
  ) {
    super(message);
    this.name = "ExtractError";
  }
}

/** By name, like the job errors (lib/jobs/tasks): the class may come from another copy of this module. */
export function isExtractError(e: unknown): e is ExtractError {
  return e instanceof Error && e.name === "ExtractError";
}

/** Limits shared by every extractor; tests and the bench may narrow them. */
export type ExtractLimits = {
  /** The raw file. */
  maxBytes: number;
  /** Everything a zip-based file (DOCX, XLSX, PPTX) may inflate to, summed over its entries. */
  maxUnzippedBytes: number;
  /** Inflated / compressed, per entry above 1 MB inflated (text XML compresses ~10:1; bombs 1000:1). */
  maxZipRatio: number;
  maxZipEntries: number;
  /** HTML element nesting. */
  maxHtmlDepth: number;
  /** Extracted text. */
  maxTextChars: number;
  /** PDF pages. */
  maxPages: number;
  /** Wall time for one file's extraction. */
  timeoutMs: number;
};

export const DEFAULT_LIMITS: ExtractLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxZipRatio: 200,
  maxZipEntries: 10_000,
  maxHtmlDepth: 512,
  maxTextChars: 20_000_000,
  maxPages: 2_000,
  timeoutMs: 120_000,
};

export function mb(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Called as a paged document is read (PDF pages), so a long file shows how far it got. */
export type ExtractProgress = (done: number, total: number) => void | Promise<void>;
