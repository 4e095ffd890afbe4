import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/** A Search Console property the connected account can see (sites.list siteEntry). */
export type GoogleSiteEntry = { siteUrl: string; permissionLevel: string };

/** A GA4 property the connected account reaches (Analytics Admin API accountSummaries.list propertySummaries). */
export type Ga4PropertyEntry = { property: string; displayName: string; account: string; accountName: string };

/**
 * A brand's Google connection (one per brand) for Search Console data. Tokens are sealed with
 * lib/crypto/secret-box, bound to the brand and this row (modules/integrations/google-sealing.ts):
 * a ciphertext copied to another brand does not open. The access token is kept (sealed) with its
 * expiry so the SEO jobs do not refresh on every call.
 */
export const googleConnections = pgTable(
  "google_connections",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    accountEmail: text("account_email"),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    refreshCiphertext: text("refresh_ciphertext").notNull(),
    accessCiphertext: text("access_ciphertext"),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }),
    keyId: text("key_id").notNull(),
    /** The chosen Search Console property: "https://www.example.com/" or "sc-domain:example.com". */
    siteUrl: text("site_url"),
    /** The properties listed when connecting (or refreshed later), for the picker. */
    sites: jsonb("sites").$type<GoogleSiteEntry[]>().notNull().default([]),
    /** The chosen GA4 property, "properties/123456789"; null until chosen (or without analytics.readonly). */
    ga4Property: text("ga4_property"),
    /** The GA4 properties listed when connecting (or refreshed later), for the picker. */
    ga4Properties: jsonb("ga4_properties").$type<Ga4PropertyEntry[]>().notNull().default([]),
    connectedBy: uuid("connected_by").references(() => profiles.id, { onDelete: "set null" }),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("google_connections_brand_id_key").on(t.brandId),
    check("google_connections_site_url_not_blank", sql`${t.siteUrl} is null or btrim(${t.siteUrl}) <> ''`),
    check("google_connections_ga4_property_shape", sql`${t.ga4Property} is null or ${t.ga4Property} ~ '^properties/[0-9]+$'`),
  ],
);
