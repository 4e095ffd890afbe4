import type { BrandScope } from "@/lib/brand-scope";

/** Who a driver call is made for: written to the API-call audit (lib/http) with every request. */
export type DriverContext = {
  /** null when the brand no longer exists (the purge after its delete) or for a person's own file (avatar): the audit row then has no brand. */
  brandId: string | null;
  scope?: BrandScope;
  jobId?: string | null;
};

/** One object under a prefix, as the remote store lists it. */
export type RemoteObject = { key: string; size: number };

/**
 * A store outside the database that holds a file's bytes at `key` in one bucket (S3-compatible,
 * Supabase Storage). Metadata stays in storage_objects either way (lib/storage/files.ts). Every
 * request goes through lib/http's outbound client: SSRF guard, timeouts, audit row.
 */
export interface RemoteDriver {
  readonly name: "s3" | "supabase";
  readonly bucket: string;
  put(key: string, bytes: Uint8Array, meta: { contentType: string; cacheControl: string }, ctx: DriverContext): Promise<void>;
  /** null when the store has no such object. `maxBytes` bounds the response read. */
  get(key: string, maxBytes: number, ctx: DriverContext): Promise<Uint8Array | null>;
  /** Deleting a key that is already gone is not an error. */
  remove(keys: string[], ctx: DriverContext): Promise<void>;
  /** Every object under a prefix (all levels), page by page. */
  list(prefix: string, ctx: DriverContext): AsyncIterable<RemoteObject[]>;
  /** A URL anyone holding it may GET for ttlSeconds; `fileName` is offered as an attachment when `attachment` is set. */
  presign(key: string, ttlSeconds: number, opts: { fileName: string; attachment: boolean }, ctx: DriverContext): Promise<string>;
}

/** The remote store answered with an error; `code` is the store's own (S3 <Code>, Supabase `error`). */
export class StorageBackendError extends Error {
  constructor(
    readonly driver: string,
    readonly status: number | null,
    readonly code: string,
    message: string,
  ) {
    super(`${driver} storage: ${code}${message ? ` — ${message}` : ""}${status ? ` (HTTP ${status})` : ""}`);
    this.name = "StorageBackendError";
  }
}

/** `a/b c/ü.txt` → `a/b%20c/%C3%BC.txt`: each segment encoded, slashes kept. */
export function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
