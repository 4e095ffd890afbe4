import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A brand's webhook endpoint (spec §3 webhook setting; resolution in spec §7: the newest active
 * endpoint that receives a type). `webhook_type` keeps the spec's column as the endpoint's first
 * event type; `event_types` is the full list it receives.
 * The signing secret is stored AES-256-GCM sealed (lib/crypto/secret-box, associated data bound to
 * the endpoint id) because signing needs the raw value; it is shown once and never read back to a page.
 */
export const webhookSettings = pgTable(
  "webhook_settings",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    webhookUrl: text("webhook_url").notNull(),
    webhookType: text("webhook_type").notNull(),
    eventTypes: text("event_types").array().notNull().default(sql`'{}'::text[]`),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    secretCiphertext: text("secret_ciphertext"),
    /** The secret before the last rotation, still signed with until previous_secret_expires_at. */
    previousSecretCiphertext: text("previous_secret_ciphertext"),
    previousSecretExpiresAt: ts("previous_secret_expires_at"),
    secretRotatedAt: ts("secret_rotated_at"),
    /** Why the endpoint was switched off by the system (410 Gone, failing for days); null when active or off by hand. */
    disabledReason: text("disabled_reason"),
    disabledAt: ts("disabled_at"),
    /** Start of the current run of failed deliveries; cleared by a success. */
    failingSince: ts("failing_since"),
    lastDeliveryAt: ts("last_delivery_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_settings_brand_type_idx").on(t.brandId, t.webhookType, t.isActive, t.createdAt)],
);

/**
 * One event to send to one address. The row id's `msg_…` form is the Standard Webhooks `webhook-id`,
 * identical on every attempt so receivers can de-duplicate. endpoint_id is null when the address
 * came from the deployment fallback or brand_data (target says which); that address is resolved
 * again at send time, never stored.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id").references(() => webhookSettings.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** endpoint | fallback | brand_data */
    target: text("target").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** pending | succeeded | failed */
    status: text("status").notNull().default("pending"),
    isTest: boolean("is_test").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    completedAt: ts("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("webhook_deliveries_brand_endpoint_created_idx").on(t.brandId, t.endpointId, t.createdAt),
    uniqueIndex("webhook_deliveries_message_id_key").on(t.messageId),
  ],
);

/** Every attempt of a delivery: what the delivery log per endpoint shows. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id").references(() => webhookSettings.id, { onDelete: "cascade" }),
    attemptNumber: integer("attempt_number").notNull(),
    /** auto | resend | test */
    trigger: text("trigger").notNull(),
    /** succeeded | retrying | failed */
    outcome: text("outcome").notNull(),
    statusCode: integer("status_code"),
    latencyMs: integer("latency_ms").notNull(),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    nextRetryAt: ts("next_retry_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_attempts_brand_delivery_idx").on(t.brandId, t.deliveryId, t.createdAt),
    index("webhook_attempts_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);
