/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) over its REST API. Requests are
 * signed with AWS Signature Version 4 by aws4fetch's AwsV4Signer, then sent through lib/http's
 * outbound client (never fetch), so they share the SSRF guard, timeouts and the API-call audit.
 * Operations used: PutObject, GetObject, DeleteObject, ListObjectsV2, and presigned GET URLs
 * (query-string SigV4, X-Amz-Expires ≤ 7 days).
 */
import { AwsV4Signer } from "aws4fetch";
import { outbound, type OutboundClient } from "@/lib/http";
import { StorageBackendError, contentDisposition, encodeKey, type DriverContext, type RemoteDriver, type RemoteObject } from "./types";

export type S3Config = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unset: AWS's regional endpoint. */
  endpoint?: string;
  /** Bucket in the path rather than the host (MinIO and most self-hosted services). */
  pathStyle?: boolean;
  client?: OutboundClient;
};

const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function xmlText(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, "&");
}

function tag(xml: string, name: string): string | undefined {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m?.[1] === undefined ? undefined : xmlText(m[1]);
}

/** Parses a ListObjectsV2 result (the documented XML: ListBucketResult > Contents > Key, Size). */
export function parseListObjectsV2(xml: string): { objects: RemoteObject[]; nextToken: string | null } {
  const objects: RemoteObject[] = [];
  for (const m of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const body = m[1] ?? "";
    const key = tag(body, "Key");
    if (key !== undefined) objects.push({ key, size: Number(tag(body, "Size") ?? 0) });
  }
  const truncated = tag(xml, "IsTruncated") === "true";
  return { objects, nextToken: truncated ? (tag(xml, "NextContinuationToken") ?? null) : null };
}

export function createS3Driver(config: S3Config): RemoteDriver {
  const client = config.client ?? outbound;
  const pathStyle = config.pathStyle ?? !!config.endpoint;
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);

  function objectUrl(key: string, query?: Record<string, string>): URL {
    const base = new URL(endpoint);
    if (pathStyle) base.pathname = `${base.pathname.replace(/\/$/, "")}/${encodeURIComponent(config.bucket)}/${encodeKey(key)}`;
    else {
      base.hostname = `${config.bucket}.${base.hostname}`;
      base.pathname = `${base.pathname.replace(/\/$/, "")}/${encodeKey(key)}`;
    }
    for (const [k, v] of Object.entries(query ?? {})) base.searchParams.set(k, v);
    return base;
  }

  async function signed(method: "GET" | "PUT" | "DELETE", url: URL, headers: Record<string, string> = {}, body?: Uint8Array) {
    const signer = new AwsV4Signer({
      method,
      url: url.toString(),
      headers,
      body: (body ?? null) as Uint8Array<ArrayBuffer> | null,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: "s3",
      region: config.region,
    });
    const req = await signer.sign();
    const out: Record<string, string> = {};
    req.headers.forEach((v, k) => (out[k] = v));
    return { url: req.url.toString(), headers: out };
  }

  async function call(
    ctx: DriverContext,
    purpose: string,
    method: "GET" | "PUT" | "DELETE",
    url: URL,
    opts: { headers?: Record<string, string>; body?: Uint8Array; maxResponseBytes?: number } = {},
  ) {
    const s = await signed(method, url, opts.headers, opts.body);
    return client.request(
      {
        url: s.url,
        method,
        headers: s.headers,
        body: opts.body,
        maxRequestBytes: opts.body?.byteLength ?? 0,
        maxResponseBytes: opts.maxResponseBytes ?? 1024 * 1024,
        timeoutMs: 120_000,
      },
      { brandId: ctx.brandId, scope: ctx.scope, jobId: ctx.jobId, provider: "s3", purpose },
    );
  }

  function fail(res: { status: number; body: Buffer }): never {
    const xml = res.body.toString("utf8");
    throw new StorageBackendError("S3", res.status, tag(xml, "Code") ?? `HTTP ${res.status}`, tag(xml, "Message") ?? "");
  }

  return {
    name: "s3",
    bucket: config.bucket,
    async put(key, bytes, meta, ctx) {
      const res = await call(ctx, "storage: store a file", "PUT", objectUrl(key), {
        headers: { "content-type": meta.contentType, "cache-control": meta.cacheControl, "content-length": String(bytes.byteLength) },
        body: bytes,
      });
      if (res.status !== 200) fail(res);
    },
    async get(key, maxBytes, ctx) {
      const res = await call(ctx, "storage: read a file", "GET", objectUrl(key), { maxResponseBytes: maxBytes });
      if (res.status === 404) return null;
      if (res.status !== 200) fail(res);
      if (res.truncated) throw new StorageBackendError("S3", res.status, "TooLarge", `the object is larger than ${maxBytes} bytes`);
      return new Uint8Array(res.body);
    },
    async remove(keys, ctx) {
      for (const key of keys) {
        const res = await call(ctx, "storage: delete a file", "DELETE", objectUrl(key));
        // DeleteObject answers 204 whether or not the key existed.
        if (res.status !== 204 && res.status !== 200 && res.status !== 404) fail(res);
      }
    },
    async *list(prefix, ctx) {
      let token: string | null = null;
      do {
        // The bucket itself: path style /bucket, virtual-hosted / on bucket.host.
        const url = objectUrl("");
        url.searchParams.set("list-type", "2");
        url.searchParams.set("prefix", prefix);
        url.searchParams.set("max-keys", "1000");
        if (token) url.searchParams.set("continuation-token", token);
        const res = await call(ctx, "storage: list files", "GET", url, { maxResponseBytes: 4 * 1024 * 1024 });
        if (res.status !== 200) fail(res);
        const page = parseListObjectsV2(res.body.toString("utf8"));
        if (page.objects.length) yield page.objects;
        token = page.nextToken;
      } while (token);
    },
    async presign(key, ttlSeconds, opts) {
      const url = objectUrl(key, {
        "X-Amz-Expires": String(Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(ttlSeconds)))),
        ...(opts.attachment ? { "response-content-disposition": contentDisposition("attachment", opts.fileName) } : {}),
      });
      const signer = new AwsV4Signer({
        method: "GET",
        url: url.toString(),
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        service: "s3",
        region: config.region,
        signQuery: true,
      });
      return (await signer.sign()).url.toString();
    },
  };
}
