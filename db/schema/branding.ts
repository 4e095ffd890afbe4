import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./_shared";
import { bytea } from "./brand-setup";
import { profiles } from "./profiles";

/**
 * The deployment's white-label branding (issue 26): spec §1's page metadata, the product name and logo
 * of the login page, and the favicon. One row (id = 1); no row means every default. Not brand-scoped:
 * RLS is on with a read-only policy for growth_app; only the system role writes (lib/branding).
 * Images are kept here as bytes (a favicon and a logo are a few KiB) with their content hash, which
 * versions their URLs so they can be cached for a year.
 */
export const appBranding = pgTable(
  "app_branding",
  {
    id: integer("id").primaryKey().default(1),
    title: text("title"),
    description: text("description"),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    ogImage: text("og_image"),
    keywords: text("keywords"),
    canonicalUrl: text("canonical_url"),
    productName: text("product_name"),
    faviconBytes: bytea("favicon_bytes"),
    faviconType: text("favicon_type"),
    faviconHash: text("favicon_hash"),
    logoBytes: bytea("logo_bytes"),
    logoType: text("logo_type"),
    logoHash: text("logo_hash"),
    updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  () => [check("app_branding_one_row", sql`id = 1`)],
);
