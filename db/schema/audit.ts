import { bigint, boolean, index, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id } from "./_shared";

/**
 * The API-call audit: one row per outbound HTTP call made through lib/http. brand_id is null only
 * for deployment-level calls made before any brand exists (auth webhooks); RLS shows a brand its
 * own rows and never the null ones (schema allow-list).
 * Invariant: no secret is ever stored here — host and a redacted path only, no query string,
 * no headers, no bodies.
 */
export const apiCalls = pgTable(
  "api_calls",
  {
    id: id(),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    jobId: uuid("job_id"),
    /** Who was called: webhook, openai, dataforseo… */
    provider: text("provider").notNull(),
    /** Why: webhook.task_created, webhook.test, serp.lookup… */
    purpose: text("purpose").notNull(),
    method: text("method").notNull(),
    host: text("host").notNull(),
    path: text("path").notNull(),
    /** HTTP status; null when no response came (refused, timeout, network error). */
    status: integer("status"),
    ok: boolean("ok").notNull(),
    /** blocked | timeout | network | too_large, when there was no usable response. */
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    latencyMs: integer("latency_ms").notNull(),
    bytesOut: bigint("bytes_out", { mode: "number" }).notNull().default(0),
    bytesIn: bigint("bytes_in", { mode: "number" }).notNull().default(0),
    /** 0 for the first try of a piece of work, n for its n-th retry. */
    retry: integer("retry").notNull().default(0),
    /** Provider cost of the call in USD, when the provider reports or prices one. */
    costUsd: numeric("cost_usd", { precision: 14, scale: 6 }),
    /** Model calls: the model that answered and the tokens it counted. */
    model: text("model"),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
    createdAt: createdAt(),
  },
  (t) => [
    index("api_calls_brand_id_created_idx").on(t.brandId, t.createdAt),
    index("api_calls_brand_provider_created_idx").on(t.brandId, t.provider, t.createdAt),
  ],
);
