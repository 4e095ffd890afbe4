import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { apiTokens, brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/**
 * An AI engine a brand has connected: one provider + model (+ key from the brand's encrypted API
 * tokens, + base URL for OpenAI-compatible servers). SAIO asks every enabled engine; generation
 * features use the default one. The deployment-level engine (AI_* variables) is not a row.
 * Invariant: the key itself never lives here — only a reference to the sealed api_tokens row.
 */
export const aiEngines = pgTable(
  "ai_engines",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** openai | anthropic | google | perplexity | openai-compatible */
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    baseUrl: text("base_url"),
    apiTokenId: uuid("api_token_id").references(() => apiTokens.id, { onDelete: "set null" }),
    /** Answer with the provider's web search (OpenAI Responses, Gemini grounding, Claude web search). */
    webSearch: boolean("web_search").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    /** USD per million tokens, overriding the built-in price table (OpenRouter, Azure, self-hosted). */
    priceInPerMTok: numeric("price_in_per_mtok", { precision: 12, scale: 4 }),
    priceOutPerMTok: numeric("price_out_per_mtok", { precision: 12, scale: 4 }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ai_engines_brand_label_key").on(t.brandId, sql`lower(${t.label})`),
    uniqueIndex("ai_engines_brand_default_key").on(t.brandId).where(sql`${t.isDefault}`),
    index("ai_engines_api_token_idx").on(t.apiTokenId),
    check("ai_engines_label_not_blank", sql`btrim(${t.label}) <> ''`),
    check("ai_engines_model_not_blank", sql`btrim(${t.model}) <> ''`),
  ],
);
