/**
 * /sop-dashboard: coverage and execution of the brand's SOPs in a period — per area, how many SOP
 * tasks have an open or done task, the completion rate, what is overdue, the SOP tasks never
 * executed and the repeating ones that are due.
 */
import { and, asc, eq } from "drizzle-orm";
import { foundationalTasks, growthSquad, sopAreas, sopTaskGroups, sopTaskRuns, sopTasks, type SopFrequency, type TaskStatus } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listSprints } from "@/modules/tasks/queries";
import { today as currentDay } from "@/lib/calendar-day";
import { pickCurrentSprint } from "@/modules/tasks/sprint-rule";
import { addDays } from "@/lib/calendar-day";
import { recurrenceState } from "./schedule";
import { isOpenStatus } from "@/lib/task-status";

export const PERIODS = ["sprint", "30d", "90d"] as const;
export type PeriodKey = (typeof PERIODS)[number];

/**
 * `end` null: a rolling window that also counts runs already scheduled to start after today.
 * `sprintId`: the current sprint's period counts the tasks planned into that sprint, whatever their
 * start date (issue #16: tasks assigned into the current sprint with today's start date showed 0 %
 * when the current sprint was the first open one, still ahead of today), plus sprintless tasks
 * started within its dates.
 */
export type Period = { key: PeriodKey; label: string; start: string; end: string | null; fallback: boolean; sprintId: string | null };

export type AreaCoverage = {
  id: string;
  name: string;
  tasks: number;
  open: number;
  done: number;
  covered: number;
  overdue: number;
  /** Share of this period's tasks (not cancelled) that are done; null when there are none. */
  completionRate: number | null;
  coverage: number | null;
};

type DashboardTaskRef = {
  sopTaskId: string;
  title: string;
  areaName: string;
  groupId: string;
  groupName: string;
  frequency: SopFrequency;
  responsibleRole: string;
};

type OverdueItem = DashboardTaskRef & { taskId: string; taskTitle: string; dueDate: string; daysLate: number; assignee: string | null; status: TaskStatus };
type RecurringItem = DashboardTaskRef & { state: "due" | "upcoming"; on: string; days: number; lastStart: string };

export type SopDashboard = {
  period: Period;
  today: string;
  totals: {
    tasks: number;
    covered: number;
    open: number;
    done: number;
    overdue: number;
    neverExecuted: number;
    recurringDue: number;
    coverage: number | null;
    completionRate: number | null;
  };
  areas: AreaCoverage[];
  overdue: OverdueItem[];
  neverExecuted: DashboardTaskRef[];
  recurring: RecurringItem[];
};

