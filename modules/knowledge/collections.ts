/**
 * Creating collections and setting a source's collections (called by ./collections-actions.ts and
 * by the demo brand's sample seed), under the tenant wall: another brand's source or collection id is
 * "not found".
 */
import { and, eq } from "drizzle-orm";
import { knowledgeCollections, knowledgeSourceCollections, knowledgeSources } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";

export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
}

export async function createCollection(scope: BrandScope, d: { name: string; description?: string | null }): Promise<{ id: string }> {
  try {
    const [row] = await withScope(scope, (tx) =>
      tx.insert(knowledgeCollections).values({ brandId: scope.brandId, name: d.name, description: d.description || null }).returning({ id: knowledgeCollections.id }),
    );
    return { id: row!.id };
  } catch (e) {
    if (isUniqueViolation(e)) throw new ActionError(`A collection named "${d.name}" already exists.`);
    throw e;
  }
}

/** Replaces the source's collections with `collectionIds` (the full set). */
export async function setSourceCollections(scope: BrandScope, d: { sourceId: string; collectionIds: string[] }): Promise<{ collectionIds: string[] }> {
  const ids = [...new Set(d.collectionIds)];
  await withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, knowledgeSources, [d.sourceId]);
    await assertInBrand(tx, scope, knowledgeCollections, ids);
    await tx.delete(knowledgeSourceCollections).where(and(eq(knowledgeSourceCollections.brandId, scope.brandId), eq(knowledgeSourceCollections.sourceId, d.sourceId)));
    if (ids.length) await tx.insert(knowledgeSourceCollections).values(ids.map((collectionId) => ({ brandId: scope.brandId, sourceId: d.sourceId, collectionId })));
  });
  return { collectionIds: ids };
}
