/**
 * A loopback stand-in for Supabase Storage's REST API (/storage/v1), for tests: upload, download,
 * delete by prefixes, folder listing with limit/offset/sortBy, and signed URLs, answering with the
 * JSON bodies Supabase documents (storage-js reads the same shapes). Requests need the service key
 * as both `Authorization: Bearer` and `apikey`.
 */
import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_SUPABASE_STORAGE = { serviceKey: "fake-service-role-key-0123456789abcdef", bucket: "brand-files" } as const;

type Stored = { id: string; body: Buffer; mimetype: string; cacheControl: string; createdAt: string };
export type FakeSupabaseRequest = { method: string; path: string; body: unknown };

const SIGNING = "fake-supabase-url-signing";

export type FakeSupabaseStorage = {
  baseUrl: string;
  host: string;
  objects: Map<string, Stored>;
  requests: FakeSupabaseRequest[];
  env(): Record<string, string>;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeSupabaseStorage(): Promise<FakeSupabaseStorage> {
  const objects = new Map<string, Stored>();
  const requests: FakeSupabaseRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://fake");
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, statusCode: string, err: string, message: string) => json(status, { statusCode, error: err, message });
      const isJson = String(req.headers["content-type"] ?? "").startsWith("application/json");
      let body: unknown = null;
      if (isJson && raw.length) body = JSON.parse(raw.toString("utf8"));
      requests.push({ method: req.method ?? "", path: decodeURIComponent(url.pathname), body });
      const path = url.pathname;
      if (!path.startsWith("/storage/v1/")) return error(404, "404", "not_found", "Route not found");
      const rest = path.slice("/storage/v1".length);

      // Signed URLs need no key: the token is the permission.
      const signed = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(rest);
      if (req.method === "GET" && signed) {
        const token = url.searchParams.get("token") ?? "";
        const [payload = "", sig = ""] = token.split(".");
        const want = createHmac("sha256", SIGNING).update(payload).digest("base64url");
        if (sig !== want) return error(400, "400", "InvalidSignature", "The signature is invalid");
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { url: string; exp: number };
        const name = `${decodeURIComponent(signed[1]!)}/${decodeURIComponent(signed[2]!)}`;
        if (claims.url !== name) return error(400, "400", "InvalidSignature", "The signature is invalid");
        if (claims.exp * 1000 <= Date.now()) return error(400, "400", "InvalidJWT", '"exp" claim timestamp check failed');
        const o = objects.get(decodeURIComponent(signed[2]!));
        if (!o) return error(400, "404", "not_found", "Object not found");
        const headers: Record<string, string> = { "content-type": o.mimetype, "cache-control": o.cacheControl };
        const download = url.searchParams.get("download");
        if (download !== null) headers["content-disposition"] = `attachment; filename="${download || name.split("/").pop()}"`;
        res.writeHead(200, headers);
        return res.end(o.body);
      }

      const key = String(req.headers.apikey ?? "");
      if (req.headers.authorization !== `Bearer ${FAKE_SUPABASE_STORAGE.serviceKey}` || key !== FAKE_SUPABASE_STORAGE.serviceKey) {
        return error(400, "403", "Unauthorized", "invalid signature");
      }
      const bucketOk = (b: string) => decodeURIComponent(b) === FAKE_SUPABASE_STORAGE.bucket;

      const list = /^\/object\/list\/([^/]+)$/.exec(rest);
      if (req.method === "POST" && list) {
        if (!bucketOk(list[1]!)) return error(400, "404", "Bucket not found", "Bucket not found");
        const b = body as { prefix?: string; limit?: number; offset?: number; sortBy?: { column?: string; order?: string } };
        const prefix = (b.prefix ?? "").replace(/\/$/, "");
        const under = prefix ? `${prefix}/` : "";
        const entries = new Map<string, Record<string, unknown>>();
        for (const [name, o] of objects) {
          if (!name.startsWith(under)) continue;
          const [first, ...deeper] = name.slice(under.length).split("/");
          if (deeper.length) entries.set(first!, { name: first, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
          else
            entries.set(first!, {
              name: first,
              id: o.id,
              updated_at: o.createdAt,
              created_at: o.createdAt,
              last_accessed_at: o.createdAt,
              metadata: { eTag: `"${o.id}"`, size: o.body.length, mimetype: o.mimetype, cacheControl: o.cacheControl, lastModified: o.createdAt, contentLength: o.body.length, httpStatusCode: 200 },
            });
        }
        const desc = b.sortBy?.order === "desc";
        const sorted = [...entries.values()].sort((x, y) => String(x.name).localeCompare(String(y.name)) * (desc ? -1 : 1));
        const offset = b.offset ?? 0;
        return json(200, sorted.slice(offset, offset + (b.limit ?? 100)));
      }

      const sign = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(rest);
      if (req.method === "POST" && sign) {
        const name = decodeURIComponent(sign[2]!);
        if (!objects.has(name)) return error(400, "404", "not_found", "Object not found");
        const expiresIn = (body as { expiresIn?: number }).expiresIn ?? 0;
        const payload = Buffer.from(JSON.stringify({ url: `${decodeURIComponent(sign[1]!)}/${name}`, exp: Math.floor(Date.now() / 1000) + expiresIn })).toString("base64url");
        const token = `${payload}.${createHmac("sha256", SIGNING).update(payload).digest("base64url")}`;
        return json(200, { signedURL: `/object/sign/${sign[1]}/${sign[2]}?token=${token}` });
      }

      const removeAll = /^\/object\/([^/]+)$/.exec(rest);
      if (req.method === "DELETE" && removeAll) {
        const prefixes = (body as { prefixes?: string[] }).prefixes ?? [];
        const deleted = prefixes.filter((p) => objects.has(p)).map((p) => {
          const o = objects.get(p)!;
          objects.delete(p);
          return { bucket_id: FAKE_SUPABASE_STORAGE.bucket, name: p, id: o.id, owner: null, updated_at: o.createdAt, created_at: o.createdAt, last_accessed_at: o.createdAt, metadata: { size: o.body.length, mimetype: o.mimetype } };
        });
        return json(200, deleted);
      }

      const object = /^\/object\/([^/]+)\/(.+)$/.exec(rest);
      if (object) {
        if (!bucketOk(object[1]!)) return error(400, "404", "Bucket not found", "Bucket not found");
        const name = decodeURIComponent(object[2]!);
        if (req.method === "POST") {
          if (objects.has(name) && req.headers["x-upsert"] !== "true") return error(400, "409", "Duplicate", "The resource already exists");
          const id = randomUUID();
          objects.set(name, { id, body: raw, mimetype: String(req.headers["content-type"] ?? "text/plain;charset=UTF-8"), cacheControl: String(req.headers["cache-control"] ?? "max-age=3600"), createdAt: new Date().toISOString() });
          return json(200, { Key: `${FAKE_SUPABASE_STORAGE.bucket}/${name}`, Id: id });
        }
        if (req.method === "GET") {
          const o = objects.get(name);
          if (!o) return error(400, "404", "not_found", "Object not found");
          res.writeHead(200, { "content-type": o.mimetype, "cache-control": o.cacheControl, "content-length": String(o.body.length) });
          return res.end(o.body);
        }
      }
      return error(404, "404", "not_found", "Route not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    host: `127.0.0.1:${port}`,
    objects,
    requests,
    env: () => ({ STORAGE_DRIVER: "supabase", STORAGE_BUCKET: FAKE_SUPABASE_STORAGE.bucket, STORAGE_SUPABASE_URL: baseUrl, STORAGE_SUPABASE_SERVICE_KEY: FAKE_SUPABASE_STORAGE.serviceKey }),
    reset() {
      objects.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
