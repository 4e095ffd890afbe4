import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { contentGenerations } from "./content";
import { createdAt, id } from "./_shared";

/**
 * Every signed answer of the external agent that was accepted, by its webhook-id: a replayed
 * message (same id) is refused. Written in the transaction that stores the agent's posts.
 */
export const contentAgentReceipts = pgTable(
  "content_agent_receipts",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    generationId: uuid("generation_id")
      .notNull()
      .references(() => contentGenerations.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_agent_receipts_message_key").on(t.brandId, t.messageId), index("content_agent_receipts_generation_idx").on(t.brandId, t.generationId)],
);
