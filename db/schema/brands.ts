import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./_shared";
import { profiles } from "./profiles";

export const brands = pgTable(
  "brands",
  {
    id: id(),
    name: text("name").notNull(),
    /** The owner (spec §3 brand.user_id). */
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    website: text("website"),
    industry: text("industry"),
    country: text("country"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    description: text("description"),
    toneOfVoice: text("tone_of_voice"),
    /**
     * The owner requires two-factor sign-in (issue 26): sessions below aal2 cannot see the brand at all
     * (app.accessible_brand_ids / app.brand_role read the token's `aal` claim).
     */
    requireMfa: boolean("require_mfa").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("brands_user_id_created_idx").on(t.userId, t.createdAt), check("brands_name_not_blank", sql`btrim(${t.name}) <> ''`)],
);

/** One row per user: the brand they last selected (spec §3 current_navigation). */
export const currentNavigation = pgTable(
  "current_navigation",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("current_navigation_brand_id_idx").on(t.brandId)],
);

export const userBrandAccess = pgTable(
  "user_brand_access",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** owner | admin | member | viewer | a custom role key of the brand. */
    role: text("role").notNull().default("member"),
    grantedBy: uuid("granted_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] }), index("user_brand_access_user_id_idx").on(t.userId)],
);

export type CompetitorEntry = { name: string; domain?: string };

export const brandData = pgTable("brand_data", {
  brandId: uuid("brand_id")
    .primaryKey()
    .references(() => brands.id, { onDelete: "cascade" }),
  keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
  personas: jsonb("personas").$type<string[]>().notNull().default([]),
  prompts: jsonb("prompts").$type<string[]>().notNull().default([]),
  competitors: jsonb("competitors").$type<CompetitorEntry[]>().notNull().default([]),
  agentProcessSmWebhookUrl: text("agent_process_sm_webhook_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The activity log. brand_id is nullable and set null when the brand goes, so that "delete_brand"
 * stays in the acting user's history after the brand and its rows are gone (schema allow-list).
 */
export const activityLogs = pgTable(
  "activity_logs",
  {
    id: id(),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    actionType: text("action_type").notNull(),
    userAction: text("user_action").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_logs_brand_id_created_idx").on(t.brandId, t.createdAt),
    index("activity_logs_user_id_created_idx").on(t.userId, t.createdAt),
  ],
);

/** Third-party API credentials of a brand, AES-256-GCM encrypted with the brand id as associated data. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    label: text("label"),
    ciphertext: text("ciphertext").notNull(),
    keyId: text("key_id").notNull(),
    last4: text("last4").notNull(),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("api_tokens_brand_provider_label_key").on(t.brandId, t.provider, t.label)],
);
