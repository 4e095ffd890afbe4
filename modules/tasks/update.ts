/**
 * Every change to existing tasks: field edits, status moves (board, inline, bulk), planning into
 * sprints, comments and deletion. Each writes, in one transaction, the change, one history row per
 * changed field, the activity line and — for tasks that became done — the task_completed webhook.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { foundationalTasks, growthSprints, growthSquad, taskComments, taskEvents, type TaskStatus } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { assertInBrand, ForbiddenError, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { isManager } from "@/lib/permissions";
import { emitEach, taskPath } from "./create";
import type { TaskPatch } from "./inputs";
import { FIELD_LABELS, difficultyLabel } from "./labels";
import { statusLabel } from "@/lib/task-status";

const t = foundationalTasks;
type TaskRecord = typeof t.$inferSelect;

const FIELDS = ["title", "description", "priority", "difficulty", "status", "assignedTo", "sprintId", "dueDate"] as const;
type Field = (typeof FIELDS)[number];

type UpdateResult = { updated: number; completed: number };

function unique(xs: (string | null | undefined)[]): string[] {
  return [...new Set(xs.filter((v): v is string => !!v))];
}

async function names(tx: Tx, scope: BrandScope, table: typeof growthSquad | typeof growthSprints, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.brandId, scope.brandId), inArray(table.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What the history shows for a value (as it was named at the time of the change). */
function display(field: Field, value: string | null, members: Map<string, string>, sprints: Map<string, string>): string | null {
  if (value === null) return null;
  switch (field) {
    case "status":
      return statusLabel(value);
    case "difficulty":
      return difficultyLabel(value);
    case "assignedTo":
      return members.get(value) ?? "Former squad member";
    case "sprintId":
      return sprints.get(value) ?? "Deleted sprint";
    case "description":
      // The full text lives in the task; the history only says that it changed.
      return null;
    default:
      return value;
  }
}

function summary(field: Field, to: string | null): string {
  if (field === "description") return "Description edited";
  return `${FIELD_LABELS[field]} → ${to ?? "none"}`;
}

/**
 * Applies `patch` to every task of `taskIds` (all must be the brand's, or nothing happens and the
 * answer is "not found"). Fields equal to the current value are no change and leave no history.
 */
export async function updateTasks(scope: BrandScope, taskIds: string[], patch: TaskPatch): Promise<UpdateResult> {
  const ids = unique(taskIds);
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select()
      .from(t)
      .where(and(eq(t.brandId, scope.brandId), inArray(t.id, ids)))
      .for("update");
    if (rows.length !== ids.length) throw new NotFoundError();
    await assertInBrand(tx, scope, growthSquad, [patch.assignedTo]);
    await assertInBrand(tx, scope, growthSprints, [patch.sprintId]);

    const fields = FIELDS.filter((f) => patch[f] !== undefined);
    const members = fields.includes("assignedTo") ? await names(tx, scope, growthSquad, unique([patch.assignedTo, ...rows.map((r) => r.assignedTo)])) : new Map<string, string>();
    const sprints = fields.includes("sprintId") ? await names(tx, scope, growthSprints, unique([patch.sprintId, ...rows.map((r) => r.sprintId)])) : new Map<string, string>();

    const events: (typeof taskEvents.$inferInsert)[] = [];
    const changed: TaskRecord[] = [];
    const changedFields = new Set<Field>();
    for (const row of rows) {
      let any = false;
      for (const f of fields) {
        const before = (row[f] ?? null) as string | null;
        const after = (patch[f] ?? null) as string | null;
        if (before === after) continue;
        any = true;
        changedFields.add(f);
        events.push({
          brandId: scope.brandId,
          taskId: row.id,
          userId: scope.userId,
          kind: "changed",
          field: f,
          fromValue: display(f, before, members, sprints),
          toValue: display(f, after, members, sprints),
        });
      }
      if (any) changed.push(row);
    }
    if (!changed.length) return { updated: 0, completed: 0 };

    const set: Partial<Record<keyof TaskRecord, unknown>> = {};
    for (const f of fields) set[f] = patch[f] ?? null;
    const status = patch.status;
    if (status) {
      // Per row: only a real move restarts the clock; the first start and the completion are kept.
      set.statusChangedAt = sql`case when ${t.status} <> ${status} then now() else ${t.statusChangedAt} end`;
      if (status === "in_progress" || status === "done") set.startedAt = sql`coalesce(${t.startedAt}, now())`;
      set.completedAt = status === "done" ? sql`case when ${t.status} = 'done' then ${t.completedAt} else now() end` : null;
    }
    await tx
      .update(t)
      .set(set as Partial<typeof t.$inferInsert>)
      .where(
        and(
          eq(t.brandId, scope.brandId),
          inArray(
            t.id,
            changed.map((r) => r.id),
          ),
        ),
      );
    await tx.insert(taskEvents).values(events);

    const what = [...changedFields].map((f) => summary(f, display(f, (patch[f] ?? null) as string | null, members, sprints))).join(", ");
    await logScopeActivity(
      tx,
      scope,
      changed.length === 1 ? "update_task" : "update_tasks",
      changed.length === 1 ? `Updated task "${changed[0]!.title}": ${what}` : `Updated ${changed.length} tasks: ${what}`,
      { taskIds: changed.map((r) => r.id), changes: Object.fromEntries([...changedFields].map((f) => [f, f === "description" ? "edited" : patch[f]])) },
    );

    const completed = status === "done" ? changed.filter((r) => r.status !== "done") : [];
    await emitEach(
      tx,
      scope,
      "task_completed",
      completed.map((r) => ({
        task_id: r.id,
        title: patch.title ?? r.title,
        previous_status: r.status,
        status: "done" satisfies TaskStatus,
        assigned_to: patch.assignedTo !== undefined ? patch.assignedTo : r.assignedTo,
        sprint_id: patch.sprintId !== undefined ? patch.sprintId : r.sprintId,
        completed_by: scope.userId,
        path: taskPath(scope.brandId, r.id),
      })),
    );
    return { updated: changed.length, completed: completed.length };
  });
}

