import { customType } from "drizzle-orm/pg-core";

/** Raw bytes (Postgres bytea); postgres.js hands them over as Buffer. Brand logos live in storage_objects (lib/storage). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});
