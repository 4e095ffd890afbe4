/**
 * A loopback S3-compatible server for tests (path-style buckets): PutObject, GetObject, DeleteObject
 * and ListObjectsV2 with S3's documented XML bodies and error documents. Every request must carry a
 * valid AWS Signature Version 4 — in the Authorization header, or in the query string for presigned
 * URLs (checked for expiry) — verified here from scratch with node:crypto, independent of the signer
 * the app uses, so a signing mistake fails the test with S3's own SignatureDoesNotMatch.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_S3 = { accessKeyId: "AKIAFAKES3TEST000001", secretAccessKey: "fake/S3/secret+key/0123456789abcdefABCDEF", region: "eu-central-1", bucket: "growth-files" } as const;

type Stored = { body: Buffer; contentType: string; cacheControl: string | undefined; lastModified: Date };
export type FakeS3Request = { method: string; path: string; query: Record<string, string>; auth: "header" | "query" };

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");
const hmac = (k: Buffer | string, s: string) => createHmac("sha256", k).update(s).digest();
/** RFC 3986 encoding as SigV4 requires: everything but A-Z a-z 0-9 - _ . ~ */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function errorXml(code: string, message: string, extra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>${extra}<RequestId>4442587FB7D0A2F9</RequestId></Error>`;
}

function parseQuery(raw: string): [string, string][] {
  if (!raw) return [];
  return raw.split("&").filter(Boolean).map((p) => {
    const i = p.indexOf("=");
    const k = i < 0 ? p : p.slice(0, i);
    const v = i < 0 ? "" : p.slice(i + 1);
    // As S3 reads a query string: "+" is a space (form encoding), then percent-decoding.
    const dec = (x: string) => decodeURIComponent(x.replace(/\+/g, " "));
    return [dec(k), dec(v)];
  });
}

/** Verifies SigV4; returns null when valid, else S3's error code and message. */
function verify(req: http.IncomingMessage, body: Buffer, now: Date): { code: string; message: string } | null {
  const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split(/\?(.*)/s);
  const query = parseQuery(rawQuery);
  const q = Object.fromEntries(query);
  const presigned = q["X-Amz-Algorithm"] !== undefined;
  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
  if (presigned) {
    if (q["X-Amz-Algorithm"] !== "AWS4-HMAC-SHA256") return { code: "AuthorizationQueryParametersError", message: "X-Amz-Algorithm only supports AWS4-HMAC-SHA256" };
    credential = q["X-Amz-Credential"] ?? "";
    signedHeaders = q["X-Amz-SignedHeaders"] ?? "";
    signature = q["X-Amz-Signature"] ?? "";
    amzDate = q["X-Amz-Date"] ?? "";
    payloadHash = "UNSIGNED-PAYLOAD";
    const expires = Number(q["X-Amz-Expires"]);
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800) return { code: "AuthorizationQueryParametersError", message: "X-Amz-Expires must be between 1 and 604800 seconds" };
    const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
    if (!(signedAt + expires * 1000 > now.getTime())) return { code: "AccessDenied", message: "Request has expired" };
  } else {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ""));
    if (!m) return { code: "AccessDenied", message: "Access Denied" };
    [, credential = "", signedHeaders = "", signature = ""] = m;
    amzDate = String(req.headers["x-amz-date"] ?? "");
    payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (!payloadHash) return { code: "InvalidRequest", message: "Missing required header for this request: x-amz-content-sha256" };
    if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return { code: "XAmzContentSHA256Mismatch", message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
    const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
    if (!(Math.abs(now.getTime() - signedAt) < 15 * 60_000)) return { code: "RequestTimeTooSkewed", message: "The difference between the request time and the current time is too large." };
  }
  const [akid, date, region, service, terminal] = credential.split("/");
  if (akid !== FAKE_S3.accessKeyId) return { code: "InvalidAccessKeyId", message: "The AWS Access Key Id you provided does not exist in our records." };
  if (region !== FAKE_S3.region || service !== "s3" || terminal !== "aws4_request" || !amzDate.startsWith(date ?? "-")) {
    return { code: "AuthorizationHeaderMalformed", message: `The authorization header is malformed; the region '${region}' is wrong; expecting '${FAKE_S3.region}'` };
  }
  const headerNames = signedHeaders.split(";");
  if (!headerNames.includes("host")) return { code: "AccessDenied", message: "host must be a signed header" };
  const canonicalUri = rawPath.split("/").map((seg) => rfc3986(decodeURIComponent(seg))).join("/");
  const canonicalQuery = query
    .filter(([k]) => k !== "X-Amz-Signature")
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalHeaders = headerNames.map((h) => `${h}:${String(req.headers[h] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${FAKE_S3.secretAccessKey}`, date!), region!), "s3"), "aws4_request");
  const want = hmac(key, stringToSign);
  const got = Buffer.from(signature, "hex");
  if (got.length !== want.length || !timingSafeEqual(got, want)) {
    return { code: "SignatureDoesNotMatch", message: "The request signature we calculated does not match the signature you provided. Check your key and signing method." };
  }
  return null;
}

export type FakeS3 = {
  baseUrl: string;
  host: string;
  objects: Map<string, Stored>;
  requests: FakeS3Request[];
  /** Objects per ListObjectsV2 page at most (S3's default is 1000); small values exercise continuation. */
  pageSize: number;
  env(): Record<string, string>;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Stored>();
  const requests: FakeS3Request[] = [];
  const state = { pageSize: 1000 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const send = (status: number, xml: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/xml", ...headers });
        res.end(xml);
      };
      const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split(/\?(.*)/s);
      const query = Object.fromEntries(parseQuery(rawQuery));
      requests.push({ method: req.method ?? "", path: decodeURIComponent(rawPath), query, auth: query["X-Amz-Signature"] ? "query" : "header" });
      const denied = verify(req, body, new Date());
      if (denied) return send(403, errorXml(denied.code, denied.message));
      const [, bucket = "", ...rest] = rawPath.split("/");
      if (decodeURIComponent(bucket) !== FAKE_S3.bucket) return send(404, errorXml("NoSuchBucket", "The specified bucket does not exist", `<BucketName>${xmlEscape(decodeURIComponent(bucket))}</BucketName>`));
      const key = rest.map(decodeURIComponent).join("/");
      if (req.method === "GET" && !key && query["list-type"] === "2") {
        const prefix = query.prefix ?? "";
        const max = Math.min(Number(query["max-keys"] ?? 1000), state.pageSize);
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = query["continuation-token"] ? Number(Buffer.from(query["continuation-token"], "base64").toString()) : 0;
        const page = all.slice(start, start + max);
        const truncated = start + max < all.length;
        const contents = page
          .map((k) => {
            const o = objects.get(k)!;
            return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>&quot;${createHash("md5").update(o.body).digest("hex")}&quot;</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join("");
        return send(
          200,
          `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${FAKE_S3.bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${Buffer.from(String(start + max)).toString("base64")}</NextContinuationToken>` : ""}</ListBucketResult>`,
        );
      }
      if (!key) return send(400, errorXml("InvalidRequest", "Missing key"));
      if (req.method === "PUT") {
        objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "binary/octet-stream"), cacheControl: req.headers["cache-control"], lastModified: new Date() });
        res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
        return res.end();
      }
      if (req.method === "GET") {
        const o = objects.get(key);
        if (!o) return send(404, errorXml("NoSuchKey", "The specified key does not exist.", `<Key>${xmlEscape(key)}</Key>`));
        const headers: Record<string, string> = { "content-type": o.contentType, "content-length": String(o.body.length) };
        if (o.cacheControl) headers["cache-control"] = o.cacheControl;
        if (query["response-content-disposition"]) headers["content-disposition"] = query["response-content-disposition"];
        res.writeHead(200, headers);
        return res.end(o.body);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return send(405, errorXml("MethodNotAllowed", "The specified method is not allowed against this resource."));
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
    get pageSize() {
      return state.pageSize;
    },
    set pageSize(n: number) {
      state.pageSize = n;
    },
    env: () => ({
      STORAGE_DRIVER: "s3",
      STORAGE_BUCKET: FAKE_S3.bucket,
      STORAGE_S3_ENDPOINT: baseUrl,
      STORAGE_S3_REGION: FAKE_S3.region,
      STORAGE_S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
    }),
    reset() {
      objects.clear();
      requests.length = 0;
      state.pageSize = 1000;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
