/**
 * `npm run bench:rls`: what the tenant wall's second layer (row-level security as growth_app with the
 * user's claims) costs per page. The same page's queries — the brand check, 50 of 10,000 tasks with
 * their assignee, the per-status counts, the latest activity — run in one transaction, twice:
 *   before: as the owner role with the app-level brand filters only (RLS bypassed)
 *   after:  as the app does it: set_config(claims) + role growth_app, same filters, policies evaluated
 * Interleaved so both see the same cache and machine load. Embedded database by default (a fresh
 * directory), or DATABASE_URL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import * as schema from "@/db/schema";
import { migrateDatabase } from "@/db/migrate";
import { startEmbeddedServer, type EmbeddedServer } from "@/db/embedded";

const N = Number(process.env.BENCH_ITERATIONS ?? 1000);
const TASKS = Number(process.env.BENCH_TASKS ?? 10_000);

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

async function main() {
  let owner: EmbeddedServer | null = null;
  let url = process.env.DATABASE_URL;
  let tmp: string | null = null;
  if (!url) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-rls-"));
    owner = await startEmbeddedServer(path.join(tmp, "pglite"));
    url = owner.url;
  }
  const sql = postgres(url, { max: 1, prepare: !owner, onnotice: () => {} });
  try {
    await migrateDatabase(drizzle(sql, { schema }));
    const userId = crypto.randomUUID();
    await sql`insert into profiles (id, email, full_name) values (${userId}, ${`bench-${userId}@example.test`}, 'Bench')`;
    const [brand] = await sql<{ id: string }[]>`insert into brands (name, user_id) values ('RLS bench', ${userId}) returning id`;
    const brandId = brand!.id;
    await sql`insert into user_brand_access (user_id, brand_id, role, granted_by) values (${userId}, ${brandId}, 'owner', ${userId})`;
    const [member] = await sql<{ id: string }[]>`insert into growth_squad (brand_id, name, user_id) values (${brandId}, 'Bench', ${userId}) returning id`;
    await sql`insert into foundational_tasks (brand_id, user_id, title, assigned_to, status, created_at)
      select ${brandId}, ${userId}, 'Task ' || g, ${member!.id}, (array['pending','in_progress','blocked','done','cancelled'])[1 + g % 5],
        now() - (g || ' minutes')::interval
      from generate_series(1, ${TASKS}) g`;
    await sql`analyze`;

    const page = async (tx: postgres.TransactionSql) => {
      await tx`select role from user_brand_access where user_id = ${userId} and brand_id = ${brandId}`;
      await tx`select t.id, t.title, t.status, t.priority, t.due_date, s.name as assignee
        from foundational_tasks t left join growth_squad s on s.id = t.assigned_to
        where t.brand_id = ${brandId} order by t.created_at desc limit 50`;
      await tx`select status, count(*)::int from foundational_tasks where brand_id = ${brandId} group by status`;
      await tx`select action_type, created_at from activity_logs where brand_id = ${brandId} order by created_at desc limit 10`;
    };
    const claims = JSON.stringify({ sub: userId, role: "authenticated" });
    const modes = {
      before: () => sql.begin((tx) => page(tx)),
      after: () =>
        sql.begin(async (tx) => {
          await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('role', 'growth_app', true)`;
          await page(tx);
        }),
    };
    // The RLS run must really be filtered: the policy hides another brand's rows from this user.
    const otherUser = crypto.randomUUID();
    await sql`insert into profiles (id, email) values (${otherUser}, ${`bench-${otherUser}@example.test`})`;
    const [other] = await sql<{ id: string }[]>`insert into brands (name, user_id) values ('Other', ${otherUser}) returning id`;
    await sql`insert into foundational_tasks (brand_id, title) values (${other!.id}, 'hidden')`;
    const seen = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('role', 'growth_app', true)`;
      return tx`select count(*)::int as n from foundational_tasks where brand_id = ${other!.id}`;
    });
    if (seen[0]!.n !== 0) throw new Error("RLS did not hide the other brand's task: the benchmark would measure nothing");

    const times: Record<keyof typeof modes, number[]> = { before: [], after: [] };
    for (let i = 0; i < 100; i++) for (const run of Object.values(modes)) await run();
    for (let i = 0; i < N; i++) {
      for (const [name, run] of Object.entries(modes) as [keyof typeof modes, () => Promise<unknown>][]) {
        const t = performance.now();
        await run();
        times[name].push(performance.now() - t);
      }
    }
    const where = owner ? "embedded PGlite owner over postgres.js" : `server ${new URL(url).host}`;
    console.log(`RLS cost per page (${where}; ${TASKS} tasks; ${N} page loads each; 4 queries in one transaction)`);
    for (const name of ["before", "after"] as const) {
      console.log(`  ${name.padEnd(7)} p50 ${pct(times[name], 50).toFixed(2)} ms   p99 ${pct(times[name], 99).toFixed(2)} ms`);
    }
    const d = pct(times.after, 50) - pct(times.before, 50);
    console.log(`  RLS adds ${d.toFixed(2)} ms at p50 (${((d / pct(times.before, 50)) * 100).toFixed(0)} %)`);
  } finally {
    await sql.end();
    await owner?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
