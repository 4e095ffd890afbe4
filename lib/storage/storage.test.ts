import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutboundClient, OutboundRequest } from "@/lib/http";
import { parseEnv } from "@/lib/env";
import { resetSecretBoxKey } from "@/lib/crypto/secret-box";
import { createS3Driver, parseListObjectsV2 } from "./drivers/s3";
import { createSupabaseDriver } from "./drivers/supabase";
import { contentDisposition, encodeKey } from "./drivers/types";
import { LIST_DEFAULTS, StorageRejectedError, checkUpload, cleanFileName, listOptions, normaliseCacheControl } from "./rules";
import { signFileToken, verifyFileToken } from "./signing";

/** An outbound client that records requests and answers from a script. */
function recorder(answer: (req: OutboundRequest) => { status: number; body?: string | Buffer }) {
  const seen: OutboundRequest[] = [];
  const client = {
    request: async (req: OutboundRequest) => {
      seen.push(req);
      const a = answer(req);
      const body = Buffer.isBuffer(a.body) ? a.body : Buffer.from(a.body ?? "");
      return { status: a.status, headers: {}, body, truncated: false, latencyMs: 1, bytesIn: body.length, bytesOut: 0, finalUrl: req.url, auditId: "x" };
    },
  } as unknown as OutboundClient;
  return { client, seen };
}

// AWS's documented example keys and time (Signature Version 4 for Amazon S3, "Examples").
const AWS_EXAMPLE = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1", bucket: "examplebucket" };
const at = () => new Date("2013-05-24T00:00:00Z");

