import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt } from "./_shared";

/**
 * Which rows of a brand are sample data (issue #17 §7): every row the sample history created, by
 * table and id, so "Remove sample data" deletes exactly those and nothing a person made since.
 * Walled like every brand table (app.ensure_brand_rls).
 */
export const sampleRows = pgTable(
  "sample_rows",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    tableName: text("table_name").notNull(),
    rowId: uuid("row_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.tableName, t.rowId] }), index("sample_rows_brand_idx").on(t.brandId)],
);
