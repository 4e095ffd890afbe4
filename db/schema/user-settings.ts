import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { bytea } from "./brand-setup";
import { updatedAt } from "./_shared";

/**
 * A person's uploaded avatar (profiles.avatar_url then points at /api/avatars/{id}). Not brand data:
 * its row-level security is hand-written (migration user_avatars_rls): readable by whoever may see
 * the profile, writable by its owner only.
 */
export const userAvatars = pgTable("user_avatars", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  mimeType: text("mime_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  updatedAt: updatedAt(),
});