export async function deleteTask(scope: BrandScope, taskId: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(t)
      .where(and(eq(t.id, taskId), eq(t.brandId, scope.brandId)))
      .returning({ id: t.id, title: t.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "delete_task", `Deleted task "${row.title}"`, { taskId: row.id, title: row.title });
    return { id: row.id };
  });
}

type AddedComment = { id: string; taskId: string };

export async function addComment(scope: BrandScope, taskId: string, body: string): Promise<AddedComment> {
  return withScope(scope, async (tx) => {
    const [task] = await tx
      .select({ id: t.id, title: t.title })
      .from(t)
      .where(and(eq(t.id, taskId), eq(t.brandId, scope.brandId)));
    if (!task) throw new NotFoundError();
    const [comment] = await tx.insert(taskComments).values({ brandId: scope.brandId, taskId, userId: scope.userId, body }).returning({ id: taskComments.id });
    await tx.insert(taskEvents).values({ brandId: scope.brandId, taskId, userId: scope.userId, kind: "commented", toValue: excerpt(body) });
    // Touch the task so "recently updated" sorts see the conversation.
    await tx.update(t).set({ updatedAt: new Date() }).where(and(eq(t.id, taskId), eq(t.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "comment_task", `Commented on task "${task.title}"`, { taskId, commentId: comment!.id });
    return { id: comment!.id, taskId };
  });
}

/** The author may delete their comment; owners and admins may delete any. */
export async function deleteComment(scope: BrandScope, commentId: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [comment] = await tx
      .select({ id: taskComments.id, taskId: taskComments.taskId, userId: taskComments.userId, body: taskComments.body })
      .from(taskComments)
      .where(and(eq(taskComments.id, commentId), eq(taskComments.brandId, scope.brandId)));
    if (!comment) throw new NotFoundError();
    if (comment.userId !== scope.userId && !isManager(scope.role)) throw new ForbiddenError("Only the author or a brand admin can delete this comment.");
    await tx.delete(taskComments).where(and(eq(taskComments.id, commentId), eq(taskComments.brandId, scope.brandId)));
    await tx.insert(taskEvents).values({ brandId: scope.brandId, taskId: comment.taskId, userId: scope.userId, kind: "commented", field: "deleted", fromValue: excerpt(comment.body) });
    await logScopeActivity(tx, scope, "delete_task_comment", "Deleted a task comment", { taskId: comment.taskId, commentId });
    return { id: commentId };
  });
}

function excerpt(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
