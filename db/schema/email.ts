import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./_shared";

/** Written after each signup (spec §3/§7); no brand exists yet, so it is user-scoped (allow-list). */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: id(),
    type: text("type").notNull(),
    email: text("email").notNull(),
    fullName: text("full_name"),
    action: text("action").notNull(),
    signupMethod: text("signup_method"),
    redirectUrl: text("redirect_url"),
    verificationRequired: boolean("verification_required").notNull().default(false),
    userId: uuid("user_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("email_messages_user_id_idx").on(t.userId)],
);
