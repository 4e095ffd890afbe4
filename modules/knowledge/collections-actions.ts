"use server";

import { and, eq } from "drizzle-orm";
import { knowledgeCollections } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { NotFoundError, withScope } from "@/lib/brand-scope";
import { createCollection, isUniqueViolation, setSourceCollections } from "./collections";
import { createCollectionInput, deleteCollectionInput, renameCollectionInput, setSourceCollectionsInput } from "./search-inputs";

const edit = { module: "vector-store", access: "edit" } as const;

export const createKnowledgeCollectionAction = brandAction("createKnowledgeCollection", createCollectionInput, { ...edit, failure: "Failed to create the collection" }, async (scope, d) =>
  createCollection(scope, d),
);

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

export const setKnowledgeSourceCollectionsAction = brandAction("setKnowledgeSourceCollections", setSourceCollectionsInput, { ...edit, failure: "Failed to update the source's collections" }, async (scope, d) =>
  setSourceCollections(scope, d),
);