describe("S3 signing", () => {
  it("presigns exactly AWS's documented example URL (GET examplebucket/test.txt, 86400 s)", async () => {
    const s3 = createS3Driver({ ...AWS_EXAMPLE, endpoint: "https://s3.amazonaws.com", pathStyle: false, now: at });
    const url = await s3.presign("test.txt", 86400, { fileName: "test.txt", attachment: false }, { brandId: null });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Expires=86400&X-Amz-Date=20130524T000000Z&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("bounds a presigned lifetime to S3's 7 days and names an attachment", async () => {
    const s3 = createS3Driver({ ...AWS_EXAMPLE, now: at });
    const u = new URL(await s3.presign("a/b c.html", 30 * 24 * 3600, { fileName: "b c.html", attachment: true }, { brandId: null }));
    expect(u.host).toBe("examplebucket.s3.us-east-1.amazonaws.com");
    expect(u.pathname).toBe("/a/b%20c.html");
    expect(u.searchParams.get("X-Amz-Expires")).toBe("604800");
    expect(u.searchParams.get("response-content-disposition")).toBe(`attachment; filename="b c.html"; filename*=UTF-8''b%20c.html`);
  });

  it("signs each request in its headers, hashing the body, with the bucket in the path for a custom endpoint", async () => {
    const { client, seen } = recorder(() => ({ status: 200 }));
    const s3 = createS3Driver({ ...AWS_EXAMPLE, endpoint: "http://minio.local:9000", client, now: at });
    const body = new TextEncoder().encode("Welcome to Amazon S3.");
    await s3.put("brand/training/f/test.txt", body, { contentType: "text/plain", cacheControl: "max-age=3600" }, { brandId: null });
    const req = seen[0]!;
    expect(req).toMatchObject({ method: "PUT", url: "http://minio.local:9000/examplebucket/brand/training/f/test.txt" });
    expect(req.headers!["x-amz-content-sha256"]).toBe(createHash("sha256").update(body).digest("hex"));
    expect(req.headers!["x-amz-date"]).toBe("20130524T000000Z");
    expect(req.headers!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/);
    expect(req.headers!.authorization).toContain("x-amz-content-sha256");
  });

  it("reads S3's documented errors and ListObjectsV2 pages", async () => {
    const { client } = recorder(() => ({ status: 403, body: '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' }));
    const s3 = createS3Driver({ ...AWS_EXAMPLE, client });
    await expect(s3.get("x", 10, { brandId: null })).rejects.toThrow("S3 storage: AccessDenied — Access Denied (HTTP 403)");
    const page = parseListObjectsV2(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>b</Name><Prefix>p/</Prefix><KeyCount>2</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>true</IsTruncated><Contents><Key>p/a&amp;b.txt</Key><LastModified>2009-10-12T17:50:30.000Z</LastModified><ETag>&quot;x&quot;</ETag><Size>434234</Size><StorageClass>STANDARD</StorageClass></Contents><Contents><Key>p/c.txt</Key><Size>1</Size></Contents><NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken></ListBucketResult>`,
    );
    expect(page).toEqual({ objects: [{ key: "p/a&b.txt", size: 434234 }, { key: "p/c.txt", size: 1 }], nextToken: "1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=" });
    expect(parseListObjectsV2("<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>")).toEqual({ objects: [], nextToken: null });
  });
});

describe("Supabase Storage requests", () => {
  it("lists with Supabase's and spec §7's defaults and signs through /object/sign", async () => {
    const { client, seen } = recorder((req) =>
      req.url.includes("/object/list/") ? { status: 200, body: JSON.stringify([{ name: "a.txt", id: "1", metadata: { size: 3 } }]) } : { status: 200, body: JSON.stringify({ signedURL: "/object/sign/files/p/a.txt?token=t" }) },
    );
    const sb = createSupabaseDriver({ url: "https://proj.supabase.co/", serviceKey: "service-role-key-0123456789", bucket: "files", client });
    const pages = [];
    for await (const p of sb.list("p/", { brandId: null })) pages.push(p);
    expect(pages).toEqual([[{ key: "p/a.txt", size: 3 }]]);
    expect(seen[0]).toMatchObject({ method: "POST", url: "https://proj.supabase.co/storage/v1/object/list/files", headers: { authorization: "Bearer service-role-key-0123456789", apikey: "service-role-key-0123456789" } });
    expect(JSON.parse(String(seen[0]!.body))).toEqual({ prefix: "p", limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } });
    const url = await sb.presign("p/a.txt", 120, { fileName: "a.txt", attachment: true }, { brandId: null });
    expect(url).toBe("https://proj.supabase.co/storage/v1/object/sign/files/p/a.txt?token=t&download=a.txt");
    expect(JSON.parse(String(seen[1]!.body))).toEqual({ expiresIn: 120 });
  });
});

describe("storage rules", () => {
  it("lists 100 from 0 by name ascending unless told otherwise, within bounds", () => {
    expect(LIST_DEFAULTS).toEqual({ limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } });
    expect(listOptions()).toEqual({ kind: undefined, prefix: undefined, limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } });
    expect(listOptions({ limit: 5000, offset: -3, sortBy: { order: "desc" } })).toMatchObject({ limit: 1000, offset: 0, sortBy: { column: "name", order: "desc" } });
    expect(listOptions({ limit: 0 }).limit).toBe(1);
    expect(() => listOptions({ sortBy: { column: "bytes" as "name" } })).toThrow(StorageRejectedError);
  });

  it("keeps Cache-Control values it can serve, 3600 seconds by default", () => {
    expect(normaliseCacheControl(undefined)).toBe("max-age=3600");
    expect(normaliseCacheControl(60)).toBe("max-age=60");
    expect(normaliseCacheControl("120")).toBe("max-age=120");
    expect(normaliseCacheControl(0)).toBe("no-cache");
    expect(normaliseCacheControl("public, max-age=10, immutable")).toBe("max-age=10, immutable");
    expect(() => normaliseCacheControl("max-age=10; script")).toThrow(StorageRejectedError);
    expect(() => normaliseCacheControl(-1)).toThrow(StorageRejectedError);
  });

  it("cleans names and checks each kind's size and sniffed type", () => {
    expect(cleanFileName("C:\\Users\\me\\report\u0000.pdf")).toBe("report.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(() => cleanFileName("dir/")).toThrow("needs a name");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(checkUpload("logo", "logo.pdf", png)).toEqual({ contentType: "image/png", active: false });
    expect(checkUpload("training", "page.txt", new TextEncoder().encode("<html>x"))).toEqual({ contentType: "text/html", active: true });
    expect(() => checkUpload("logo", "logo.png", new TextEncoder().encode("<html>x"))).toThrow(/is a HTML file, which is not accepted as a logo. Accepted: PNG, JPEG, WEBP, SVG/);
    expect(() => checkUpload("stimulus", "s.png", new Uint8Array(20 * 1024 * 1024 + 1))).toThrow(/limit for a stimulus is 20 MB/);
    expect(checkUpload("export", "x.bin", new Uint8Array([0, 1, 2]))).toEqual({ contentType: "application/octet-stream", active: false });
    // A person's avatar: raster only (it shows in other people's views), 1 MB.
    expect(checkUpload("avatar", "me.svg", png)).toEqual({ contentType: "image/png", active: false });
    expect(() => checkUpload("avatar", "me.png", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(/is a SVG file, which is not accepted as a profile picture. Accepted: PNG, JPEG, WEBP\./);
    expect(() => checkUpload("avatar", "me.png", new Uint8Array(1024 * 1024 + 1))).toThrow(/limit for a profile picture is 1 MB/);
  });

  it("encodes keys per segment and names downloads in ASCII and UTF-8", () => {
    expect(encodeKey("b/k/Ü ber?.txt")).toBe("b/k/%C3%9C%20ber%3F.txt");
    expect(contentDisposition("attachment", 'Bericht "Q1".pdf')).toBe(`attachment; filename="Bericht _Q1_.pdf"; filename*=UTF-8''Bericht%20%22Q1%22.pdf`);
  });
});

describe("signed links of the database driver", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetSecretBoxKey();
  });

  it("hold for one file of one brand until they expire", () => {
    vi.stubEnv("APP_ENCRYPTION_KEY", Buffer.alloc(32, 7).toString("base64"));
    resetSecretBoxKey();
    const file = "11111111-1111-4111-8111-111111111111";
    const brand = "22222222-2222-4222-8222-222222222222";
    const other = "33333333-3333-4333-8333-333333333333";
    const exp = Math.floor(Date.now() / 1000) + 60;
    const sig = signFileToken(file, brand, exp);
    expect(verifyFileToken(file, brand, String(exp), sig)).toBe(true);
    expect(verifyFileToken(file, other, exp, sig)).toBe(false);
    expect(verifyFileToken(other, brand, exp, sig)).toBe(false);
    expect(verifyFileToken(file, brand, exp + 1, sig)).toBe(false);
    expect(verifyFileToken(file, brand, exp, sig, (exp + 1) * 1000)).toBe(false);
    expect(verifyFileToken(file, brand, "soon", sig)).toBe(false);
    expect(verifyFileToken(file, brand, exp, null)).toBe(false);
    // A rotated APP_ENCRYPTION_KEY retires every link signed with the old one.
    vi.stubEnv("APP_ENCRYPTION_KEY", Buffer.alloc(32, 8).toString("base64"));
    resetSecretBoxKey();
    expect(verifyFileToken(file, brand, exp, sig)).toBe(false);
  });
});

describe("storage configuration", () => {
  it("names what a remote driver is missing", () => {
    expect(parseEnv({}).STORAGE_DRIVER).toBe("database");
    expect(() => parseEnv({ STORAGE_DRIVER: "s3" })).toThrow(/STORAGE_BUCKET: is required when STORAGE_DRIVER is s3[\s\S]*STORAGE_S3_ACCESS_KEY_ID[\s\S]*STORAGE_S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ STORAGE_DRIVER: "supabase", STORAGE_BUCKET: "b" })).toThrow(/STORAGE_SUPABASE_URL[\s\S]*STORAGE_SUPABASE_SERVICE_KEY/);
    expect(() => parseEnv({ STORAGE_PREFIX: "../x" })).toThrow(/STORAGE_PREFIX/);
    const ok = parseEnv({ STORAGE_DRIVER: "s3", STORAGE_BUCKET: "b", STORAGE_S3_ACCESS_KEY_ID: "k", STORAGE_S3_SECRET_ACCESS_KEY: "s", STORAGE_PREFIX: "growth/" });
    expect(ok.STORAGE_S3_REGION).toBe("us-east-1");
    expect(ok.STORAGE_S3_PATH_STYLE).toBeUndefined();
  });
});
