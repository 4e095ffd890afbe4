import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/** A brand's reusable prompt: text with {variables} that later modules fill in. */
export const promptTemplates = pgTable(
  "prompt_templates",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    purpose: text("purpose").notNull().default(""),
    body: text("body").notNull(),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("prompt_templates_brand_id_idx").on(t.brandId, t.name),
    check("prompt_templates_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);
