import { afterAll, beforeAll, inject } from "vitest";
import { closeDb } from "../../../db/client";
import { ensureJobQueues } from "../../../lib/jobs/schema";
import { stopBoss } from "../../../lib/jobs/boss";
import { taskNames } from "../../../lib/jobs/tasks";

// The provided values are authoritative: workers can start with a stale environment.
process.env.DATABASE_URL = inject("databaseUrl");
if (inject("embedded")) process.env.EMBEDDED_DATABASE = "1";
else delete process.env.EMBEDDED_DATABASE;

// As a process does at start: a queue for every task the test file's imports defined, before
// anything enqueues (hooks run after the file's imports).
beforeAll(async () => {
  if (taskNames().length) await ensureJobQueues();
});

afterAll(async () => {
  await stopBoss();
  await closeDb();
});
