import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/**
 * An invitation to a brand for an address that has no account yet. Only the SHA-256 of the token
 * is stored: the mail holds the only copy of the token itself, so a database read grants nothing.
 */
export const brandInvitations = pgTable(
  "brand_invitations",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** Lower-cased; the accepting account must have this address. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("brand_invitations_brand_id_idx").on(t.brandId, t.createdAt),
    uniqueIndex("brand_invitations_token_hash_key").on(t.tokenHash),
    // At most one open invitation per address and brand: inviting again refreshes it.
    uniqueIndex("brand_invitations_open_email_key").on(t.brandId, t.email).where(sql`${t.acceptedAt} is null`),
  ],
);
