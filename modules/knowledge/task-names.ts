/** Job task names of the knowledge base (kept apart from ./jobs.ts so enqueuers need not import the handlers). */
export const KNOWLEDGE_INGEST_TASK = "knowledge.ingest";
export const KNOWLEDGE_TICK_TASK = "knowledge.tick";
/** Re-syncs one brand's own data after an edit (debounced: one pending job per brand). */
export const KNOWLEDGE_BRAND_DATA_SYNC_TASK = "knowledge.brand-data-sync";
