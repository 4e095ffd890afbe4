import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { contentBriefs } from "./content";
import { profiles } from "./profiles";
import { storageObjects } from "./storage";
import { createdAt, id } from "./_shared";

/**
 * A brief's exports (Markdown, DOCX): the bytes are a file of kind "export" in lib/storage; this row
 * says which brief it was made from, so the brief lists its recent exports. Deleting the file or the
 * brief takes the row with it.
 */
export const contentBriefExports = pgTable(
  "content_brief_exports",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    briefId: uuid("brief_id")
      .notNull()
      .references(() => contentBriefs.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storageObjects.id, { onDelete: "cascade" }),
    /** md | docx */
    format: text("format").notNull(),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("content_brief_exports_brand_brief_idx").on(t.brandId, t.briefId, t.createdAt)],
);
