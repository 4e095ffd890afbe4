import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt, id, updatedAt } from "./_shared";

export const personasBriefs = pgTable(
  "personas_briefs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("personas_briefs_brand_id_idx").on(t.brandId, t.createdAt)],
);

export const personas = pgTable(
  "personas",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    briefId: uuid("brief_id").references(() => personasBriefs.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("personas_brand_id_created_idx").on(t.brandId, t.createdAt)],
);