function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export async function getSopDashboard(scope: BrandScope, periodKey: PeriodKey = "sprint", today = currentDay()): Promise<SopDashboard> {
  return withScope(scope, async (tx) => {
    const [sprints, tasks, runs] = await Promise.all([
      listSprints(scope, tx),
      tx
        .select({
          id: sopTasks.id,
          title: sopTasks.title,
          frequency: sopTasks.frequency,
          responsibleRole: sopTasks.responsibleRole,
          groupId: sopTaskGroups.id,
          groupName: sopTaskGroups.name,
          areaId: sopAreas.id,
          areaName: sopAreas.name,
        })
        .from(sopTasks)
        .innerJoin(sopTaskGroups, eq(sopTaskGroups.id, sopTasks.taskGroupId))
        .innerJoin(sopAreas, eq(sopAreas.id, sopTaskGroups.areaId))
        .where(eq(sopTasks.brandId, scope.brandId))
        .orderBy(asc(sopAreas.position), asc(sopTaskGroups.position), asc(sopTasks.position)),
      tx
        .select({
          sopTaskId: sopTaskRuns.sopTaskId,
          startDate: sopTaskRuns.startDate,
          taskId: foundationalTasks.id,
          taskTitle: foundationalTasks.title,
          sprintId: foundationalTasks.sprintId,
          status: foundationalTasks.status,
          dueDate: foundationalTasks.dueDate,
          assignee: growthSquad.name,
        })
        .from(sopTaskRuns)
        .innerJoin(foundationalTasks, eq(foundationalTasks.id, sopTaskRuns.foundationalTaskId))
        .leftJoin(growthSquad, and(eq(growthSquad.id, foundationalTasks.assignedTo), eq(growthSquad.brandId, scope.brandId)))
        .where(eq(sopTaskRuns.brandId, scope.brandId)),
    ]);
    const areasList = await tx
      .select({ id: sopAreas.id, name: sopAreas.name })
      .from(sopAreas)
      .where(eq(sopAreas.brandId, scope.brandId))
      .orderBy(asc(sopAreas.position), asc(sopAreas.createdAt));

    const period = resolvePeriod(periodKey, sprints, today);
    const inDates = (d: string) => d >= period.start && (period.end === null || d <= period.end);
    const inPeriod = (r: { startDate: string; sprintId: string | null }) =>
      period.sprintId ? r.sprintId === period.sprintId || (r.sprintId === null && inDates(r.startDate)) : inDates(r.startDate);

    const runsByTask = new Map<string, typeof runs>();
    for (const r of runs) {
      const list = runsByTask.get(r.sopTaskId) ?? [];
      list.push(r);
      runsByTask.set(r.sopTaskId, list);
    }

    const areas = new Map<string, AreaCoverage>(
      areasList.map((a) => [a.id, { id: a.id, name: a.name, tasks: 0, open: 0, done: 0, covered: 0, overdue: 0, completionRate: null, coverage: null }]),
    );
    const periodCounts = new Map<string, { done: number; counted: number }>();
    const overdue: OverdueItem[] = [];
    const neverExecuted: DashboardTaskRef[] = [];
    const recurring: RecurringItem[] = [];

    for (const t of tasks) {
      const ref: DashboardTaskRef = {
        sopTaskId: t.id,
        title: t.title,
        areaName: t.areaName,
        groupId: t.groupId,
        groupName: t.groupName,
        frequency: t.frequency,
        responsibleRole: t.responsibleRole,
      };
      const area = areas.get(t.areaId)!;
      area.tasks++;
      const all = runsByTask.get(t.id) ?? [];
      const now = all.filter((r) => inPeriod(r) && r.status !== "cancelled");
      if (now.length) area.covered++;
      if (now.some((r) => isOpenStatus(r.status))) area.open++;
      if (now.some((r) => r.status === "done")) area.done++;
      const pc = periodCounts.get(t.areaId) ?? { done: 0, counted: 0 };
      pc.counted += now.length;
      pc.done += now.filter((r) => r.status === "done").length;
      periodCounts.set(t.areaId, pc);

      for (const r of all) {
        if (isOpenStatus(r.status) && r.dueDate && r.dueDate < today) {
          area.overdue++;
          overdue.push({
            ...ref,
            taskId: r.taskId,
            taskTitle: r.taskTitle,
            dueDate: r.dueDate,
            daysLate: Math.round((Date.parse(today) - Date.parse(r.dueDate)) / 86_400_000),
            assignee: r.assignee,
            status: r.status,
          });
        }
      }
      if (!all.length) {
        neverExecuted.push(ref);
        continue;
      }
      const lastStart = all.reduce((m, r) => (r.startDate > m ? r.startDate : m), all[0]!.startDate);
      const state = recurrenceState(t.frequency, lastStart, today);
      // A repeating task with an open task already running is in hand, not due.
      const running = all.some((r) => isOpenStatus(r.status));
      if (!running && state.kind === "due") recurring.push({ ...ref, state: "due", on: state.since, days: state.daysLate, lastStart });
      if (!running && state.kind === "upcoming") recurring.push({ ...ref, state: "upcoming", on: state.on, days: state.inDays, lastStart });
    }

    for (const a of areas.values()) {
      const pc = periodCounts.get(a.id);
      a.completionRate = pc ? ratio(pc.done, pc.counted) : null;
      a.coverage = ratio(a.covered, a.tasks);
    }
    const list = [...areas.values()];
    const sum = (f: (a: AreaCoverage) => number) => list.reduce((n, a) => n + f(a), 0);
    const counted = [...periodCounts.values()].reduce((n, p) => n + p.counted, 0);
    const doneRuns = [...periodCounts.values()].reduce((n, p) => n + p.done, 0);
    overdue.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    recurring.sort((a, b) => (a.state === b.state ? a.on.localeCompare(b.on) : a.state === "due" ? -1 : 1));

    return {
      period,
      today,
      totals: {
        tasks: tasks.length,
        covered: sum((a) => a.covered),
        open: sum((a) => a.open),
        done: sum((a) => a.done),
        overdue: overdue.length,
        neverExecuted: neverExecuted.length,
        recurringDue: recurring.filter((r) => r.state === "due").length,
        coverage: ratio(sum((a) => a.covered), tasks.length),
        completionRate: ratio(doneRuns, counted),
      },
      areas: list,
      overdue,
      neverExecuted,
      recurring,
    };
  });
}

function resolvePeriod(
  key: PeriodKey,
  sprints: readonly { id: string; name: string; startDate: string; endDate: string; status: string }[],
  today: string,
): Period {
  if (key === "sprint") {
    const s = pickCurrentSprint(sprints, today);
    if (s) return { key, label: s.name, start: s.startDate, end: s.endDate, fallback: false, sprintId: s.id };
    return { key, label: "Last 30 days", start: addDays(today, -29), end: null, fallback: true, sprintId: null };
  }
  const days = key === "30d" ? 30 : 90;
  return { key, label: `Last ${days} days`, start: addDays(today, -(days - 1)), end: null, fallback: false, sprintId: null };
}
