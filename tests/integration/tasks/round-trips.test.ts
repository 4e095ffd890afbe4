/**
 * Issue 7: every task page answers in at most three SQL round trips with 10,000 tasks in the brand.
 *
 * Counted with postgres.js's debug hook, which sees every statement the app sends. A page's reads
 * run in one scoped transaction (modules/tasks/batch.ts): BEGIN, the RLS set_config, the reads —
 * sent together, without waiting for one another — and COMMIT. The test asserts one transaction
 * per page and at most three read statements in it, and that the reads are fast with the indexes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getSql } from "@/db/client";
import type { AuthUser } from "@/lib/auth/types";
import type { BrandScope } from "@/lib/brand-scope";
import { scopedReads } from "@/modules/tasks/batch";
import { parseJournalFilters, parseTaskFilters } from "@/modules/tasks/inputs";
import { getShellData } from "@/modules/navigation/shell";
import { getPlanningView, getTaskPage, getTasksView } from "@/modules/tasks/queries";
import { getAging, getJournal, getMonitoring, getMonitoringAllBrands, getMyTasks, getMyTasksAllBrands } from "@/modules/tasks/reports";
import { today as currentDay } from "@/lib/calendar-day";
import { createBrand, createSquadMember } from "../helpers/factories";
import { ownerWithBrand, seedManyTasks, seedSprint, select } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const TASKS = 10_000;

type Counted = { statements: string[]; ms: number };

/** Runs `fn` and returns the statements it sent (postgres.js debug hook) and its duration. */
async function count(fn: () => Promise<unknown>): Promise<Counted> {
  const options = getSql().options as unknown as { debug: unknown };
  const statements: string[] = [];
  const before = options.debug;
  options.debug = (_conn: number, query: string) => statements.push(query.replace(/\s+/g, " ").trim());
  const start = performance.now();
  try {
    await fn();
  } finally {
    options.debug = before;
  }
  return { statements, ms: performance.now() - start };
}

const ENVELOPE = /^(begin|commit|rollback|select set_config\('request\.jwt\.claims')/i;

function assertOnePageTransaction(label: string, c: Counted, maxReads = 3) {
  const envelope = c.statements.filter((s) => ENVELOPE.test(s));
  const reads = c.statements.filter((s) => !ENVELOPE.test(s));
  expect(envelope.map((s) => s.slice(0, 6).toLowerCase()), `${label}: one scoped transaction`).toEqual(["begin", "select", "commit"]);
  // The wall goes up first: set_config is the first statement after BEGIN, the reads queue behind it.
  expect(c.statements[1], `${label}: RLS armed before any read`).toMatch(/^select set_config\('request\.jwt\.claims'/i);
  expect(reads.length, `${label}: ${reads.length} read statements:\n${reads.join("\n")}`).toBeLessThanOrEqual(maxReads);
  expect(reads.length).toBeGreaterThan(0);
}

let user: AuthUser;
let scope: BrandScope;
let taskId: string;
const timings: [string, number, number][] = [];

beforeAll(async () => {
  const world = await ownerWithBrand("Ten thousand");
  user = world.user;
  scope = world.scope;
  const people = [world.me.id];
  for (let i = 0; i < 7; i++) people.push((await createSquadMember(world.brand.id, `Person ${i}`)).id);
  const sprints: string[] = [];
  for (let i = 0; i < 26; i++) sprints.push((await seedSprint(world.brand.id, `Sprint ${i + 1}`, i * 14 - 180, i * 14 - 167)).id);
  await seedManyTasks(world.brand.id, TASKS, people, sprints);
  // A second brand of the same user, so the all-brands views have something to group.
  const second = await createBrand(user, "Second");
  await seedManyTasks(second.id, 500, [(await createSquadMember(second.id, "Me in second", user)).id]);
  await getSql()`analyze foundational_tasks`;
  const [row] = await getSql()`select id from foundational_tasks where brand_id = ${scope.brandId} limit 1`;
  taskId = row!.id as string;
}, 120_000);

afterAll(() => {
  console.log(`\nTask views with ${TASKS} tasks (statements, ms):\n${timings.map(([l, n, ms]) => `  ${l.padEnd(34)} ${n}  ${ms.toFixed(1)}`).join("\n")}`);
});

const today = currentDay();
const pages: [string, () => Promise<unknown>][] = [
  ["/tasks (list)", () => getTasksView(scope, parseTaskFilters({}))],
  ["/tasks (list, page 150, by due)", () => getTasksView(scope, parseTaskFilters({ page: "150", sort: "due" }))],
  ["/tasks (filtered, searched)", () => getTasksView(scope, parseTaskFilters({ q: "task 99", priority: "High", due: "overdue", sort: "priority" }))],
  ["/tasks (board)", () => getTasksView(scope, parseTaskFilters({ view: "board" }))],
  ["/tasks/[brandId]/[taskId]", () => getTaskPage(scope, taskId)],
  ["/my-tasks", () => getMyTasks(scope)],
  ["/my-tasks-all-brands", () => getMyTasksAllBrands(user)],
  ["/tasks-monitoring", () => getMonitoring(scope)],
  ["/tasks-monitoring-all-brands", () => getMonitoringAllBrands(user)],
  ["/tasks-aging", () => getAging(scope, { page: 1 })],
  ["/tasks-journal", () => getJournal(scope, parseJournalFilters({}, today))],
  ["/tasks-journal (a year, by week)", () => getJournal(scope, parseJournalFilters({ from: "2000-01-01", by: "week" }, today))],
  ["/task-planning", () => getPlanningView(scope, { page: 1 })],
];

describe(`task pages with ${TASKS} tasks in the brand`, () => {
  it.each(pages)("%s: one transaction, at most 3 read statements", async (label, load) => {
    await load(); // warm: the first call of a process pays for connecting
    const c = await count(load);
    timings.push([label, c.statements.length, c.ms]);
    assertOnePageTransaction(label, c);
    // Generous for two shared cores running the in-process wasm database; a sequential scan per
    // row or an N+1 would blow through it.
    expect(c.ms, `${label} took ${c.ms.toFixed(0)} ms`).toBeLessThan(1500);
  });

  it("the shell's own reads (current brand, brand list, personas, sample data): one transaction, at most 4 reads", async () => {
    await select(user.id, scope.brandId);
    const load = () => getShellData(user);
    const first = await load();
    expect(first.scope?.brandId).toBe(scope.brandId);
    expect(first.brands?.map((b) => b.name)).toEqual(["Ten thousand", "Second"]);
    const c = await count(load);
    timings.push(["shell layout", c.statements.length, c.ms]);
    // The sample-data banner's read rides in this batch instead of a transaction of its own.
    assertOnePageTransaction("shell layout", c, 4);
    expect(first.sample).toEqual({ present: false, canRemove: false });
  });

  it("arms row-level security before the batched reads run", async () => {
    const { who } = await scopedReads(scope, (tx) => ({
      who: tx.execute<{ role: string; sub: string }>(sql`select current_user as role, current_setting('request.jwt.claims', true)::json->>'sub' as sub`),
    }));
    expect(who[0]).toEqual({ role: "growth_app", sub: user.id });
  });
});
