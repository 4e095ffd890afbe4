/**
 * Issue #27, disk full on upload. Run by `npm run faults:disk`, which puts this run's database on a
 * small tmpfs of its own (its WAL elsewhere, as on a server whose data volume fills up) and points
 * TEST_DATABASE_URL at it; not part of `npm test`, which has no such disk.
 *
 * Knowledge-base uploads through the real action until the disk is full: the failing upload answers
 * with a clear sentence. A full disk stops PostgreSQL from writing out even the pages a read dirtied,
 * so the operator frees some space (the script's ballast file, FAULTS_DISK_BALLAST); then no stored
 * object and no source of the refused upload is there, every earlier upload reads back byte for byte,
 * and once files are deleted and their space reclaimed an upload succeeds again.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { DISK_FULL_MESSAGE } from "@/db/errors";
import { knowledgeSources, storageObjects } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { readFile } from "@/lib/storage";
import { selectBrand } from "../integration/helpers/brand-context";
import { createBrand, createUser } from "../integration/helpers/factories";
import { actAs } from "../integration/helpers/session";

vi.mock("@/lib/auth/session", async () => import("../integration/helpers/session"));

const { uploadKnowledgeFileAction, deleteKnowledgeSourceAction } = await import("@/modules/knowledge/source-actions");

const FILE_BYTES = 2 * 1024 * 1024;

function upload(brandId: string, i: number) {
  // Random text: TOAST compression cannot shrink it much, so each upload really takes its size.
  const text = randomBytes((FILE_BYTES * 3) / 4).toString("base64");
  const f = new FormData();
  f.set("brandId", brandId);
  f.set("file", new File([text], `notes-${i}.txt`, { type: "text/plain" }));
  return { form: f, sha256: createHash("sha256").update(text).digest("hex") };
}

describe("disk full on upload", () => {
  it("refuses the upload that does not fit with a clear sentence, keeps nothing of it, and keeps everything before it", async () => {
    const user = await createUser();
    const brand = await createBrand(user, "Full Disk Roasters");
    await selectBrand(user, brand.id);
    actAs(user);
    const scope = await scopeFor(user, brand.id);

    const stored: { sourceId: string; sha256: string }[] = [];
    let refusal: string | null = null;
    const started = performance.now();
    for (let i = 0; i < 200 && !refusal; i++) {
      const { form, sha256 } = upload(brand.id, i);
      const res = await uploadKnowledgeFileAction(form);
      if (res.ok) stored.push({ sourceId: res.data.sourceId, sha256 });
      else refusal = res.error;
    }
    const fillMs = performance.now() - started;
    expect(stored.length).toBeGreaterThan(0);
    expect(refusal).toBe(DISK_FULL_MESSAGE);
    const ballast = process.env.FAULTS_DISK_BALLAST;
    if (!ballast) throw new Error("Run this through npm run faults:disk (FAULTS_DISK_BALLAST is not set).");
    fs.rmSync(ballast);

    // Nothing half-written: one object and one source per acknowledged upload, no more.
    const objects = await getDb().select({ id: storageObjects.id, sha256: storageObjects.sha256 }).from(storageObjects).where(eq(storageObjects.brandId, brand.id));
    const sources = await getDb().select({ id: knowledgeSources.id, fileId: knowledgeSources.fileId }).from(knowledgeSources).where(eq(knowledgeSources.brandId, brand.id));
    expect(objects).toHaveLength(stored.length);
    expect(sources.map((s) => s.id).sort()).toEqual(stored.map((s) => s.sourceId).sort());
    // Every acknowledged upload reads back byte for byte.
    for (const s of sources) {
      const file = await readFile(scope, s.fileId!);
      expect(createHash("sha256").update(file!.bytes).digest("hex")).toBe(stored.find((x) => x.sourceId === s.id)!.sha256);
    }

    // Deleting files and reclaiming their space (VACUUM returns pages to the table, not the disk) lets the next upload in.
    for (const s of stored.slice(0, 3)) expect(await deleteKnowledgeSourceAction({ sourceId: s.sourceId })).toMatchObject({ ok: true });
    await getDb().execute(sql`vacuum storage_objects`);
    const again = await uploadKnowledgeFileAction(upload(brand.id, 999).form);
    expect(again).toMatchObject({ ok: true });

    console.log(
      `[faults] disk full: ${stored.length} uploads of ${FILE_BYTES / 1024 / 1024} MB stored in ${Math.round(fillMs)} ms, then "${refusal}"; ` +
        `${objects.length} objects and ${sources.length} sources (none half-written), every one read back intact; after deleting 3 and VACUUM an upload succeeded again`,
    );
  }, 180_000);
});
