/**
 * A project's stimuli (/preparing-stimuli): what participants react to. Every read and write is by brand and
 * project; an id of another brand (or project) is "not found". Images live in lib/storage (kind fg-stimulus,
 * type sniffed from the bytes) and are shown through the brand's file route; URLs keep a text snapshot.
 * A/B/n: stimuli sharing `variant_group` are variants of one test, lettered A, B, C… in the order added.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { fgStimuli, storageObjects, type FgStimulusKind } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { deleteFile, putFile, StorageRejectedError } from "@/lib/storage";
import { requireProjectInBrand } from "../project-ref";
import { takeSnapshot } from "./snapshot";

export type StimulusView = {
  id: string;
  projectId: string;
  kind: FgStimulusKind;
  label: string;
  content: string;
  variantGroup: string | null;
  variant: string | null;
  position: number;
  fileId: string | null;
  fileName: string | null;
  fileType: string | null;
  /** The brand's file route for the image (checked per request: brand, module access). */
  imageUrl: string | null;
  url: string | null;
  snapshot: string | null;
  snapshotAt: string | null;
  price: string | null;
  currency: string | null;
  updatedAt: string;
};

export const VARIANT_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const MAX_STIMULI_PER_PROJECT = 60;

export function fileRoute(brandId: string, fileId: string): string {
  return `/api/brands/${brandId}/files/${fileId}`;
}

async function selectStimuli(tx: Tx, scope: BrandScope, projectId: string, ids?: string[]): Promise<StimulusView[]> {
  const rows = await tx
    .select({ s: fgStimuli, fileName: storageObjects.name, fileType: storageObjects.contentType })
    .from(fgStimuli)
    .leftJoin(storageObjects, and(eq(storageObjects.id, fgStimuli.fileId), eq(storageObjects.brandId, fgStimuli.brandId)))
    .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, projectId), ids ? inArray(fgStimuli.id, ids) : undefined))
    .orderBy(asc(fgStimuli.position), asc(fgStimuli.createdAt));
  return rows.map(({ s, fileName, fileType }) => ({
    id: s.id,
    projectId: s.projectId,
    kind: s.kind,
    label: s.label,
    content: s.content,
    variantGroup: s.variantGroup,
    variant: s.variant,
    position: s.position,
    fileId: s.fileId,
    fileName: fileName ?? null,
    fileType: fileType ?? null,
    imageUrl: s.fileId && fileName ? fileRoute(scope.brandId, s.fileId) : null,
    url: s.url,
    snapshot: s.snapshot,
    snapshotAt: s.snapshotAt?.toISOString() ?? null,
    price: s.price,
    currency: s.currency,
    updatedAt: s.updatedAt.toISOString(),
  }));
}

/** The project's stimuli in stored order; NotFoundError when the project is not the brand's. */
export async function listStimuli(scope: BrandScope, projectId: string): Promise<StimulusView[]> {
  return withScope(scope, async (tx) => {
    await requireProjectInBrand(tx, scope, projectId);
    return selectStimuli(tx, scope, projectId);
  });
}

async function stimulusInBrand(tx: Tx, scope: BrandScope, id: string) {
  const [row] = await tx.select().from(fgStimuli).where(and(eq(fgStimuli.id, id), eq(fgStimuli.brandId, scope.brandId)));
  if (!row) throw new NotFoundError("Stimulus not found");
  return row;
}

async function nextPosition(tx: Tx, scope: BrandScope, projectId: string): Promise<{ next: number; count: number }> {
  const [r] = await tx
    .select({ max: sql<number | null>`max(${fgStimuli.position})`, count: sql<number>`count(*)::int` })
    .from(fgStimuli)
    .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, projectId)));
  return { next: r?.max === null || r?.max === undefined ? 0 : Number(r.max) + 1, count: Number(r?.count ?? 0) };
}

/** The first letter not used in the group (a deleted B is reused before D). */
async function nextLetter(tx: Tx, scope: BrandScope, projectId: string, group: string): Promise<string> {
  const rows = await tx
    .select({ variant: fgStimuli.variant })
    .from(fgStimuli)
    .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, projectId), eq(fgStimuli.variantGroup, group)));
  const used = new Set(rows.map((r) => r.variant));
  const letter = [...VARIANT_LETTERS].find((l) => !used.has(l));
  if (!letter) throw new ActionError(`"${group}" already has ${VARIANT_LETTERS.length} variants, the most a group can have.`);
  return letter;
}

export type StimulusFields = {
  kind: FgStimulusKind;
  label: string;
  content: string;
  variantGroup?: string | null;
  url?: string | null;
  price?: number | null;
  currency?: string | null;
};

export type SavedStimulus = { stimulus: StimulusView; snapshotError: string | null };

