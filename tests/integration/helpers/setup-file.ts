import { afterAll, inject } from "vitest";
import { closeDb } from "../../../db/client";

// The provided values are authoritative: workers can start with a stale environment.
process.env.DATABASE_URL = inject("databaseUrl");
if (inject("embedded")) process.env.EMBEDDED_DATABASE = "1";
else delete process.env.EMBEDDED_DATABASE;

afterAll(async () => {
  await closeDb();
});
