import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { RUNTIME_ROLE } from "@/db/migrate";
import { defineTask, installJobQueue, JobRunner, listJobs } from "@/lib/jobs";

const ran: string[] = [];
defineTask<{ key: string }>({
  name: "test.legacy",
  handler: async (ctx) => {
    ran.push(`${ctx.payload.key}:${ctx.attempt}/${ctx.maxAttempts}`);
  },
});

afterAll(async () => {
  await getDb().execute(sql`drop table if exists jobs_legacy`);
});

describe("upgrading from the old runner's jobs table", () => {
  it("moves the jobs still queued or running into pg-boss with their attempts left, once, and drops the table", async () => {
    // What migration 0015 leaves on a database the old runner used: its table, renamed.
    await getDb().execute(sql`
      create table jobs_legacy (id uuid primary key, brand_id uuid, task text not null, payload jsonb not null default '{}',
        status text not null, priority int not null default 0, run_at timestamptz not null default now(),
        attempts int not null default 0, max_attempts int not null default 5, singleton_key text)`);
    await getDb().execute(sql`
      insert into jobs_legacy (id, task, payload, status, attempts, max_attempts) values
        ('00000000-0000-4000-8000-000000000001', 'test.legacy', '{"key":"queued"}', 'queued', 0, 5),
        ('00000000-0000-4000-8000-000000000002', 'test.legacy', '{"key":"cut short"}', 'running', 2, 3),
        ('00000000-0000-4000-8000-000000000003', 'test.legacy', '{"key":"done"}', 'succeeded', 1, 5)`);
    await installJobQueue(getDb(), RUNTIME_ROLE);
    await installJobQueue(getDb(), RUNTIME_ROLE);
    const [table] = await getDb().execute<{ t: string | null }>(sql`select to_regclass('public.jobs_legacy')::text as t`);
    expect(table!.t).toBeNull();
    const moved = await listJobs(getDb(), sql`task = 'test.legacy'`);
    expect(moved.map((j) => [j.id, j.status]).sort()).toEqual([
      ["00000000-0000-4000-8000-000000000001", "queued"],
      ["00000000-0000-4000-8000-000000000002", "queued"],
    ]);
    await new JobRunner({ workerId: "heir", tasks: ["test.legacy"] }).runDueOnce();
    // pg-boss counts the attempts it makes: the job cut short has the one attempt it had left.
    expect(ran.sort()).toEqual(["cut short:1/1", "queued:1/5"]);
  });
});
