/** What the search, collections and embedding parts of /vector-store read, in one place. */
import { and, asc, eq, sql } from "drizzle-orm";
import { knowledgeCollections, knowledgeSourceCollections, knowledgeSources } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getEmbeddingSettings, type EmbeddingSettingsView } from "../embeddings/settings";

export type CollectionRow = { id: string; name: string; description: string | null; sourceCount: number };
export type SourceMembership = { id: string; title: string; enabled: boolean; collectionIds: string[] };
export type KnowledgeSearchPageData = { collections: CollectionRow[]; sources: SourceMembership[]; embedding: EmbeddingSettingsView };

export async function listKnowledgeCollections(scope: BrandScope): Promise<CollectionRow[]> {
  return withScope(scope, (tx) =>
    tx
      .select({
        id: knowledgeCollections.id,
        name: knowledgeCollections.name,
        description: knowledgeCollections.description,
        sourceCount: sql<number>`(select count(*)::int from ${knowledgeSourceCollections} sc where sc.brand_id = ${scope.brandId} and sc.collection_id = ${knowledgeCollections.id})`,
      })
      .from(knowledgeCollections)
      .where(eq(knowledgeCollections.brandId, scope.brandId))
      .orderBy(asc(sql`lower(${knowledgeCollections.name})`)),
  );
}

/** Every source with the collections it is in (for assigning sources to collections). */
export async function listSourceMemberships(scope: BrandScope): Promise<SourceMembership[]> {
  return withScope(scope, async (tx) => {
    const [sources, links] = await Promise.all([
      tx.select({ id: knowledgeSources.id, title: knowledgeSources.title, enabled: knowledgeSources.enabled }).from(knowledgeSources).where(eq(knowledgeSources.brandId, scope.brandId)).orderBy(asc(knowledgeSources.title)),
      tx
        .select({ sourceId: knowledgeSourceCollections.sourceId, collectionId: knowledgeSourceCollections.collectionId })
        .from(knowledgeSourceCollections)
        .where(and(eq(knowledgeSourceCollections.brandId, scope.brandId))),
    ]);
    const by = new Map<string, string[]>();
    for (const l of links) by.set(l.sourceId, [...(by.get(l.sourceId) ?? []), l.collectionId]);
    return sources.map((s) => ({ ...s, collectionIds: by.get(s.id) ?? [] }));
  });
}

export async function getKnowledgeSearchPageData(scope: BrandScope): Promise<KnowledgeSearchPageData> {
  const [collections, sources, embedding] = await Promise.all([listKnowledgeCollections(scope), listSourceMemberships(scope), getEmbeddingSettings(scope)]);
  return { collections, sources, embedding };
}
