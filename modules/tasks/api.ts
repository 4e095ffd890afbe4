/**
 * Tasks in the public API (/api/v1/tasks): list with filters, get, create, update. Creation and
 * changes go through the same functions as the UI (createTask, updateTasks), so history, activity,
 * webhooks and the "assignee/sprint must be the brand's" checks are the same.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { TASK_LEVELS, TASK_STATUSES } from "@/db/schema/task-enums";
import { foundationalTasks as t } from "@/db/schema";
import { defineEndpoint } from "@/lib/api/endpoint";
import { afterCursor, day, decodeCursor, instant, listOf, pageQuery, toPage } from "@/lib/api/pagination";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { today as currentDay } from "@/lib/calendar-day";
import { createTask } from "./create";
import { createTaskInput } from "./inputs";
import { TASK_ROW_COLUMNS, TASK_ROW_JOINS, taskConditions, type TaskRow } from "./queries";
import { updateTasks } from "./update";
import { taskPath } from "./paths";

const level = z.enum(TASK_LEVELS);
const status = z.enum(TASK_STATUSES);
const idOrNone = z.union([z.uuid(), z.literal("none")]);

export const apiTask = z
  .object({
    object: z.literal("task"),
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    status,
    priority: level,
    difficulty: level,
    due_date: day().nullable(),
    assignee: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("A member of the growth squad, or null when unassigned."),
    sprint: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    source_type: z.string().describe("Where the task came from: api, quick_add, sop, template, recurring…"),
    comments: z.number().int(),
    url: z.string().describe("The task's page in the app, relative to the app's origin."),
    created_at: instant(),
    updated_at: instant(),
    started_at: instant().nullable(),
    completed_at: instant().nullable(),
  })
  .meta({ id: "Task", description: "A task of the brand." });

type Row = TaskRow & { description: string; cursorAt: string };

function present(r: Row): z.input<typeof apiTask> {
  return {
    object: "task",
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    priority: r.priority,
    difficulty: r.difficulty,
    due_date: r.dueDate,
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? "" } : null,
    sprint: r.sprintId ? { id: r.sprintId, name: r.sprintName ?? "" } : null,
    source_type: r.sourceType,
    comments: r.comments,
    url: taskPath(r.brandId, r.id),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    started_at: r.startedAt,
    completed_at: r.completedAt,
  };
}

// created_at at full (microsecond) precision: the keyset cursor must not round a row's position.
const COLUMNS = sql`${TASK_ROW_COLUMNS}, ${t.description} as "description",
  to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"`;

async function readTask(scope: BrandScope, id: string): Promise<z.input<typeof apiTask>> {
  const [row] = await withScope(scope, (tx) => tx.execute<Row>(sql`select ${COLUMNS} from ${t} ${TASK_ROW_JOINS} where ${t.id} = ${id} and ${t.brandId} = ${scope.brandId}`));
  if (!row) throw new NotFoundError();
  return present(row);
}

const taskId = z.object({ task_id: z.uuid().describe("The task's id.") });

defineEndpoint({
  method: "GET",
  path: "/tasks",
  module: "tasks",
  access: "read",
  operationId: "listTasks",
  tag: "Tasks",
  summary: "List tasks",
  description: "Newest first. Filters combine (AND).",
  query: pageQuery.extend({
    status: status.optional().describe("Only tasks in this status."),
    assignee: idOrNone.optional().describe("A squad member's id, or `none` for unassigned tasks."),
    sprint: idOrNone.optional().describe("A sprint's id, or `none` for tasks outside any sprint."),
    due: z.enum(["overdue", "week", "none"]).optional().describe("overdue: open tasks due before today; week: due this week; none: no due date."),
    due_after: day().optional().describe("Due on or after this date."),
    due_before: day().optional().describe("Due on or before this date."),
    q: z.string().trim().min(1).max(200).optional().describe("Text in the title or description."),
  }),
  response: listOf(apiTask),
  example: { query: { status: "in_progress", limit: "10" } },
  handler: async ({ scope, query }) => {
    const { limit, cursor } = query;
    const conds = [taskConditions(scope, { status: query.status, assignee: query.assignee, sprint: query.sprint, due: query.due, q: query.q }, currentDay())];
    if (query.due_after) conds.push(sql`${t.dueDate} >= ${query.due_after}::date`);
    if (query.due_before) conds.push(sql`${t.dueDate} <= ${query.due_before}::date`);
    if (cursor) conds.push(afterCursor([t.createdAt, t.id], decodeCursor(cursor, 2), "desc"));
    const rows = await withScope(scope, (tx) =>
      tx.execute<Row>(sql`select ${COLUMNS} from ${t} ${TASK_ROW_JOINS} where ${sql.join(conds, sql` and `)} order by ${t.createdAt} desc, ${t.id} desc limit ${limit + 1}`),
    );
    const page = toPage([...rows], limit, (r) => [r.cursorAt, r.id]);
    return { ...page, data: page.data.map(present) };
  },
});

defineEndpoint({
  method: "GET",
  path: "/tasks/{task_id}",
  module: "tasks",
  access: "read",
  operationId: "getTask",
  tag: "Tasks",
  summary: "Get a task",
  params: taskId,
  response: apiTask,
  example: { params: { task_id: "7f1c2e4a-2b7d-4a39-9a51-0c8d2f6b1e20" } },
  handler: ({ scope, params }) => readTask(scope, params.task_id),
});

const createBody = z.strictObject({
  title: createTaskInput.shape.title,
  description: createTaskInput.shape.description,
  priority: level.default("Medium"),
  difficulty: level.default("Medium"),
  assignee_id: z.uuid().nullable().default(null).describe("A growth squad member of the brand; null leaves it unassigned."),
  sprint_id: z.union([z.uuid(), z.literal("current")]).nullable().default(null).describe("A sprint of the brand, `current` for the sprint running today, or null."),
  due_date: day().nullable().default(null),
});

defineEndpoint({
  method: "POST",
  path: "/tasks",
  module: "tasks",
  access: "write",
  operationId: "createTask",
  tag: "Tasks",
  summary: "Create a task",
  description: "The task starts as `pending`. Send an `Idempotency-Key` header to make retries safe.",
  body: createBody,
  response: apiTask,
  status: 201,
  example: { body: { title: "Write the Q3 launch post", priority: "High", due_date: "2026-07-01" } },
  handler: async ({ scope, key, body }) => {
    const created = await createTask(scope, {
      title: body.title,
      description: body.description,
      priority: body.priority,
      difficulty: body.difficulty,
      assignedTo: body.assignee_id,
      sprintId: body.sprint_id,
      dueDate: body.due_date,
      sourceType: "api",
      sourceData: { api_key_id: key.id, api_key_name: key.name },
    });
    return readTask(scope, created.id);
  },
});

const updateBody = z
  .strictObject({
    title: createTaskInput.shape.title.optional(),
    description: z.string().trim().max(20_000, "Keep the description under 20,000 characters").optional(),
    status: status.optional(),
    priority: level.optional(),
    difficulty: level.optional(),
    assignee_id: z.uuid().nullable().optional().describe("null unassigns."),
    sprint_id: z.uuid().nullable().optional().describe("null takes the task out of its sprint."),
    due_date: day().nullable().optional().describe("null clears the due date."),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Send at least one field to change." });

defineEndpoint({
  method: "PATCH",
  path: "/tasks/{task_id}",
  module: "tasks",
  access: "write",
  operationId: "updateTask",
  tag: "Tasks",
  summary: "Update a task",
  description: "Only the fields sent change; `null` clears an optional field. Moving to `done` sets `completed_at`.",
  params: taskId,
  body: updateBody,
  response: apiTask,
  example: { params: { task_id: "7f1c2e4a-2b7d-4a39-9a51-0c8d2f6b1e20" }, body: { status: "done" } },
  handler: async ({ scope, params, body }) => {
    await updateTasks(scope, [params.task_id], {
      title: body.title,
      description: body.description,
      status: body.status,
      priority: body.priority,
      difficulty: body.difficulty,
      assignedTo: body.assignee_id,
      sprintId: body.sprint_id,
      dueDate: body.due_date,
    });
    return readTask(scope, params.task_id);
  },
});

