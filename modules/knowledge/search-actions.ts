"use server";

import { brandAction } from "@/lib/action";
import { searchKnowledge } from "./search/search";
import { searchKnowledgeInput } from "./search-inputs";

/**
 * Hybrid search from the /vector-store search box; content is left out (the snippet shows the
 * match) and so is the query (the caller typed it).
 */
export const searchKnowledgeAction = brandAction("searchKnowledge", searchKnowledgeInput, { module: "vector-store", access: "view", failure: "Search failed" }, async (scope, d) => {
  const r = await searchKnowledge(scope, { query: d.query, collectionIds: d.collectionIds, limit: 20 });
  return { methods: r.methods, notes: r.notes, tookMs: r.tookMs, hits: r.hits.map(({ content: _content, ...h }) => h) };
});
