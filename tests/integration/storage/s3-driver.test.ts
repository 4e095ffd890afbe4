/**
 * lib/storage on an S3-compatible store: a loopback fake that verifies every request's SigV4
 * signature (tests/support/fake-s3.ts) and answers with S3's documented XML. Bytes go to the
 * bucket under `<STORAGE_PREFIX><brandId>/<kind>/<id>/<name>`, the row keeps the metadata, presigned
 * links open the object until they expire, every call is in the API-call audit, and a deleted
 * brand's prefix is purged by its job.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, storageObjects } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { ensureJobQueues, JobRunner } from "@/lib/jobs";
import { deleteFile, listFiles, putFile, readFile, signedFileUrl, StorageBackendError } from "@/lib/storage";
import { PURGE_BRAND_FILES_TASK } from "@/lib/storage/purge";
import { FAKE_S3, startFakeS3, type FakeS3 } from "@/tests/support/fake-s3";
import { actAs } from "../helpers/session";
import { createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));
const { deleteBrandAction } = await import("@/modules/brands/actions");

const enc = (s: string) => new TextEncoder().encode(s);
const PDF = enc("%PDF-1.4\n% S3 sample\n%%EOF\n");
let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3();
  await ensureJobQueues();
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.reset();
  actAs(null);
  vi.unstubAllEnvs();
  for (const [k, v] of Object.entries(s3.env())) vi.stubEnv(k, v);
  vi.stubEnv("STORAGE_PREFIX", "growth/");
  vi.stubEnv("OUTBOUND_ALLOW_PRIVATE_HOSTS", s3.host);
});

async function brandScope(name = "S3 Co") {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

describe("S3-compatible driver", () => {
  it("puts the bytes in the bucket (signed), keeps the metadata in the row, reads and deletes them", async () => {
    const { brand, scope } = await brandScope();
    const f = await putFile(scope, { kind: "training", name: "Price list.pdf", bytes: PDF, cacheControl: 600 });
    const key = `growth/${brand.id}/training/${f.id}/Price_list.pdf`;
    const [row] = await getDb().select().from(storageObjects).where(eq(storageObjects.id, f.id));
    expect(row).toMatchObject({ driver: "s3", bucket: FAKE_S3.bucket, key, bytes: null, contentType: "application/pdf", size: PDF.length });
    const stored = s3.objects.get(key);
    expect(stored?.body.equals(Buffer.from(PDF))).toBe(true);
    expect(stored).toMatchObject({ contentType: "application/pdf", cacheControl: "max-age=600" });
    expect(s3.requests).toEqual([expect.objectContaining({ method: "PUT", path: `/${FAKE_S3.bucket}/${key}`, auth: "header" })]);

    const read = await readFile(scope, f.id);
    expect(Buffer.from(read!.bytes).equals(Buffer.from(PDF))).toBe(true);
    expect((await listFiles(scope)).map((x) => x.id)).toEqual([f.id]);

    expect(await deleteFile(scope, f.id)).toBe(true);
    expect(s3.objects.has(key)).toBe(false);
    expect(await readFile(scope, f.id)).toBeNull();

    const audit = await getDb().select({ method: apiCalls.method, status: apiCalls.status, provider: apiCalls.provider }).from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(audit).toEqual([
      { method: "PUT", status: 200, provider: "s3" },
      { method: "GET", status: 200, provider: "s3" },
      { method: "DELETE", status: 204, provider: "s3" },
    ]);
  });

  it("reports S3's own error when the signature is wrong, and stores nothing", async () => {
    const { brand, scope } = await brandScope();
    vi.stubEnv("STORAGE_S3_SECRET_ACCESS_KEY", "not-the-secret");
    const err = await putFile(scope, { kind: "export", name: "a.csv", bytes: enc("a\n1\n") }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageBackendError);
    expect((err as StorageBackendError).code).toBe("SignatureDoesNotMatch");
    expect((err as StorageBackendError).status).toBe(403);
    expect(s3.objects.size).toBe(0);
    expect(await getDb().select().from(storageObjects).where(eq(storageObjects.brandId, brand.id))).toEqual([]);
  });

  it("a missing object reads as no file", async () => {
    const { scope } = await brandScope();
    const f = await putFile(scope, { kind: "export", name: "gone.csv", bytes: enc("x\n1\n") });
    s3.objects.clear();
    expect(await readFile(scope, f.id)).toBeNull();
  });

  it("presigns short-lived GET links the store honours until they expire; active types download", async () => {
    const { scope } = await brandScope();
    const f = await putFile(scope, { kind: "training", name: "page.html", bytes: enc("<!doctype html><p>hi</p>") });
    const link = await signedFileUrl(scope, f.id, 2);
    const u = new URL(link!.url);
    expect(u.origin).toBe(s3.baseUrl);
    expect(u.searchParams.get("X-Amz-Expires")).toBe("2");
    expect(u.searchParams.get("response-content-disposition")).toMatch(/^attachment; filename="page.html"/);
    const ok = await fetch(link!.url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("<!doctype html><p>hi</p>");
    expect(ok.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(s3.requests.at(-1)).toMatchObject({ method: "GET", auth: "query" });

    const tampered = new URL(link!.url);
    tampered.searchParams.set("X-Amz-Expires", "600");
    const bad = await fetch(tampered);
    expect(bad.status).toBe(403);
    expect(await bad.text()).toContain("<Code>SignatureDoesNotMatch</Code>");

    await new Promise((r) => setTimeout(r, 3100));
    const expired = await fetch(link!.url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("Request has expired");
  });

  it("a brand's delete queues a job that deletes its prefix, page by page, and nothing of other brands", async () => {
    const { owner, brand, scope } = await brandScope("Doomed S3");
    const other = await brandScope("Kept S3");
    for (let i = 0; i < 5; i++) await putFile(scope, { kind: "export", name: `r${i}.csv`, bytes: enc(`n\n${i}\n`) });
    const kept = await putFile(other.scope, { kind: "export", name: "keep.csv", bytes: enc("k\n1\n") });
    expect(s3.objects.size).toBe(6);
    s3.pageSize = 2;

    await selectBrand(owner, brand.id);
    actAs(owner);
    expect(await deleteBrandAction({ brandId: brand.id })).toMatchObject({ ok: true });
    expect(await getDb().select().from(storageObjects).where(eq(storageObjects.brandId, brand.id))).toEqual([]);
    // The bytes are still there until the job runs.
    expect(s3.objects.size).toBe(6);
    await new JobRunner({ workerId: "purge", tasks: [PURGE_BRAND_FILES_TASK] }).runDueOnce();
    expect([...s3.objects.keys()]).toEqual([`growth/${other.brand.id}/export/${kept.id}/keep.csv`]);
    const lists = s3.requests.filter((r) => r.query["list-type"] === "2");
    expect(lists.length).toBe(3);
    expect(lists.every((r) => r.query.prefix === `growth/${brand.id}/`)).toBe(true);
    // The purge's calls are audited without a brand (it no longer exists).
    const purgeCalls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.provider, "s3"), eq(apiCalls.method, "DELETE")));
    expect(purgeCalls.length).toBeGreaterThanOrEqual(5);
  });
});
