/**
 * The one way a task comes into being (Quick Add, the task views, SOPs, templates, growth ideas,
 * recurring rules, meeting minutes): insert, history row, back-link to its SOP task (spec §7),
 * task_created webhook and — unless the caller writes its own summary line — an activity line,
 * all in the caller's transaction so none of them exists without the others.
 */
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { foundationalTasks, growthSprints, growthSquad, sopTasks, taskEvents, type TaskLevel } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { emitBrandEvent } from "@/modules/webhooks/emit";
import { taskPath } from "./paths";
import { today as currentDay } from "@/lib/calendar-day";
import { pickCurrentSprint } from "./sprint-rule";

export type NewTask = {
  title: string;
  description?: string;
  priority?: TaskLevel;
  difficulty?: TaskLevel;
  assignedTo: string | null;
  /** A sprint of the brand, none, or "current": the current sprint (spec §4), else none. */
  sprintId: string | null | "current";
  /** yyyy-MM-dd */
  dueDate?: string | null;
  sourceType: string;
  sourceData: Record<string, unknown>;
};

export type CreatedTask = { id: string; brandId: string; title: string; sprintId: string | null };

type CreateOptions = {
  /**
   * "each": one activity line per task (Quick Add, the task views). "none": the caller logs its own
   * summary line in the same transaction (bulk creation from SOPs, templates, growth ideas).
   */
  activity?: "each" | "none";
};

export { taskPath };

/**
 * Creates tasks in the scope's brand inside `tx` (status pending). Assignees and sprints must be
 * the brand's own. Returns the tasks in the order of `rows`.
 */
export async function createTasksInTx(tx: Tx, scope: BrandScope, rows: readonly NewTask[], opts: CreateOptions = {}): Promise<CreatedTask[]> {
  if (rows.length === 0) return [];
  const unique = (xs: (string | null | undefined)[]) => [...new Set(xs.filter((v): v is string => !!v && v !== "current"))];
  await assertInBrand(tx, scope, growthSquad, unique(rows.map((r) => r.assignedTo)));
  await assertInBrand(tx, scope, growthSprints, unique(rows.map((r) => r.sprintId)));

  let current: string | null | undefined;
  if (rows.some((r) => r.sprintId === "current")) {
    const sprints = await tx
      .select({ id: growthSprints.id, startDate: growthSprints.startDate, endDate: growthSprints.endDate, status: growthSprints.status })
      .from(growthSprints)
      .where(eq(growthSprints.brandId, scope.brandId))
      .orderBy(growthSprints.startDate, growthSprints.id);
    current = pickCurrentSprint(sprints, currentDay())?.id ?? null;
  }

  const created = await tx
    .insert(foundationalTasks)
    .values(
      rows.map((r) => ({
        brandId: scope.brandId,
        userId: scope.userId,
        title: r.title,
        description: r.description ?? "",
        priority: r.priority ?? "Medium",
        difficulty: r.difficulty ?? "Medium",
        status: "pending" as const,
        assignedTo: r.assignedTo,
        sprintId: r.sprintId === "current" ? (current ?? null) : r.sprintId,
        dueDate: r.dueDate ?? null,
        sourceType: r.sourceType,
        sourceData: r.sourceData,
      })),
    )
    .returning({ id: foundationalTasks.id, brandId: foundationalTasks.brandId, title: foundationalTasks.title, sprintId: foundationalTasks.sprintId });

  await tx.insert(taskEvents).values(
    created.map((t, i) => ({ brandId: scope.brandId, taskId: t.id, userId: scope.userId, kind: "created" as const, toValue: rows[i]!.sourceType })),
  );

  // Spec §7: a task created from an SOP task is linked back from it.
  for (const [i, r] of rows.entries()) {
    const sopTaskId = r.sourceData.sop_task_id;
    if (typeof sopTaskId === "string" && /^[0-9a-f-]{36}$/i.test(sopTaskId)) {
      await tx
        .update(sopTasks)
        .set({ foundationalTaskId: created[i]!.id })
        .where(and(eq(sopTasks.id, sopTaskId), eq(sopTasks.brandId, scope.brandId)));
    }
  }

  if (opts.activity !== "none") {
    for (const [i, t] of created.entries()) {
      await logScopeActivity(tx, scope, "create_task", `Created task "${t.title}"`, { taskId: t.id, title: t.title, sourceType: rows[i]!.sourceType });
    }
  }

  await emitEach(
    tx,
    scope,
    "task_created",
    created.map((t, i) => {
      const r = rows[i]!;
      return {
        task_id: t.id,
        title: t.title,
        description: r.description ?? "",
        status: "pending",
        priority: r.priority ?? "Medium",
        difficulty: r.difficulty ?? "Medium",
        assigned_to: r.assignedTo,
        sprint_id: t.sprintId,
        due_date: r.dueDate ?? null,
        source_type: r.sourceType,
        source_data: r.sourceData,
        created_by: scope.userId,
        path: taskPath(scope.brandId, t.id),
      };
    }),
  );
  return created;
}

/**
 * One webhook per task. The address is the same for every task of a call (same brand, same type,
 * same transaction): when the first finds none (a logged warning, spec §8) the rest are skipped
 * instead of repeating the warning once per task.
 */
export async function emitEach(tx: Tx, scope: BrandScope, type: string, payloads: Record<string, unknown>[]): Promise<void> {
  for (const data of payloads) {
    if ((await emitBrandEvent(tx, scope, type, data)) === null) return;
  }
}

/** One task in its own transaction (Quick Add, the task views). */
export async function createTask(scope: BrandScope, task: NewTask): Promise<CreatedTask> {
  return withScope(scope, async (tx) => (await createTasksInTx(tx, scope, [task], { activity: "each" }))[0]!);
}