async function insertStimulus(tx: Tx, scope: BrandScope, projectId: string, f: StimulusFields & { fileId?: string | null; snapshot?: string | null; snapshotAt?: Date | null }) {
  await requireProjectInBrand(tx, scope, projectId);
  const { next, count } = await nextPosition(tx, scope, projectId);
  if (count >= MAX_STIMULI_PER_PROJECT) throw new ActionError(`A project has at most ${MAX_STIMULI_PER_PROJECT} stimuli. Delete some, or split the test into two projects.`);
  const group = f.variantGroup?.trim() || null;
  const variant = group ? await nextLetter(tx, scope, projectId, group) : null;
  const [row] = await tx
    .insert(fgStimuli)
    .values({
      brandId: scope.brandId,
      projectId,
      kind: f.kind,
      label: f.label,
      content: f.content,
      variantGroup: group,
      variant,
      fileId: f.fileId ?? null,
      url: f.kind === "url" ? (f.url ?? null) : null,
      snapshot: f.snapshot ?? null,
      snapshotAt: f.snapshotAt ?? null,
      price: f.kind === "price" && f.price !== null && f.price !== undefined ? f.price.toFixed(2) : null,
      currency: f.kind === "price" ? (f.currency ?? null) : null,
      position: next,
      createdBy: scope.userId,
    })
    .returning({ id: fgStimuli.id });
  const [view] = await selectStimuli(tx, scope, projectId, [row!.id]);
  return view!;
}

/**
 * Adds a text, URL or price stimulus. A URL is snapshotted first; when that fails the stimulus is still saved
 * (nothing typed is lost) and the reason comes back for the page to show next to "Refresh snapshot".
 */
export async function createStimulus(scope: BrandScope, projectId: string, f: StimulusFields): Promise<SavedStimulus> {
  if (f.kind === "image") throw new ActionError("Upload the image with the image form.");
  let snap: { snapshot: string | null; snapshotAt: Date | null; error: string | null } = { snapshot: null, snapshotAt: null, error: null };
  if (f.kind === "url" && f.url) {
    // The project check runs before the network call, so another brand's project id never causes a fetch.
    await withScope(scope, (tx) => requireProjectInBrand(tx, scope, projectId));
    const s = await takeSnapshot(f.url, { scope });
    snap = s.ok ? { snapshot: s.text, snapshotAt: new Date(), error: null } : { snapshot: null, snapshotAt: null, error: s.error };
  }
  const stimulus = await withScope(scope, (tx) => insertStimulus(tx, scope, projectId, { ...f, snapshot: snap.snapshot, snapshotAt: snap.snapshotAt }));
  return { stimulus, snapshotError: snap.error };
}

/** Stores the image (type sniffed from the bytes; SVG, HTML and anything else refused) and adds the stimulus. */
export async function createImageStimulus(
  scope: BrandScope,
  projectId: string,
  f: { label: string; content: string; variantGroup?: string | null; fileName: string; bytes: Uint8Array },
): Promise<SavedStimulus> {
  await withScope(scope, (tx) => requireProjectInBrand(tx, scope, projectId));
  let fileId: string;
  try {
    fileId = (await putFile(scope, { kind: "fg-stimulus", name: f.fileName, bytes: f.bytes })).id;
  } catch (e) {
    if (e instanceof StorageRejectedError) throw new ActionError(e.message);
    throw e;
  }
  try {
    const stimulus = await withScope(scope, (tx) => insertStimulus(tx, scope, projectId, { kind: "image", label: f.label, content: f.content, variantGroup: f.variantGroup, fileId }));
    return { stimulus, snapshotError: null };
  } catch (e) {
    // No stimulus points at the stored file: remove it rather than leave an orphan.
    await deleteFile(scope, fileId).catch(() => false);
    throw e;
  }
}

export type StimulusPatch = Partial<Pick<StimulusFields, "label" | "content" | "url" | "price" | "currency">> & { variantGroup?: string | null };

/** Edits a stimulus. A new URL drops the old snapshot (it described another page) and takes a new one. */
export async function updateStimulus(scope: BrandScope, id: string, patch: StimulusPatch): Promise<SavedStimulus> {
  const current = await withScope(scope, (tx) => stimulusInBrand(tx, scope, id));
  let snap: { snapshot?: string | null; snapshotAt?: Date | null; error: string | null } = { error: null };
  if (current.kind === "url" && patch.url !== undefined && patch.url !== current.url) {
    const s = patch.url ? await takeSnapshot(patch.url, { scope }) : null;
    snap = s?.ok ? { snapshot: s.text, snapshotAt: new Date(), error: null } : { snapshot: null, snapshotAt: null, error: s && !s.ok ? s.error : null };
  }
  const stimulus = await withScope(scope, async (tx) => {
    const row = await stimulusInBrand(tx, scope, id);
    const set: Partial<typeof fgStimuli.$inferInsert> = { updatedAt: new Date() };
    if (patch.label !== undefined) set.label = patch.label;
    if (patch.content !== undefined) set.content = patch.content;
    if (row.kind === "url" && patch.url !== undefined) Object.assign(set, { url: patch.url }, "snapshot" in snap ? { snapshot: snap.snapshot, snapshotAt: snap.snapshotAt } : {});
    if (row.kind === "price" && patch.price !== undefined) set.price = patch.price === null ? null : patch.price.toFixed(2);
    if (row.kind === "price" && patch.currency !== undefined) set.currency = patch.currency;
    if (patch.variantGroup !== undefined) {
      const group = patch.variantGroup?.trim() || null;
      if (group !== row.variantGroup) {
        set.variantGroup = group;
        set.variant = group ? await nextLetter(tx, scope, row.projectId, group) : null;
      }
    }
    await tx.update(fgStimuli).set(set).where(and(eq(fgStimuli.id, id), eq(fgStimuli.brandId, scope.brandId)));
    const [view] = await selectStimuli(tx, scope, row.projectId, [id]);
    return view!;
  });
  return { stimulus, snapshotError: snap.error };
}

