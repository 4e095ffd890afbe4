/**
 * The pure rules of lib/storage (no database): upload checks per kind, file names, Cache-Control
 * values, listing defaults (spec §7) and link lifetimes. files.ts applies them.
 */
import { STORAGE_KINDS, USER_FILE_KINDS, formatLimit, type KindRule, type StorageKind, type UserFileKind } from "./kinds";
import { SNIFFED_TYPES, sniffContentType } from "./sniff";

export type ListSort = { column: "name" | "created_at" | "size"; order: "asc" | "desc" };
export type ListFilesOptions = {
  kind?: StorageKind;
  /** Files whose name starts with this. */
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: Partial<ListSort>;
};

/** Spec §7: list 100 at a time from the start, by name ascending. */
export const LIST_DEFAULTS = { limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } } as const satisfies {
  limit: number;
  offset: number;
  sortBy: ListSort;
};
export const MAX_LIST_LIMIT = 1000;
/** Signed links: 5 minutes unless asked otherwise, at most 7 days (S3's own ceiling). */
export const DEFAULT_URL_TTL_SECONDS = 300;
export const MAX_URL_TTL_SECONDS = 7 * 24 * 3600;
export const DEFAULT_CACHE_SECONDS = 3600;

/** The upload was refused (empty, too large, a type the kind does not accept, bad name); the message is for the user. */
export class StorageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageRejectedError";
  }
}

/** Normalises a cache setting: a number of seconds, or a Cache-Control directive list without private/public (the server decides those). */
export function normaliseCacheControl(v: number | string | undefined): string {
  if (v === undefined) return `max-age=${DEFAULT_CACHE_SECONDS}`;
  if (typeof v === "number" || /^\d+$/.test(v)) {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 31_536_000) throw new StorageRejectedError("Cache time must be whole seconds between 0 and one year.");
    return n === 0 ? "no-cache" : `max-age=${n}`;
  }
  const parts = v.split(",").map((p) => p.trim().toLowerCase()).filter((p) => p && p !== "private" && p !== "public");
  if (!parts.length || !parts.every((p) => /^(no-store|no-cache|immutable|must-revalidate|max-age=\d{1,8})$/.test(p))) {
    throw new StorageRejectedError(`"${v}" is not a Cache-Control value this storage keeps (max-age=N, no-cache, no-store, immutable, must-revalidate).`);
  }
  return parts.join(", ");
}

/** The name as shown: the last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.replace(/\\/g, "/").split("/").pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  if (!clean || clean === "." || clean === "..") throw new StorageRejectedError("The file needs a name.");
  return clean;
}

const TYPE_WORDS: Record<string, string> = Object.fromEntries(Object.entries(SNIFFED_TYPES).map(([k, v]) => [v, k.toUpperCase()]));

/** Checks size and type against the kind's rule; returns the sniffed type. */
export function checkUpload(kind: StorageKind | UserFileKind, name: string, bytes: Uint8Array): { contentType: string; active: boolean } {
  const rule: KindRule = Object.hasOwn(USER_FILE_KINDS, kind) ? USER_FILE_KINDS[kind as UserFileKind] : STORAGE_KINDS[kind as StorageKind];
  if (bytes.byteLength === 0) throw new StorageRejectedError(`"${name}" is empty. Choose a file with content.`);
  if (bytes.byteLength > rule.maxBytes) {
    throw new StorageRejectedError(`"${name}" is ${formatLimit(bytes.byteLength)}; the limit for a ${rule.label} is ${formatLimit(rule.maxBytes)}.`);
  }
  const sniffed = sniffContentType(bytes, name);
  const accept: readonly string[] | null = rule.accept;
  if (accept && !accept.includes(sniffed.contentType)) {
    const what = sniffed.kind === "bin" ? "not a file type we can read" : `a ${TYPE_WORDS[sniffed.contentType]} file`;
    const allowed = [...new Set(accept.map((t) => TYPE_WORDS[t]))].join(", ");
    throw new StorageRejectedError(`"${name}" is ${what}, which is not accepted as a ${rule.label}. Accepted: ${allowed}.`);
  }
  return { contentType: sniffed.contentType, active: sniffed.active };
}

/** Fills in spec §7's defaults and bounds a listing request. */
export function listOptions(opts: ListFilesOptions = {}): Required<Omit<ListFilesOptions, "kind" | "prefix">> & Pick<ListFilesOptions, "kind" | "prefix"> & { sortBy: ListSort } {
  const limit = Math.min(MAX_LIST_LIMIT, Math.max(1, Math.floor(opts.limit ?? LIST_DEFAULTS.limit)));
  const offset = Math.max(0, Math.floor(opts.offset ?? LIST_DEFAULTS.offset));
  const column = opts.sortBy?.column ?? LIST_DEFAULTS.sortBy.column;
  const order = opts.sortBy?.order ?? LIST_DEFAULTS.sortBy.order;
  if (!["name", "created_at", "size"].includes(column) || !["asc", "desc"].includes(order)) throw new StorageRejectedError("Sort by name, created_at or size, asc or desc.");
  return { kind: opts.kind, prefix: opts.prefix, limit, offset, sortBy: { column, order } };
}

/** SVG and HTML: never shown inline. */
export function sniffContentTypeIsActive(contentType: string): boolean {
  return contentType === SNIFFED_TYPES.svg || contentType === SNIFFED_TYPES.html;
}
