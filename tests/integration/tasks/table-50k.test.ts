/**
 * The /tasks list on the shared data table at 50,000 tasks in a brand (issue 17 §3): every header
 * sort answers a page, the sorts with an index read the page off it (no sequential scan, no sort of
 * the brand's rows), and the deepest page and the export stay within the page budget.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, getSql } from "@/db/client";
import { foundationalTasks } from "@/db/schema";
import type { BrandScope } from "@/lib/brand-scope";
import { pageSql } from "@/lib/table/sql";
import { sortFromParam } from "@/lib/table/state";
import { parseTaskFilters } from "@/modules/tasks/inputs";
import { getTasksView, listTasksForExport, TASK_ROW_JOINS, taskConditions, taskOrder } from "@/modules/tasks/queries";
import { today as currentDay } from "@/lib/calendar-day";
import { TASK_TABLE } from "@/modules/tasks/view-params";
import { createBrand, createSquadMember } from "../helpers/factories";
import { ownerWithBrand, seedManyTasks } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const TASKS = 50_000;
let scope: BrandScope;

beforeAll(async () => {
  const world = await ownerWithBrand("Fifty thousand");
  scope = world.scope;
  const people = [world.me.id];
  for (let i = 0; i < 4; i++) people.push((await createSquadMember(world.brand.id, `Person ${i}`)).id);
  await seedManyTasks(world.brand.id, TASKS, people);
  // Another brand's rows in the same table, so "brand_id = …" has something to leave out.
  const other = await createBrand(world.user, "Other");
  await seedManyTasks(other.id, 5_000, []);
  await getSql()`vacuum analyze foundational_tasks`;
}, 180_000);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** The plan of the list's page-of-ids statement (getTasksView's `page`) for a `sort` value, as the owner. */
async function planOf(sortParam: string): Promise<PlanNode[]> {
  const f = parseTaskFilters({ sort: sortParam });
  const rows = await getDb().execute<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(sql`
    explain (format json) select ${foundationalTasks.id}, row_number() over (order by ${taskOrder(f.sort)}) from ${foundationalTasks} ${TASK_ROW_JOINS}
    where ${taskConditions(scope, f, currentDay())} order by ${taskOrder(f.sort)} ${pageSql(f)}`);
  return nodes(rows[0]!["QUERY PLAN"][0].Plan);
}

describe(`the /tasks table with ${TASKS} tasks in the brand`, () => {
  it.each([
    ["-created", "foundational_tasks_brand_created_idx"],
    ["created", "foundational_tasks_brand_created_idx"],
    ["title", "foundational_tasks_brand_title_idx"],
    ["-title", "foundational_tasks_brand_title_idx"],
    ["-updated", "foundational_tasks_brand_updated_idx"],
  ])("sort=%s reads its page off %s", async (sortParam, index) => {
    const plan = await planOf(sortParam);
    const tasks = plan.filter((n) => n["Relation Name"] === "foundational_tasks");
    expect(tasks.map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(tasks.map((n) => n["Index Name"])).toContain(index);
    // The page comes straight off the index: nothing sorts the brand's rows.
    expect(plan.map((n) => n["Node Type"])).not.toContain("Sort");
  });

  it("answers every header sort, both ways, first and last page, within the page budget", async () => {
    const timings: string[] = [];
    const log = () => console.log(`\n/tasks list at ${TASKS} tasks:\n  ${timings.join("\n  ")}`);
    try {
    for (const id of Object.keys(TASK_TABLE.sorts)) {
      for (const desc of [false, true]) {
        const sort = `${desc ? "-" : ""}${id}`;
        expect(sortFromParam(TASK_TABLE, sort)).toEqual({ id, desc });
        for (const page of ["1", "1000"]) {
          const start = performance.now();
          const view = await getTasksView(scope, parseTaskFilters({ sort, page }));
          const ms = performance.now() - start;
          timings.push(`${sort.padEnd(12)} page ${page.padEnd(5)} ${ms.toFixed(0)} ms`);
          expect(view.total).toBe(TASKS);
          expect(view.pageCount).toBe(1000);
          expect(view.rows).toHaveLength(50);
          // Generous for two shared cores and the in-process wasm database; a plan that sorts or
          // scans per row would blow through it.
          expect(ms, `${sort} page ${page}`).toBeLessThan(3000);
        }
      }
    }
    } finally {
      log();
    }
  }, 300_000);

  it("pages do not overlap or skip rows, also where many rows tie on the sorted column", async () => {
    const size = 100;
    const seen = new Set<string>();
    for (let page = 1; page <= 5; page++) {
      const view = await getTasksView(scope, parseTaskFilters({ sort: "priority", page: String(page), size: String(size) }));
      for (const r of view.rows) seen.add(r.id);
    }
    expect(seen.size).toBe(5 * size);
  });

  it("exports every row of the filter, not one page", async () => {
    const f = parseTaskFilters({ priority: "High", sort: "title" });
    const rows = await listTasksForExport(scope, f);
    const view = await getTasksView(scope, f);
    expect(rows).toHaveLength(view.total);
    expect(rows.slice(0, 50).map((r) => r.id)).toEqual(view.rows.map((r) => r.id));
  });
});
