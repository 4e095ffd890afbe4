import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { knowledgeChunks, knowledgeSources } from "./knowledge";
import { createdAt, id, updatedAt } from "./_shared";

/**
 * Which embedding engine a brand's knowledge base uses: one of the brand's AI engines (its key,
 * base URL and provider: OpenAI, Gemini, an OpenAI-compatible server such as Ollama or Mistral's
 * API) and the embedding model on it. `dimensions` is learnt from the first answer; vectors of
 * another model are never compared with this one's. `reembed*` is the progress of the job that
 * embeds every chunk again after the model changed (it survives a page reload).
 */
export const knowledgeEmbeddingSettings = pgTable("knowledge_embedding_settings", {
  brandId: uuid("brand_id")
    .primaryKey()
    .references(() => brands.id, { onDelete: "cascade" }),
  engineKey: text("engine_key").notNull(),
  model: text("model").notNull(),
  dimensions: integer("dimensions"),
  /** idle | running | failed */
  reembedStatus: text("reembed_status").notNull().default("idle"),
  reembedDone: integer("reembed_done").notNull().default(0),
  reembedTotal: integer("reembed_total").notNull().default(0),
  reembedError: text("reembed_error"),
  updatedAt: updatedAt(),
});

/**
 * A passage of the knowledge base that a piece of generated output was based on. `purpose` names
 * the feature (saio.suggest, saio.classify, saio.sentiment), `subject` the output within it (a
 * suggested prompt's folded text, an answer id). Title and heading are copied so the citation
 * still reads right after the source is deleted (chunk and source ids then become null).
 */
export const knowledgeCitations = pgTable(
  "knowledge_citations",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    subject: text("subject").notNull(),
    chunkId: uuid("chunk_id").references(() => knowledgeChunks.id, { onDelete: "set null" }),
    sourceId: uuid("source_id").references(() => knowledgeSources.id, { onDelete: "set null" }),
    sourceTitle: text("source_title").notNull(),
    heading: text("heading").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("knowledge_citations_brand_subject_idx").on(t.brandId, t.purpose, t.subject)],
);

