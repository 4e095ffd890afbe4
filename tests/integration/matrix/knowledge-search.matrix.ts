import { getDb } from "@/db/client";
import { aiEngines, knowledgeCollections } from "@/db/schema";
import * as collections from "@/modules/knowledge/collections-actions";
import * as embedding from "@/modules/knowledge/embedding-actions";
import { searchKnowledgeAction } from "@/modules/knowledge/search-actions";
import { insertKnowledgeSource } from "../../support/knowledge";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /vector-store search, collections and embedding settings. Search and "create a collection" act on
// the caller's current brand (the outsider succeeds in B, learns nothing of A); the rest name A's rows.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;
const readers = ["owner", "member", "viewer", "outsider"] as const;
// Debian's PostgreSQL 15 has no pgvector: the embedding model is still saved there (SSR uses it), but
// "Embed now" is refused for everyone.

async function sourceInA(w: MatrixWorld): Promise<string> {
  const s = await insertKnowledgeSource(getDb(), w.a.id, { title: `Source ${w.a.markers[0]}`, chunks: [{ heading: "Matrix", content: `Passage about ${w.a.markers[0]}` }] });
  return s.sourceId;
}

async function collectionInA(w: MatrixWorld): Promise<string> {
  const [c] = await getDb().insert(knowledgeCollections).values({ brandId: w.a.id, name: `Collection ${Math.random()}` }).returning({ id: knowledgeCollections.id });
  return c!.id;
}

async function engineInA(w: MatrixWorld): Promise<string> {
  const [e] = await getDb().insert(aiEngines).values({ brandId: w.a.id, label: "Matrix embeddings", provider: "openai-compatible", model: "m", baseUrl: "http://127.0.0.1:9/v1" }).returning({ id: aiEngines.id });
  return e!.id;
}

export default defineMatrix([
  {
    action: "searchKnowledge",
    call: searchKnowledgeAction,
    allow: readers,
    input: async (w) => {
      await sourceInA(w);
      return { query: w.a.markers[0]! };
    },
  },
  { action: "createKnowledgeCollection", call: collections.createKnowledgeCollectionAction, allow: anyBrand, input: () => ({ name: `Tone of voice ${Math.random()}` }) },
  { action: "renameKnowledgeCollection", call: collections.renameKnowledgeCollectionAction, allow: editors, input: async (w) => ({ collectionId: await collectionInA(w), name: `Renamed ${Math.random()}` }) },
  { action: "deleteKnowledgeCollection", call: collections.deleteKnowledgeCollectionAction, allow: editors, input: async (w) => ({ collectionId: await collectionInA(w) }) },
  {
    action: "setKnowledgeSourceCollections",
    call: collections.setKnowledgeSourceCollectionsAction,
    allow: editors,
    input: async (w) => ({ sourceId: await sourceInA(w), collectionIds: [await collectionInA(w)] }),
  },
  { action: "setKnowledgeEmbeddingSettings", call: embedding.setKnowledgeEmbeddingSettingsAction, allow: editors, input: async (w) => ({ engineKey: await engineInA(w), model: "nomic-embed-text" }) },
  // Acts on the caller's current brand; with nothing connected there is nothing to clear, which succeeds.
  { action: "clearKnowledgeEmbeddingSettings", call: embedding.clearKnowledgeEmbeddingSettingsAction, allow: anyBrand, input: () => ({}) },
  // Nobody has connected an engine in the matrix world, so "embed again" says to connect one first.
  { action: "reembedKnowledge", call: embedding.reembedKnowledgeAction, allow: [], input: () => ({}) },
]);
