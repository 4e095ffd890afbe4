/**
 * lib/storage on Supabase Storage: a loopback fake of its REST API with the documented JSON
 * (tests/support/fake-supabase-storage.ts). Upload, download, delete by prefixes, signed URLs, and a
 * deleted brand's folder purged through /object/list (limit 100, offset 0, by name ascending),
 * walking sub-folders.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, storageObjects } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { ensureJobQueues, JobRunner } from "@/lib/jobs";
import { deleteFile, deleteUserFile, putFile, putUserFile, readFile, readUserFile, signedFileUrl, StorageBackendError } from "@/lib/storage";
import { PURGE_BRAND_FILES_TASK } from "@/lib/storage/purge";
import { FAKE_SUPABASE_STORAGE, startFakeSupabaseStorage, type FakeSupabaseStorage } from "@/tests/support/fake-supabase-storage";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { PNG } from "../matrix/fixtures";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));
const { deleteBrandAction } = await import("@/modules/brands/actions");

const enc = (s: string) => new TextEncoder().encode(s);
let sb: FakeSupabaseStorage;

beforeAll(async () => {
  sb = await startFakeSupabaseStorage();
  await ensureJobQueues();
});
afterAll(() => sb.close());
beforeEach(() => {
  sb.reset();
  actAs(null);
  vi.unstubAllEnvs();
  for (const [k, v] of Object.entries(sb.env())) vi.stubEnv(k, v);
  vi.stubEnv("OUTBOUND_ALLOW_PRIVATE_HOSTS", sb.host);
});

async function brandScope(name = "Supa Co") {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

describe("Supabase Storage driver", () => {
  it("keeps a person's avatar under users/<id>/avatar/: a teammate reads it, replacing and removing delete the old bytes", async () => {
    const { owner, brand } = await brandScope("Avatar Supa Co");
    const teammate = await createUser();
    const stranger = await createUser();
    await addMember(brand.id, teammate, "viewer", owner);
    const first = await putUserFile(owner, "avatar", { name: "me.png", bytes: PNG });
    const key1 = `users/${owner.id}/avatar/${first.id}/me.png`;
    // Supabase takes a max-age only; the app serves the row's full Cache-Control.
    expect(sb.objects.get(key1)).toMatchObject({ mimetype: "image/png", cacheControl: "max-age=31536000" });
    expect(Buffer.from((await readUserFile(teammate, owner.id, "avatar"))!.bytes).equals(PNG)).toBe(true);
    expect(await readUserFile(stranger, owner.id, "avatar")).toBeNull();
    const second = await putUserFile(owner, "avatar", { name: "me2.png", bytes: PNG });
    expect([...sb.objects.keys()]).toEqual([`users/${owner.id}/avatar/${second.id}/me2.png`]);
    expect(await deleteUserFile(owner, "avatar")).toBe(1);
    expect([...sb.objects.keys()]).toEqual([]);
  });

  it("uploads with the sniffed type and cache time, downloads, signs and deletes", async () => {
    const { brand, scope } = await brandScope();
    const f = await putFile(scope, { kind: "training", name: "faq.md", bytes: enc("# FAQ\n\nYes."), cacheControl: 900 });
    const key = `${brand.id}/training/${f.id}/faq.md`;
    expect(sb.objects.get(key)).toMatchObject({ mimetype: "text/markdown", cacheControl: "max-age=900" });
    const [row] = await getDb().select().from(storageObjects).where(eq(storageObjects.id, f.id));
    expect(row).toMatchObject({ driver: "supabase", bucket: FAKE_SUPABASE_STORAGE.bucket, key, bytes: null });

    expect(new TextDecoder().decode((await readFile(scope, f.id))!.bytes)).toBe("# FAQ\n\nYes.");

    const link = await signedFileUrl(scope, f.id, 60);
    expect(link!.url).toMatch(new RegExp(`^${sb.baseUrl}/storage/v1/object/sign/${FAKE_SUPABASE_STORAGE.bucket}/${brand.id}/training/${f.id}/faq.md\\?token=`));
    const ok = await fetch(link!.url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("# FAQ\n\nYes.");
    expect(sb.requests.find((r) => r.path.includes("/object/sign/") && r.method === "POST")?.body).toEqual({ expiresIn: 60 });

    expect(await deleteFile(scope, f.id)).toBe(true);
    expect(sb.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/storage/v1/object/${FAKE_SUPABASE_STORAGE.bucket}`, body: { prefixes: [key] } });
    expect(sb.objects.size).toBe(0);
    const audit = await getDb().select({ provider: apiCalls.provider, method: apiCalls.method }).from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(audit.every((a) => a.provider === "supabase-storage")).toBe(true);
    expect(audit.map((a) => a.method)).toEqual(["POST", "GET", "POST", "DELETE"]);
  });

  it("an HTML file's signed link downloads as an attachment", async () => {
    const { scope } = await brandScope();
    const f = await putFile(scope, { kind: "training", name: "landing.html", bytes: enc("<html><body>x</body></html>") });
    const res = await fetch((await signedFileUrl(scope, f.id))!.url);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="landing.html"');
  });

  it("a missing object reads as no file; a wrong key is Supabase's own error and stores nothing", async () => {
    const { brand, scope } = await brandScope();
    const f = await putFile(scope, { kind: "export", name: "x.csv", bytes: enc("a\n1\n") });
    sb.objects.clear();
    expect(await readFile(scope, f.id)).toBeNull();
    vi.stubEnv("STORAGE_SUPABASE_SERVICE_KEY", "wrong-service-role-key-000000000000");
    const err = await putFile(scope, { kind: "export", name: "y.csv", bytes: enc("a\n1\n") }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageBackendError);
    expect((err as StorageBackendError).code).toBe("Unauthorized");
    expect(await getDb().select({ name: storageObjects.name }).from(storageObjects).where(eq(storageObjects.brandId, brand.id))).toEqual([{ name: "x.csv" }]);
  });

  it("a brand's delete purges its folder through /object/list (spec §7 defaults), sub-folders and pages included", async () => {
    const { owner, brand, scope } = await brandScope("Doomed Supa");
    const other = await brandScope("Kept Supa");
    for (let i = 0; i < 102; i++) sb.objects.set(`${brand.id}/export/bulk/${String(i).padStart(3, "0")}.csv`, { id: `b${i}`, body: Buffer.from("x"), mimetype: "text/csv", cacheControl: "max-age=3600", createdAt: new Date().toISOString() });
    await putFile(scope, { kind: "training", name: "a.txt", bytes: enc("a") });
    const kept = await putFile(other.scope, { kind: "training", name: "keep.txt", bytes: enc("k") });

    await selectBrand(owner, brand.id);
    actAs(owner);
    expect(await deleteBrandAction({ brandId: brand.id })).toMatchObject({ ok: true });
    await new JobRunner({ workerId: "purge", tasks: [PURGE_BRAND_FILES_TASK] }).runDueOnce();
    expect([...sb.objects.keys()]).toEqual([`${other.brand.id}/training/${kept.id}/keep.txt`]);
    const lists = sb.requests.filter((r) => r.path.startsWith("/storage/v1/object/list/")).map((r) => r.body as Record<string, unknown>);
    expect(lists[0]).toEqual({ prefix: brand.id, limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } });
    expect(lists.some((b) => b.prefix === `${brand.id}/export/bulk` && b.offset === 100)).toBe(true);
  });
});
