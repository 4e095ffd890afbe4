/**
 * lib/storage on its default driver (bytes in storage_objects): put/read/list/delete, the kinds'
 * limits and sniffed types, signed links (valid, expired, tampered, re-pointed at another brand),
 * the member route's headers, a guessed id of another brand's file, and a brand's delete.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { zipSync, strToU8 } from "fflate";
import { getDb } from "@/db/client";
import { brandRoles, brands, storageObjects } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { deleteFile, getFile, listFiles, putFile, readFile, signedFileUrl, systemFiles, StorageRejectedError, LIST_DEFAULTS } from "@/lib/storage";
import { signFileToken } from "@/lib/storage/signing";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const memberRoute = await import("@/app/api/brands/[brandId]/files/[fileId]/route");
const signedRoute = await import("@/app/api/files/[fileId]/route");

const enc = (s: string) => new TextEncoder().encode(s);
const params = <T,>(v: T) => ({ params: Promise.resolve(v) });
const PDF = enc("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");
const DOCX = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8("<w:document/>") });

beforeEach(() => actAs(null));

async function world() {
  const owner = await createUser();
  const viewer = await createUser();
  const outsider = await createUser();
  const a = await createBrand(owner, "Files A");
  const b = await createBrand(outsider, "Files B");
  await addMember(a.id, viewer, "viewer", owner);
  return { owner, viewer, outsider, a, b, scopeA: await scopeFor(owner, a.id), scopeB: await scopeFor(outsider, b.id) };
}

async function signedGet(url: string): Promise<Response> {
  const u = new URL(url, "http://app.test");
  const fileId = u.pathname.split("/").pop()!;
  return signedRoute.GET(new Request(u), params({ fileId }));
}

describe("database driver", () => {
  it("stores, reads, lists and deletes a brand's files with the type sniffed from the bytes", async () => {
    const { scopeA, owner } = await world();
    const f = await putFile(scopeA, { kind: "training", name: "handbook.bin", bytes: PDF });
    expect(f).toMatchObject({ kind: "training", name: "handbook.bin", contentType: "application/pdf", size: PDF.length, cacheControl: "max-age=3600" });
    expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await getDb().select().from(storageObjects).where(eq(storageObjects.id, f.id));
    expect(row).toMatchObject({ driver: "database", bucket: "", key: `${scopeA.brandId}/training/${f.id}/handbook.bin`, createdBy: owner.id });

    const read = await readFile(scopeA, f.id);
    expect(read?.file).toEqual(f);
    expect(Buffer.from(read!.bytes).equals(Buffer.from(PDF))).toBe(true);
    expect(await getFile(scopeA, f.id)).toEqual(f);

    const doc = await putFile(scopeA, { kind: "training", name: "Guide.docx", bytes: DOCX, cacheControl: 60 });
    expect(doc).toMatchObject({ contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", cacheControl: "max-age=60" });
    expect((await listFiles(scopeA)).map((x) => x.name)).toEqual(["Guide.docx", "handbook.bin"]);

    expect(await deleteFile(scopeA, f.id)).toBe(true);
    expect(await deleteFile(scopeA, f.id)).toBe(false);
    expect(await readFile(scopeA, f.id)).toBeNull();
    expect((await listFiles(scopeA)).map((x) => x.id)).toEqual([doc.id]);
  });

  it("refuses what a kind does not take, with a message that says why", async () => {
    const { scopeA } = await world();
    const reject = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(StorageRejectedError);
    await reject(putFile(scopeA, { kind: "training", name: "empty.txt", bytes: new Uint8Array() }));
    await expect(putFile(scopeA, { kind: "logo", name: "logo.png", bytes: new Uint8Array(1024 * 1024 + 1) })).rejects.toThrow(/limit for a logo is 1 MB/);
    // A PDF renamed to .png is still a PDF: not a logo.
    await expect(putFile(scopeA, { kind: "logo", name: "logo.png", bytes: PDF })).rejects.toThrow(/is a PDF file, which is not accepted as a logo/);
    await expect(putFile(scopeA, { kind: "training", name: "x.exe", bytes: new Uint8Array([0x4d, 0x5a, 0, 0, 3]) })).rejects.toThrow(/not a file type we can read/);
    await reject(putFile(scopeA, { kind: "export", name: "../", bytes: PDF }));
    await reject(putFile(scopeA, { kind: "export", name: "a.pdf", bytes: PDF, cacheControl: "public, s-maxage=9" }));
    expect(await listFiles(scopeA)).toEqual([]);
  });

  it("lists with spec §7 defaults (100 from 0, by name ascending), filters by kind and name prefix, pages and sorts", async () => {
    const { scopeA } = await world();
    expect(LIST_DEFAULTS).toEqual({ limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } });
    const files = systemFiles(scopeA.brandId, "test: seed many files");
    for (let i = 0; i < 105; i++) await files.putFile({ kind: "export", name: `report-${String(i).padStart(3, "0")}.csv`, bytes: enc(`n\n${i}\n`) });
    await putFile(scopeA, { kind: "training", name: "a-notes.md", bytes: enc("# Notes") });
    const first = await listFiles(scopeA);
    expect(first).toHaveLength(100);
    expect(first[0]!.name).toBe("a-notes.md");
    expect(first[1]!.name).toBe("report-000.csv");
    expect(first[1]!.contentType).toBe("text/csv");
    expect((await listFiles(scopeA, { offset: 100 })).map((f) => f.name)).toEqual(["report-099.csv", "report-100.csv", "report-101.csv", "report-102.csv", "report-103.csv", "report-104.csv"]);
    expect((await listFiles(scopeA, { kind: "training" })).map((f) => f.name)).toEqual(["a-notes.md"]);
    expect((await listFiles(scopeA, { prefix: "report-10", sortBy: { order: "desc" } })).map((f) => f.name)).toEqual(["report-104.csv", "report-103.csv", "report-102.csv", "report-101.csv", "report-100.csv"]);
    // LIKE wildcards in the prefix are literal.
    expect(await listFiles(scopeA, { prefix: "report_%" })).toEqual([]);
    expect((await listFiles(scopeA, { kind: "export", sortBy: { column: "size", order: "desc" }, limit: 1 }))[0]).toMatchObject({ size: 6, name: expect.stringMatching(/^report-10\d\.csv$/) });
    expect(await files.usage("export")).toEqual({ files: 105, bytes: expect.any(Number) });
  });

  it("never finds another brand's file by a guessed id, as a member or through its route", async () => {
    const { scopeA, scopeB, outsider, viewer, a, b } = await world();
    const secret = await putFile(scopeA, { kind: "training", name: "secret.txt", bytes: enc("A's secret") });
    expect(await readFile(scopeB, secret.id)).toBeNull();
    expect(await getFile(scopeB, secret.id)).toBeNull();
    expect(await signedFileUrl(scopeB, secret.id)).toBeNull();
    expect(await deleteFile(scopeB, secret.id)).toBe(false);
    expect(await systemFiles(b.id, "test: wrong brand").readFile(secret.id)).toBeNull();
    expect(await readFile(scopeA, "not-a-uuid")).toBeNull();

    actAs(outsider);
    const viaOwnBrand = await memberRoute.GET(new Request(`http://x.test/api/brands/${b.id}/files/${secret.id}`), params({ brandId: b.id, fileId: secret.id }));
    expect(viaOwnBrand.status).toBe(404);
    const viaTheirBrand = await memberRoute.GET(new Request(`http://x.test/api/brands/${a.id}/files/${secret.id}`), params({ brandId: a.id, fileId: secret.id }));
    expect(viaTheirBrand.status).toBe(404);
    actAs(viewer);
    const ok = await memberRoute.GET(new Request(`http://x.test/api/brands/${a.id}/files/${secret.id}`), params({ brandId: a.id, fileId: secret.id }));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("A's secret");
    expect((await getDb().select().from(storageObjects).where(eq(storageObjects.id, secret.id))).length).toBe(1);
  });

  it("opens a file through the member route only for a role that may view its kind's module", async () => {
    const { scopeA, owner, a } = await world();
    const training = await putFile(scopeA, { kind: "training", name: "voice.md", bytes: enc("# Voice") });
    const stimulus = await putFile(scopeA, { kind: "stimulus", name: "ad.pdf", bytes: PDF });
    const exported = await putFile(scopeA, { kind: "export", name: "tasks.csv", bytes: enc("t\n1\n") });
    const limited = await createUser();
    await getDb().insert(brandRoles).values({ brandId: a.id, key: "seo-only", name: "SEO only", permissions: { seo: "view" } });
    await addMember(a.id, limited, "seo-only", owner);
    const get = (id: string) => memberRoute.GET(new Request(`http://x.test/api/brands/${a.id}/files/${id}`), params({ brandId: a.id, fileId: id }));
    actAs(limited);
    expect((await get(training.id)).status).toBe(404);
    expect((await get(stimulus.id)).status).toBe(404);
    expect((await get(exported.id)).status).toBe(200);
    actAs(owner);
    expect((await get(training.id)).status).toBe(200);
    expect((await get(stimulus.id)).status).toBe(200);
  });

  it("serves SVG and HTML only as sandboxed attachments; nosniff and the object's Cache-Control always", async () => {
    const { scopeA, viewer, a } = await world();
    const html = await putFile(scopeA, { kind: "training", name: "page.txt", bytes: enc("<!doctype html><script>alert(1)</script>") });
    const pdf = await putFile(scopeA, { kind: "training", name: "Übersicht 2026.pdf", bytes: PDF, cacheControl: 120 });
    actAs(viewer);
    const get = (id: string, q = "") => memberRoute.GET(new Request(`http://x.test/api/brands/${a.id}/files/${id}${q}`), params({ brandId: a.id, fileId: id }));
    const h = await get(html.id);
    expect(h.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(h.headers.get("content-disposition")).toMatch(/^attachment; filename="page.txt"/);
    expect(h.headers.get("content-security-policy")).toContain("sandbox");
    expect(h.headers.get("x-content-type-options")).toBe("nosniff");
    expect(h.headers.get("cache-control")).toBe("private, max-age=3600");
    const p = await get(pdf.id);
    expect(p.headers.get("content-type")).toBe("application/pdf");
    expect(p.headers.get("content-disposition")).toBe(`inline; filename="_bersicht 2026.pdf"; filename*=UTF-8''%C3%9Cbersicht%202026.pdf`);
    expect(p.headers.get("cache-control")).toBe("private, max-age=120");
    expect(p.headers.get("etag")).toBe(`"${pdf.sha256}"`);
    expect((await get(pdf.id, "?download")).headers.get("content-disposition")).toMatch(/^attachment;/);
    actAs(null);
    expect((await get(pdf.id)).status).toBe(401);
  });

  it("signs short-lived links: valid until expiry, refused when expired, tampered or re-pointed at another brand", async () => {
    const { scopeA, b } = await world();
    const f = await putFile(scopeA, { kind: "export", name: "export.csv", bytes: enc("a,b\n1,2\n") });
    const link = await signedFileUrl(scopeA, f.id, 60);
    expect(link!.url).toMatch(new RegExp(`^/api/files/${f.id}\\?b=${scopeA.brandId}&e=\\d+&s=[A-Za-z0-9_-]{43}$`));
    expect(link!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    const ok = await signedGet(link!.url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("a,b\n1,2\n");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    // The browser may cache it no longer than the link lives.
    expect(Number(/max-age=(\d+)/.exec(ok.headers.get("cache-control")!)![1])).toBeLessThanOrEqual(60);

    const u = new URL(link!.url, "http://app.test");
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `/api/files/${f.id}?b=${scopeA.brandId}&e=${past}&s=${signFileToken(f.id, scopeA.brandId, past)}`;
    expect((await signedGet(expired)).status).toBe(404);
    const stretched = new URL(u);
    stretched.searchParams.set("e", String(Number(u.searchParams.get("e")) + 3600));
    expect((await signedGet(stretched.toString())).status).toBe(404);
    const repointed = new URL(u);
    repointed.searchParams.set("b", b.id);
    expect((await signedGet(repointed.toString())).status).toBe(404);
    // A link signed for brand B's id cannot open brand A's file either.
    const e = Math.floor(Date.now() / 1000) + 60;
    expect((await signedGet(`/api/files/${f.id}?b=${b.id}&e=${e}&s=${signFileToken(f.id, b.id, e)}`)).status).toBe(404);
    expect((await signedGet(`/api/files/${f.id}?b=${scopeA.brandId}&e=${e}&s=`)).status).toBe(404);
    await deleteFile(scopeA, f.id);
    expect((await signedGet(link!.url)).status).toBe(404);
  });

  it("a brand's delete takes its files with it", async () => {
    const { scopeA, a } = await world();
    await putFile(scopeA, { kind: "training", name: "one.txt", bytes: enc("one") });
    await systemFiles(a.id, "test: a job's file").putFile({ kind: "export", name: "two.csv", bytes: enc("x\n1\n") });
    expect(await getDb().select().from(storageObjects).where(eq(storageObjects.brandId, a.id))).toHaveLength(2);
    await getDb().delete(brands).where(eq(brands.id, a.id));
    expect(await getDb().select().from(storageObjects).where(eq(storageObjects.brandId, a.id))).toEqual([]);
  });
});
