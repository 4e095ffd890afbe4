import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/** module key of the navigation registry → access level; a missing key means "none". */
export type RolePermissions = Record<string, "none" | "view" | "edit">;

/**
 * A brand's own role next to the built-in owner/admin/member/viewer. user_brand_access.role holds
 * its `key`; the roles module resolves the key's matrix for every access check.
 */
export const brandRoles = pgTable(
  "brand_roles",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    permissions: jsonb("permissions").$type<RolePermissions>().notNull().default({}),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("brand_roles_brand_key_key").on(t.brandId, t.key),
    index("brand_roles_brand_id_idx").on(t.brandId, t.createdAt),
    check("brand_roles_key_not_builtin", sql`${t.key} not in ('owner','admin','member','viewer')`),
    check("brand_roles_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);