export async function refreshSnapshot(scope: BrandScope, id: string): Promise<SavedStimulus> {
  const row = await withScope(scope, (tx) => stimulusInBrand(tx, scope, id));
  if (row.kind !== "url" || !row.url) throw new ActionError("Only a URL stimulus has a snapshot to refresh.");
  const s = await takeSnapshot(row.url, { scope });
  // A failed refresh keeps the last good snapshot: the session still has something true to show.
  const stimulus = await withScope(scope, async (tx) => {
    if (s.ok) await tx.update(fgStimuli).set({ snapshot: s.text, snapshotAt: new Date(), updatedAt: new Date() }).where(and(eq(fgStimuli.id, id), eq(fgStimuli.brandId, scope.brandId)));
    const [view] = await selectStimuli(tx, scope, row.projectId, [id]);
    if (!view) throw new NotFoundError("Stimulus not found");
    return view;
  });
  return { stimulus, snapshotError: s.ok ? null : s.error };
}

/**
 * Adds a variant of a stimulus: the stimulus joins a group (named after its label when it had none, becoming A)
 * and a copy of its text becomes the next letter, placed right after the group's last variant.
 */
export async function addVariant(scope: BrandScope, id: string): Promise<StimulusView> {
  return withScope(scope, async (tx) => {
    const row = await stimulusInBrand(tx, scope, id);
    if (row.kind === "image") throw new ActionError("Add an image variant by uploading another image into the same group.");
    const { count } = await nextPosition(tx, scope, row.projectId);
    if (count >= MAX_STIMULI_PER_PROJECT) throw new ActionError(`A project has at most ${MAX_STIMULI_PER_PROJECT} stimuli.`);
    let group = row.variantGroup;
    if (!group) {
      group = row.label.slice(0, 80);
      await tx.update(fgStimuli).set({ variantGroup: group, variant: "A", updatedAt: new Date() }).where(eq(fgStimuli.id, row.id));
    }
    const letter = await nextLetter(tx, scope, row.projectId, group);
    const [last] = await tx
      .select({ position: sql<number>`max(${fgStimuli.position})` })
      .from(fgStimuli)
      .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, row.projectId), eq(fgStimuli.variantGroup, group)));
    const position = Number(last?.position ?? row.position) + 1;
    await tx
      .update(fgStimuli)
      .set({ position: sql`${fgStimuli.position} + 1` })
      .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, row.projectId), sql`${fgStimuli.position} >= ${position}`));
    const [copy] = await tx
      .insert(fgStimuli)
      .values({
        brandId: scope.brandId,
        projectId: row.projectId,
        kind: row.kind,
        label: `${row.label.replace(/\s+\(variant [A-Z]\)$/, "")} (variant ${letter})`.slice(0, 160),
        content: row.content,
        variantGroup: group,
        variant: letter,
        url: row.url,
        snapshot: row.snapshot,
        snapshotAt: row.snapshotAt,
        price: row.price,
        currency: row.currency,
        position,
        createdBy: scope.userId,
      })
      .returning({ id: fgStimuli.id });
    const [view] = await selectStimuli(tx, scope, row.projectId, [copy!.id]);
    return view!;
  });
}

/** Stores a new order: `ids` must be exactly the project's stimuli (a stale page is told to reload). */
export async function reorderStimuli(scope: BrandScope, projectId: string, ids: string[]): Promise<void> {
  await withScope(scope, async (tx) => {
    await requireProjectInBrand(tx, scope, projectId);
    const rows = await tx.select({ id: fgStimuli.id }).from(fgStimuli).where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, projectId)));
    const have = new Set(rows.map((r) => r.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || !ids.every((i) => have.has(i))) {
      throw new ActionError("The stimuli changed since this page was opened. Reload the page and reorder again.");
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(fgStimuli).set({ position }).where(and(eq(fgStimuli.id, id), eq(fgStimuli.brandId, scope.brandId)));
    }
  });
}

/** Deletes the stimulus and its stored image. Guide questions pointing at it are then reported by validateGuide. */
export async function deleteStimulus(scope: BrandScope, id: string): Promise<void> {
  const row = await withScope(scope, async (tx) => {
    const r = await stimulusInBrand(tx, scope, id);
    await tx.delete(fgStimuli).where(and(eq(fgStimuli.id, id), eq(fgStimuli.brandId, scope.brandId)));
    return r;
  });
  if (row.fileId) await deleteFile(scope, row.fileId);
}
