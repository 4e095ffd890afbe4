import { defineConfig } from "drizzle-kit";

// Only `generate` is used: migrations are applied by scripts/db.ts (on start and `npm run db:migrate`).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  schemaFilter: ["public", "local_auth"],
});
