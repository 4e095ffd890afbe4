import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A brand's key for the public REST API (/api/v1). The secret is shown once; only its sha-256 is kept.
 * `prefix` is the key's public id (the part after gos_live_, before the secret): a lookup by it finds
 * the row, then the hash is compared in constant time. The key acts as `created_by` with that
 * person's current role in the brand, capped by `scopes` ("<module>:read" | "<module>:write"): when
 * the creator leaves the brand (or is deleted: created_by becomes null), the key stops working.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    expiresAt: ts("expires_at"),
    lastUsedAt: ts("last_used_at"),
    revokedAt: ts("revoked_at"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_keys_prefix_key").on(t.prefix),
    index("api_keys_brand_idx").on(t.brandId, t.createdAt),
    check("api_keys_name", sql`btrim(${t.name}) <> ''`),
  ],
);

/**
 * Idempotency-Key replay store (Stripe's model): the first POST with a key stores its answer; the same
 * key with the same body gets that answer again, with another body 422, while the first still runs 409.
 * Rows are per API key and expire after 24 hours.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    bodyHash: text("body_hash").notNull(),
    /** null while the first request still runs. */
    status: integer("status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_idempotency_keys_key").on(t.brandId, t.apiKeyId, t.key), index("api_idempotency_keys_created_idx").on(t.brandId, t.createdAt)],
);

/**
 * Fixed-window counters of lib/rate-limit, shared by every app instance on the database. Not brand data:
 * RLS on with no policy, so only the system role touches them.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("rate_limit_buckets_expires_idx").on(t.expiresAt)],
);
