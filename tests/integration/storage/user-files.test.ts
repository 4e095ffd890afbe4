/**
 * A person's own files in the one file storage (lib/storage putUserFile / readUserFile / deleteUserFile):
 * avatars. Owned by the user (owner_user_id, no brand): the owner uploads, replaces and removes; whoever
 * shares a brand reads; a stranger neither reads nor overwrites (row-level security, not only the
 * code's filter). The bytes sit in the row (database driver) or at `<prefix>users/<userId>/avatar/…`
 * in an S3-compatible store; a person's delete takes their files; migration 0038 copied user_avatars in.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { profiles, storageObjects } from "@/db/schema";
import { scopeFor, withUserTx } from "@/lib/brand-scope";
import { deleteUserFile, listFiles, putUserFile, readUserFile, StorageRejectedError } from "@/lib/storage";
import { FAKE_S3, startFakeS3, type FakeS3 } from "@/tests/support/fake-s3";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { PNG } from "../matrix/fixtures";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));
const avatarRoute = await import("@/app/api/avatars/[userId]/route");

const params = <T,>(v: T) => ({ params: Promise.resolve(v) });
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

beforeEach(() => {
  actAs(null);
  vi.unstubAllEnvs();
});

async function world() {
  const ada = await createUser({ fullName: "Ada" });
  const teammate = await createUser();
  const stranger = await createUser();
  const brand = await createBrand(ada, "Avatar Co");
  await addMember(brand.id, teammate, "viewer", ada);
  await createBrand(stranger, "Stranger Co");
  return { ada, teammate, stranger, brand };
}

const rowsOf = (userId: string) => getDb().select().from(storageObjects).where(eq(storageObjects.ownerUserId, userId));

describe("avatars on the database driver", () => {
  it("uploads, replaces and removes the owner's avatar; a teammate reads it, a stranger does not", async () => {
    const { ada, teammate, stranger, brand } = await world();
    const first = await putUserFile(ada, "avatar", { name: "me.png", bytes: PNG });
    expect(first).toMatchObject({ kind: "avatar", contentType: "image/png", size: PNG.length, cacheControl: "max-age=31536000, immutable" });
    const [row] = await rowsOf(ada.id);
    expect(row).toMatchObject({ brandId: null, ownerUserId: ada.id, driver: "database", key: `users/${ada.id}/avatar/${first.id}/me.png`, createdBy: ada.id });

    expect(Buffer.from((await readUserFile(teammate, ada.id, "avatar"))!.bytes).equals(PNG)).toBe(true);
    expect(Buffer.from((await readUserFile(ada, ada.id, "avatar"))!.bytes).equals(PNG)).toBe(true);
    expect(await readUserFile(stranger, ada.id, "avatar")).toBeNull();
    // Not a brand file: the brand's own listing never shows it.
    expect(await listFiles(await scopeFor(ada, brand.id))).toEqual([]);

    const second = await putUserFile(ada, "avatar", { name: "me.jpg", bytes: JPEG });
    expect((await rowsOf(ada.id)).map((r) => r.id)).toEqual([second.id]);
    expect((await readUserFile(teammate, ada.id, "avatar"))?.file).toMatchObject({ id: second.id, contentType: "image/jpeg" });

    expect(await deleteUserFile(ada, "avatar")).toBe(1);
    expect(await rowsOf(ada.id)).toEqual([]);
    expect(await readUserFile(ada, ada.id, "avatar")).toBeNull();
  });

  it("takes PNG, JPEG and WebP up to 1 MB only, sniffed from the bytes", async () => {
    const { ada } = await world();
    await expect(putUserFile(ada, "avatar", { name: "me.png", bytes: SVG })).rejects.toThrow(/SVG file, which is not accepted as a profile picture. Accepted: PNG, JPEG, WEBP/);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    await expect(putUserFile(ada, "avatar", { name: "big.png", bytes: big })).rejects.toThrow(StorageRejectedError);
    expect(await rowsOf(ada.id)).toEqual([]);
  });

  it("row-level security: a stranger or a teammate can neither read nor overwrite nor delete someone's avatar", async () => {
    const { ada, teammate, stranger } = await world();
    const f = await putUserFile(ada, "avatar", { name: "me.png", bytes: PNG });
    // Straight at the table as growth_app, past the code's own filters.
    const seen = (u: typeof ada) => withUserTx(u, (tx) => tx.select({ id: storageObjects.id }).from(storageObjects).where(eq(storageObjects.id, f.id)));
    expect(await seen(stranger)).toEqual([]);
    expect(await seen(teammate)).toEqual([{ id: f.id }]);
    for (const other of [stranger, teammate]) {
      const updated = await withUserTx(other, (tx) => tx.update(storageObjects).set({ bytes: Buffer.from(JPEG), size: JPEG.length }).where(eq(storageObjects.id, f.id)).returning({ id: storageObjects.id }));
      expect(updated).toEqual([]);
      const deleted = await withUserTx(other, (tx) => tx.delete(storageObjects).where(eq(storageObjects.id, f.id)).returning({ id: storageObjects.id }));
      expect(deleted).toEqual([]);
      const refused: unknown = await withUserTx(other, (tx) =>
        tx.insert(storageObjects).values({ ownerUserId: ada.id, kind: "avatar", driver: "database", key: `users/${ada.id}/avatar/x/${other.id}`, name: "x.png", contentType: "image/png", size: 1, sha256: "x", bytes: Buffer.from([1]) }),
      ).then(() => null, (e: unknown) => e);
      expect((refused as { cause?: Error } | null)?.cause?.message).toMatch(/row-level security policy for table "storage_objects"/);
      // Their own delete only ever reaches their own files.
      expect(await deleteUserFile(other, "avatar")).toBe(0);
    }
    expect(Buffer.from((await readUserFile(ada, ada.id, "avatar"))!.bytes).equals(PNG)).toBe(true);
  });

  it("serves /api/avatars/{userId} from the storage with a year's private cache, 404 to strangers and the signed-out", async () => {
    const { ada, teammate, stranger } = await world();
    await putUserFile(ada, "avatar", { name: "me.png", bytes: PNG });
    actAs(teammate);
    const ok = await avatarRoute.GET(new Request("http://x.test"), params({ userId: ada.id }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/png");
    expect(ok.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.headers.get("content-security-policy")).toContain("sandbox");
    expect(ok.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(Buffer.from(await ok.arrayBuffer()).equals(PNG)).toBe(true);
    actAs(stranger);
    expect((await avatarRoute.GET(new Request("http://x.test"), params({ userId: ada.id }))).status).toBe(404);
    actAs(null);
    expect((await avatarRoute.GET(new Request("http://x.test"), params({ userId: ada.id }))).status).toBe(404);
    actAs(teammate);
    expect((await avatarRoute.GET(new Request("http://x.test"), params({ userId: "not-a-uuid" }))).status).toBe(404);
  });

  it("deleting a person deletes their avatar", async () => {
    const ada = await createUser();
    await putUserFile(ada, "avatar", { name: "me.png", bytes: PNG });
    await getDb().delete(profiles).where(eq(profiles.id, ada.id));
    expect(await rowsOf(ada.id)).toEqual([]);
  });

  it("migration 0038 copied user_avatars into the storage (its own INSERT, run against a user_avatars row)", async () => {
    const ada = await createUser();
    const teammate = await createUser();
    const brand = await createBrand(ada);
    await addMember(brand.id, teammate, "member", ada);
    const sqlText = readFileSync(path.resolve(process.cwd(), "db/migrations/0038_storage_user_files.sql"), "utf8");
    const copy = sqlText.split("--> statement-breakpoint").find((s) => /INSERT INTO "storage_objects"/.test(s));
    expect(copy).toBeDefined();
    const updatedAt = new Date("2026-03-04T05:06:07.000Z");
    await getDb().transaction(async (tx) => {
      // The table as migration 0005 made it, only for this transaction.
      await tx.execute(sql`create temp table user_avatars (user_id uuid primary key, mime_type text not null, byte_size integer not null, data bytea not null, updated_at timestamptz not null default now()) on commit drop`);
      await tx.execute(sql`insert into user_avatars values (${ada.id}, 'image/png', ${PNG.length}, ${PNG}, ${updatedAt.toISOString()})`);
      await tx.execute(sql.raw(copy!.replace(/--[^\n]*\n/g, "\n")));
    });
    const [row] = await rowsOf(ada.id);
    expect(row).toMatchObject({ brandId: null, kind: "avatar", driver: "database", name: "avatar.png", contentType: "image/png", size: PNG.length, cacheControl: "max-age=31536000, immutable", createdAt: updatedAt });
    expect(row!.key).toBe(`users/${ada.id}/avatar/${row!.id}/avatar.png`);
    expect(Buffer.from((await readUserFile(teammate, ada.id, "avatar"))!.bytes).equals(PNG)).toBe(true);
  });
});

describe("avatars on an S3-compatible store", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.reset();
    for (const [k, v] of Object.entries(s3.env())) vi.stubEnv(k, v);
    vi.stubEnv("STORAGE_PREFIX", "growth/");
    vi.stubEnv("OUTBOUND_ALLOW_PRIVATE_HOSTS", s3.host);
  });

  it("keeps the bytes under <prefix>users/<id>/avatar/, replaces and removes them there", async () => {
    const { ada, teammate, stranger } = await world();
    const first = await putUserFile(ada, "avatar", { name: "me.png", bytes: PNG });
    const key1 = `growth/users/${ada.id}/avatar/${first.id}/me.png`;
    expect((await rowsOf(ada.id))[0]).toMatchObject({ driver: "s3", bucket: FAKE_S3.bucket, key: key1, bytes: null });
    expect(s3.objects.get(key1)?.body.equals(PNG)).toBe(true);
    expect(s3.objects.get(key1)).toMatchObject({ contentType: "image/png", cacheControl: "max-age=31536000, immutable" });
    expect(Buffer.from((await readUserFile(teammate, ada.id, "avatar"))!.bytes).equals(PNG)).toBe(true);
    expect(await readUserFile(stranger, ada.id, "avatar")).toBeNull();

    const second = await putUserFile(ada, "avatar", { name: "me.jpg", bytes: JPEG });
    const key2 = `growth/users/${ada.id}/avatar/${second.id}/me.jpg`;
    expect([...s3.objects.keys()]).toEqual([key2]);
    expect(await deleteUserFile(stranger, "avatar")).toBe(0);
    expect([...s3.objects.keys()]).toEqual([key2]);

    expect(await deleteUserFile(ada, "avatar")).toBe(1);
    expect([...s3.objects.keys()]).toEqual([]);
    expect(await rowsOf(ada.id)).toEqual([]);
  });
});
