"use server";

import { and, eq } from "drizzle-orm";
import { knowledgeCollections, knowledgeSourceCollections, knowledgeSources } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { assertInBrand, NotFoundError, withScope } from "@/lib/brand-scope";
import { createCollectionInput, deleteCollectionInput, renameCollectionInput, setSourceCollectionsInput } from "./search-inputs";

const edit = { module: "vector-store", access: "edit" } as const;

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
}

export const createKnowledgeCollectionAction = brandAction("createKnowledgeCollection", createCollectionInput, { ...edit, failure: "Failed to create the collection" }, async (scope, d) => {
  try {
    const [row] = await withScope(scope, (tx) =>
      tx.insert(knowledgeCollections).values({ brandId: scope.brandId, name: d.name, description: d.description || null }).returning({ id: knowledgeCollections.id }),
    );
    return { id: row!.id };
  } catch (e) {
    if (isUniqueViolation(e)) throw new ActionError(`A collection named "${d.name}" already exists.`);
    throw e;
  }
});

export const renameKnowledgeCollectionAction = brandAction("renameKnowledgeCollection", renameCollectionInput, { ...edit, failure: "Failed to rename the collection" }, async (scope, d) => {
  try {
    const rows = await withScope(scope, (tx) =>
      tx
        .update(knowledgeCollections)
        .set({ name: d.name })
        .where(and(eq(knowledgeCollections.id, d.collectionId), eq(knowledgeCollections.brandId, scope.brandId)))
        .returning({ id: knowledgeCollections.id }),
    );
    if (!rows.length) throw new NotFoundError();
    return { id: d.collectionId };
  } catch (e) {
    if (isUniqueViolation(e)) throw new ActionError(`A collection named "${d.name}" already exists.`);
    throw e;
  }
});

/** Deleting a collection keeps its sources; only their membership goes (cascade). */
export const deleteKnowledgeCollectionAction = brandAction("deleteKnowledgeCollection", deleteCollectionInput, { ...edit, failure: "Failed to delete the collection" }, async (scope, d) => {
  const rows = await withScope(scope, (tx) =>
    tx
      .delete(knowledgeCollections)
      .where(and(eq(knowledgeCollections.id, d.collectionId), eq(knowledgeCollections.brandId, scope.brandId)))
      .returning({ id: knowledgeCollections.id }),
  );
  if (!rows.length) throw new NotFoundError();
  return { deleted: 1 };
});

export const setKnowledgeSourceCollectionsAction = brandAction("setKnowledgeSourceCollections", setSourceCollectionsInput, { ...edit, failure: "Failed to update the source's collections" }, async (scope, d) => {
  const ids = [...new Set(d.collectionIds)];
  await withScope(scope, async (tx) => {
    // Both the source and every collection must be the caller's brand's: another brand's id is "not found".
    await assertInBrand(tx, scope, knowledgeSources, [d.sourceId]);
    await assertInBrand(tx, scope, knowledgeCollections, ids);
    await tx.delete(knowledgeSourceCollections).where(and(eq(knowledgeSourceCollections.brandId, scope.brandId), eq(knowledgeSourceCollections.sourceId, d.sourceId)));
    if (ids.length) await tx.insert(knowledgeSourceCollections).values(ids.map((collectionId) => ({ brandId: scope.brandId, sourceId: d.sourceId, collectionId })));
  });
  return { collectionIds: ids };
});

