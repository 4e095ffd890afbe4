import { z } from "zod";

const uuid = (what: string) => z.string().uuid(`Unknown ${what}`);
const collectionName = z.string().trim().min(1, "Give the collection a name").max(80, "At most 80 characters");

export const searchKnowledgeInput = z.object({
  query: z.string().trim().min(1, "Type something to search for").max(300, "At most 300 characters"),
  collectionIds: z.array(uuid("collection")).max(20).optional(),
});

export const createCollectionInput = z.object({ name: collectionName, description: z.string().trim().max(300).optional() });
export const renameCollectionInput = z.object({ collectionId: uuid("collection"), name: collectionName });
export const deleteCollectionInput = z.object({ collectionId: uuid("collection") });
/** The collections a source belongs to (the full set: missing ones are removed). */
export const setSourceCollectionsInput = z.object({ sourceId: uuid("source"), collectionIds: z.array(uuid("collection")).max(50) });

export const setEmbeddingSettingsInput = z.object({
  engineKey: z.string().min(1, "Pick an engine").max(64),
  model: z.string().trim().min(1, "Name the embedding model").max(120),
});
export const clearEmbeddingSettingsInput = z.object({});
export const reembedKnowledgeInput = z.object({});
