import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_shared";

/**
 * One row per signed-in person, keyed by the auth user id (built-in or hosted Supabase). Brand
 * tables reference it instead of an auth table, so the app's schema is the same in both modes.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    theme: text("theme", { enum: ["light", "dark", "system"] }).notNull().default("system"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profiles_email_idx").on(t.email)],
);
