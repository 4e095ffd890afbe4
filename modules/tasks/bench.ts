/**
 * `npm run bench` only: 50 task rows and the lookup lists of /tasks, built in memory, so the bench
 * page renders exactly the /tasks components with no database or auth work.
 */
import type { TaskLevel, TaskStatus } from "@/db/schema/task-enums";
import type { MemberOption, SprintOption, TaskRow, TasksView } from "./queries";
import { STATUS_ORDER } from "@/lib/task-status";
import { TASK_PAGE_SIZE, TASK_TABLE } from "./view-params";

/** Seconds between two seeded tasks' creation: 10,000 tasks span ~120 days (the aging buckets). */
export const BENCH_TASK_SPACING_S = 1037;

const BRAND_ID = "00000000-0000-4000-8000-000000000001";
const LEVELS: TaskLevel[] = ["High", "Medium", "Low"];
const id = (prefix: number, n: number) => `00000000-0000-4000-8${String(prefix).padStart(3, "0")}-${String(n).padStart(12, "0")}`;

export const BENCH_BRAND = { id: BRAND_ID, name: "Northwind Coffee", role: "owner", roleName: "Owner" };
export const BENCH_USER = { id: id(9, 1), email: "demo@growth-os.local", fullName: "Demo User", avatarUrl: null };

/** The demo brand's squad (db/seed.ts) plus the four members `npm run bench` adds, by name like the seed's array_agg. */
const squad: MemberOption[] = [
  ["Demo User", "Lead"],
  ["Maya Chen", "SEO"],
  ["Luis Ortega", "Paid"],
  ["Priya Nair", "Content"],
  ["Sam Lee", "Social"],
  ["Ava Stone", "Design"],
  ["Noah Park", "Data"],
  ["Lena Ruiz", "CRM"],
]
  .map(([name, alias], i) => ({ id: id(1, i), name: name!, alias: alias!, userId: i === 0 ? BENCH_USER.id : null }))
  .sort((a, b) => a.name.localeCompare(b.name));

const sprints: SprintOption[] = Array.from({ length: 26 }, (_, i) => {
  const start = new Date(Date.UTC(2026, 0, 5 + i * 14));
  const end = new Date(start.getTime() + 13 * 86_400_000);
  return { id: id(2, i), name: `Sprint ${i + 1}`, startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10), status: "open" };
});

const DAY = 86_400_000;

/**
 * The first page of /tasks after `npm run bench` seeds it: task g (1 = newest) gets exactly the
 * values scripts/bench.ts's seed formula gives it, so both pages render the same rows, badges and icons.
 */
export function benchTasksView(today: string): TasksView {
  const now = Date.now();
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString();
  const rows: TaskRow[] = Array.from({ length: TASK_PAGE_SIZE }, (_, i) => {
    const g = i + 1;
    const member = g % 7 === 0 ? null : squad[g % squad.length]!;
    const sprint = g % 2 === 0 ? null : sprints[g % sprints.length]!;
    return {
      id: id(3, g),
      brandId: BRAND_ID,
      title: `Seeded task ${g}`,
      status: STATUS_ORDER[g % 5] as TaskStatus,
      priority: LEVELS[g % 3]!,
      difficulty: LEVELS[Math.floor(g / 3) % 3]!,
      dueDate: g % 4 === 0 ? null : iso(todayMs + ((g % 40) - 20) * DAY).slice(0, 10),
      assigneeId: member?.id ?? null,
      assigneeName: member?.name ?? null,
      sprintId: sprint?.id ?? null,
      sprintName: sprint?.name ?? null,
      sourceType: ["my_own_initiative", "sop", "template", "growth_idea"][g % 4]!,
      createdAt: iso(now - g * BENCH_TASK_SPACING_S * 1000),
      updatedAt: iso(now),
      startedAt: g % 5 === 1 || g % 5 === 3 ? iso(now - (g % 60) * DAY) : null,
      completedAt: g % 5 === 3 ? iso(now - (g % 30) * DAY) : null,
      comments: 0,
    };
  });
  return {
    filters: { view: "list", sort: TASK_TABLE.defaultSort, page: 1, size: TASK_PAGE_SIZE },
    today,
    rows,
    total: 10_000,
    byStatus: { pending: 2000, in_progress: 2000, blocked: 2000, done: 2000, cancelled: 2000 },
    page: 1,
    pageCount: 200,
    squad,
    sprints,
    sources: ["growth_idea", "my_own_initiative", "sop", "template"],
  };
}
