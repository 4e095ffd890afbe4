import { customType, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { updatedAt } from "./_shared";

/** Raw bytes (Postgres bytea); postgres.js hands them over as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/**
 * A brand's logo, kept out of the brands row so brand lists never carry the bytes. The type is the
 * one sniffed from the bytes on upload (never the browser's claim).
 */
export const brandLogos = pgTable("brand_logos", {
  brandId: uuid("brand_id")
    .primaryKey()
    .references(() => brands.id, { onDelete: "cascade" }),
  mimeType: text("mime_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  uploadedBy: uuid("uploaded_by").references(() => profiles.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
