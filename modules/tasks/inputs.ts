import { z } from "zod";
import { dayField } from "@/lib/calendar-day";
import { TASK_LEVELS, TASK_STATUSES } from "@/db/schema/task-enums";
import { oneParam, parseTableState } from "@/lib/table/parse";
import { DUE_FILTERS, TASK_TABLE, type AgingFilters, type JournalFilters, type PlanningFilters, type TaskFilterValues, type TaskFilters } from "./view-params";

const taskLevel = z.enum(TASK_LEVELS);
export const taskStatus = z.enum(TASK_STATUSES);

const uuid = z.string().uuid();
const isoDate = dayField("Use a date like 2026-03-31");

/**
 * Quick Add (spec §4/§5): a trimmed non-empty title is required. The assignee is optional (issue
 * #16: a brand's owner must be able to add a task before anyone is in the squad); none = unassigned.
 */
export const createTaskInput = z.object({
  title: z.string().trim().min(1, "Title is required").max(500, "Keep the title under 500 characters"),
  description: z.string().trim().max(20_000, "Keep the description under 20,000 characters").default(""),
  priority: taskLevel.default("Medium"),
  difficulty: taskLevel.default("Medium"),
  assignedTo: z.string().uuid("Choose an assignee from the growth squad").nullable().default(null),
  /** Where the task came from; quick add is my_own_initiative + task_type quick_add. */
  sourceType: z.string().min(1).max(64).default("my_own_initiative"),
  sourceData: z.record(z.string(), z.unknown()).default({}),
});

/** brandId: the brand the dialog was opened in (defaults to the current brand). */
export const listGrowthSquadInput = z.object({ brandId: z.string().uuid().optional() });

// ─── changes ─────────────────────────────────────────────────────────────────────────────────────

/** Every editable field of a task; absent = unchanged, null = cleared. */
const taskPatch = z.object({
  title: z.string().trim().min(1, "Title is required").max(500, "Keep the title under 500 characters").optional(),
  description: z.string().trim().max(20_000, "Keep the description under 20,000 characters").optional(),
  priority: taskLevel.optional(),
  difficulty: taskLevel.optional(),
  status: taskStatus.optional(),
  assignedTo: uuid.nullable().optional(),
  sprintId: uuid.nullable().optional(),
  dueDate: isoDate.nullable().optional(),
});

export type TaskPatch = z.output<typeof taskPatch>;

const brandId = z.string().uuid().optional();

export const updateTaskInput = taskPatch.extend({ brandId, taskId: uuid });

export const changeTaskStatusInput = z.object({ brandId, taskId: uuid, status: taskStatus });

/** The bulk bar and task planning: one change applied to many tasks. */
export const bulkUpdateTasksInput = z
  .object({
    brandId,
    taskIds: z.array(uuid).min(1, "Select at least one task").max(500, "Change at most 500 tasks at once"),
    status: taskStatus.optional(),
    assignedTo: uuid.nullable().optional(),
    sprintId: uuid.nullable().optional(),
    dueDate: isoDate.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined || v.sprintId !== undefined || v.dueDate !== undefined, {
    message: "Choose what to change",
  });

export const deleteTaskInput = z.object({ brandId, taskId: uuid });

export const addTaskCommentInput = z.object({
  brandId,
  taskId: uuid,
  body: z.string().trim().min(1, "Write a comment first").max(10_000, "Keep comments under 10,000 characters"),
});

export const deleteTaskCommentInput = z.object({ brandId, commentId: uuid });

// ─── views (URL search params; see view-params.ts) ───────────────────────────────────────────────

const idOrNone = z.union([z.literal("none"), uuid]).optional().catch(undefined);

/** /tasks filters; anything malformed in the URL is ignored, not an error. */
const taskFiltersInput = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: taskStatus.optional().catch(undefined),
  assignee: idOrNone,
  priority: taskLevel.optional().catch(undefined),
  difficulty: taskLevel.optional().catch(undefined),
  sprint: idOrNone,
  source: z.string().max(64).regex(/^[a-z0-9_-]+$/i).optional().catch(undefined),
  due: z.enum(DUE_FILTERS).optional().catch(undefined),
});

const taskViewInput = z.enum(["list", "board"]).default("list").catch("list");

type Params = Record<string, string | string[] | undefined>;
const one = (params: Params, k: string) => oneParam(params, k);

/** /tasks: the view, the filters and the list's table state (sort, page, size) from the URL. */
export function parseTaskFilters(params: Params): TaskFilters {
  const { sort, page, size, filters } = parseTableState(TASK_TABLE, params, taskFiltersInput);
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== "")) as TaskFilterValues;
  return { view: taskViewInput.parse(one(params, "view")), ...defined, sort, page, size };
}

/** /tasks-aging: filter by assignee or open status, page through the oldest. */
const agingFiltersInput = z.object({
  assignee: idOrNone,
  status: z.enum(["pending", "in_progress", "blocked"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export function parseAgingFilters(params: Params): AgingFilters {
  return agingFiltersInput.parse({ assignee: one(params, "assignee"), status: one(params, "status"), page: one(params, "page") });
}

/** /tasks-journal: a period of whole (UTC) days and a bucket size; the default is the last 30 days. */
const JOURNAL_MAX_DAYS = 366;
const journalFiltersInput = z.object({
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  by: z.enum(["day", "week"]).default("day").catch("day"),
  assignee: idOrNone,
});

const dayMs = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const dayStart = (s: string) => Date.parse(`${s}T00:00:00Z`);

/** Normalises the period: defaults, from ≤ to, at most a year (from moves up). */
export function parseJournalFilters(params: Params, today: string): JournalFilters {
  const raw = journalFiltersInput.parse({ from: one(params, "from"), to: one(params, "to"), by: one(params, "by"), assignee: one(params, "assignee") });
  // A real calendar day only: Date.parse rolls 2026-02-31 over to March instead of refusing it.
  const valid = (s?: string) => (s && !Number.isNaN(dayStart(s)) && new Date(dayStart(s)).toISOString().slice(0, 10) === s ? s : undefined);
  let to = valid(raw.to) ?? today;
  let from = valid(raw.from) ?? utcDay(new Date(dayStart(to) - 29 * dayMs));
  if (from > to) [from, to] = [to, from];
  if ((dayStart(to) - dayStart(from)) / dayMs >= JOURNAL_MAX_DAYS) from = utcDay(new Date(dayStart(to) - (JOURNAL_MAX_DAYS - 1) * dayMs));
  return { from, to, by: raw.by, ...(raw.assignee ? { assignee: raw.assignee } : {}) };
}

/** /task-planning: search the backlog and page through it. */
const planningFiltersInput = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export function parsePlanningFilters(params: Params): PlanningFilters {
  const parsed = planningFiltersInput.parse({ q: one(params, "q"), page: one(params, "page") });
  return { ...parsed, q: parsed.q || undefined };
}
