/**
 * Supabase Storage over its REST API (https://supabase.com/docs/reference/api — storage), with the
 * service-role key, through lib/http's outbound client:
 *   POST   /storage/v1/object/{bucket}/{path}        upload (x-upsert, cache-control)
 *   GET    /storage/v1/object/{bucket}/{path}        download
 *   DELETE /storage/v1/object/{bucket}               { prefixes: [paths] }
 *   POST   /storage/v1/object/list/{bucket}          { prefix, limit, offset, sortBy: { column, order } }
 *   POST   /storage/v1/object/sign/{bucket}/{path}   { expiresIn } → { signedURL }
 * Listing is one folder level per call (folders come back with id null), so list() walks down.
 */
import { outbound, type OutboundClient } from "@/lib/http";
import { StorageBackendError, encodeKey, type DriverContext, type RemoteDriver, type RemoteObject } from "./types";

export type SupabaseStorageConfig = { url: string; serviceKey: string; bucket: string; client?: OutboundClient };

/** One entry of /object/list (Supabase's documented shape; folders have id null and no metadata). */
export type SupabaseListEntry = {
  name: string;
  id: string | null;
  updated_at?: string | null;
  created_at?: string | null;
  last_accessed_at?: string | null;
  metadata?: { size?: number; mimetype?: string; cacheControl?: string } | null;
};

/** Spec §7 and Supabase's own defaults for a list call. */
export const SUPABASE_LIST_DEFAULTS = { limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } } as const;

export function createSupabaseDriver(config: SupabaseStorageConfig): RemoteDriver {
  const client = config.client ?? outbound;
  const base = `${config.url.replace(/\/$/, "")}/storage/v1`;
  const bucket = encodeURIComponent(config.bucket);
  const auth = { authorization: `Bearer ${config.serviceKey}`, apikey: config.serviceKey };

  async function call(
    ctx: DriverContext,
    purpose: string,
    method: "GET" | "POST" | "DELETE",
    path: string,
    opts: { headers?: Record<string, string>; body?: Uint8Array | string; maxResponseBytes?: number } = {},
  ) {
    return client.request(
      {
        url: `${base}${path}`,
        method,
        headers: { ...auth, ...opts.headers },
        body: opts.body,
        maxRequestBytes: typeof opts.body === "string" ? Buffer.byteLength(opts.body) : (opts.body?.byteLength ?? 0),
        maxResponseBytes: opts.maxResponseBytes ?? 1024 * 1024,
        timeoutMs: 120_000,
      },
      { brandId: ctx.brandId, scope: ctx.scope, jobId: ctx.jobId, provider: "supabase-storage", purpose },
    );
  }

  const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  function errorOf(res: { status: number; body: Buffer }): { code: string; message: string; notFound: boolean } {
    try {
      const b = JSON.parse(res.body.toString("utf8")) as { statusCode?: string | number; error?: string; message?: string };
      // Storage answers a missing object with HTTP 400 and statusCode "404" in the body (older servers) or HTTP 404.
      const notFound = res.status === 404 || String(b.statusCode) === "404" || b.error === "not_found";
      return { code: b.error ?? `HTTP ${res.status}`, message: b.message ?? "", notFound };
    } catch {
      return { code: `HTTP ${res.status}`, message: "", notFound: res.status === 404 };
    }
  }

  function fail(res: { status: number; body: Buffer }): never {
    const e = errorOf(res);
    throw new StorageBackendError("Supabase", res.status, e.code, e.message);
  }

  async function listFolder(prefix: string, offset: number, ctx: DriverContext): Promise<SupabaseListEntry[]> {
    const res = await call(ctx, "storage: list files", "POST", `/object/list/${bucket}`, json({ ...SUPABASE_LIST_DEFAULTS, prefix, offset }));
    if (res.status !== 200) fail(res);
    return JSON.parse(res.body.toString("utf8")) as SupabaseListEntry[];
  }

  return {
    name: "supabase",
    bucket: config.bucket,
    async put(key, bytes, meta, ctx) {
      const maxAge = /max-age=(\d+)/.exec(meta.cacheControl)?.[1] ?? "3600";
      const res = await call(ctx, "storage: store a file", "POST", `/object/${bucket}/${encodeKey(key)}`, {
        headers: { "content-type": meta.contentType, "cache-control": `max-age=${maxAge}`, "x-upsert": "false" },
        body: bytes,
      });
      if (res.status !== 200) fail(res);
    },
    async get(key, maxBytes, ctx) {
      const res = await call(ctx, "storage: read a file", "GET", `/object/${bucket}/${encodeKey(key)}`, { maxResponseBytes: maxBytes });
      if (res.status !== 200) {
        if (errorOf(res).notFound) return null;
        fail(res);
      }
      if (res.truncated) throw new StorageBackendError("Supabase", res.status, "TooLarge", `the object is larger than ${maxBytes} bytes`);
      return new Uint8Array(res.body);
    },
    async remove(keys, ctx) {
      for (let i = 0; i < keys.length; i += 1000) {
        const res = await call(ctx, "storage: delete files", "DELETE", `/object/${bucket}`, json({ prefixes: keys.slice(i, i + 1000) }));
        if (res.status !== 200) fail(res);
      }
    },
    async *list(prefix, ctx) {
      // Depth-first over folders; each folder read page by page (limit 100, by name).
      const folders = [prefix.replace(/\/$/, "")];
      while (folders.length) {
        const folder = folders.pop()!;
        for (let offset = 0; ; offset += SUPABASE_LIST_DEFAULTS.limit) {
          const entries = await listFolder(folder, offset, ctx);
          const files: RemoteObject[] = [];
          for (const e of entries) {
            const key = folder ? `${folder}/${e.name}` : e.name;
            if (e.id === null) folders.push(key);
            else files.push({ key, size: e.metadata?.size ?? 0 });
          }
          if (files.length) yield files;
          if (entries.length < SUPABASE_LIST_DEFAULTS.limit) break;
        }
      }
    },
    async presign(key, ttlSeconds, opts, ctx) {
      const res = await call(ctx, "storage: sign a file link", "POST", `/object/sign/${bucket}/${encodeKey(key)}`, json({ expiresIn: Math.max(1, Math.floor(ttlSeconds)) }));
      if (res.status !== 200) fail(res);
      const { signedURL } = JSON.parse(res.body.toString("utf8")) as { signedURL?: string };
      if (!signedURL) throw new StorageBackendError("Supabase", res.status, "InvalidResponse", "no signedURL in the answer");
      const url = new URL(`${base}${signedURL}`);
      if (opts.attachment) url.searchParams.set("download", opts.fileName);
      return url.toString();
    },
  };
}
