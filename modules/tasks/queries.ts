/**
 * Reads of the task views. Each page's reads go out as one batch in one scoped transaction
 * (./batch.ts) and each view needs at most three statements, whatever the number of tasks: lists
 * are paged and limited in SQL, counts and facets are aggregated in SQL, and the small lookup lists
 * (squad, sprints, sources) ride along as JSON columns of an aggregate statement.
 */
import { and, asc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { brands, foundationalTasks, growthSprints, growthSquad, profiles, taskComments, taskEvents, type TaskLevel, type TaskStatus } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { scopedReadsAtOnce } from "./batch";
import { OPEN_STATUSES, STATUS_ORDER } from "@/lib/task-status";
import { today as currentDay } from "@/lib/calendar-day";
import { weekOf } from "./week";
import { BOARD_COLUMN_LIMIT, TASK_TABLE, type PlanningFilters, type TaskFilters } from "./view-params";
import { allOf, containsText, equalsOrNone, likePattern, orderBySql, pageSql, type SortColumns } from "@/lib/table/sql";
import { pageCountOf, type TableSort } from "@/lib/table/state";

import { createTasksInTx, type CreatedTask, type NewTask } from "./create";

export { createTask, createTasksInTx, taskPath, type CreatedTask, type NewTask } from "./create";

const t = foundationalTasks;

export type Sprint = typeof growthSprints.$inferSelect;

export async function listSprints(scope: BrandScope, tx?: Tx): Promise<Sprint[]> {
  const run = (x: Tx) =>
    x.select().from(growthSprints).where(eq(growthSprints.brandId, scope.brandId)).orderBy(asc(growthSprints.startDate), asc(growthSprints.id));
  return tx ? run(tx) : withScope(scope, run);
}

/** Kept for the modules that create tasks in bulk (SOPs, templates, growth ideas); they log their own summary. */
type NewTaskRow = Omit<NewTask, "sprintId"> & { sprintId: string | null };

export async function insertTasks(tx: Tx, scope: BrandScope, rows: readonly NewTaskRow[]): Promise<CreatedTask[]> {
  return createTasksInTx(tx, scope, rows, { activity: "none" });
}

// ─── shared SQL pieces ───────────────────────────────────────────────────────────────────────────

/** A timestamp as ISO-8601 UTC text (raw statements bypass drizzle's Date mapping). */
export const iso = (col: SQLWrapper) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type TaskRow = {
  id: string;
  brandId: string;
  title: string;
  status: TaskStatus;
  priority: TaskLevel;
  difficulty: TaskLevel;
  dueDate: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  sprintId: string | null;
  sprintName: string | null;
  sourceType: string;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  comments: number;
};

/** The columns of TaskRow; the statement must join growth_squad and growth_sprints as below. */
export const TASK_ROW_COLUMNS = sql`
  ${t.id} as "id", ${t.brandId} as "brandId", ${t.title} as "title", ${t.status} as "status",
  ${t.priority} as "priority", ${t.difficulty} as "difficulty", ${t.dueDate}::text as "dueDate",
  ${t.assignedTo} as "assigneeId", ${growthSquad.name} as "assigneeName",
  ${t.sprintId} as "sprintId", ${growthSprints.name} as "sprintName", ${t.sourceType} as "sourceType",
  ${iso(t.createdAt)} as "createdAt", ${iso(t.updatedAt)} as "updatedAt",
  ${iso(t.startedAt)} as "startedAt", ${iso(t.completedAt)} as "completedAt",
  (select count(*)::int from ${taskComments} c where c.brand_id = ${t.brandId} and c.task_id = ${t.id}) as "comments"`;

export const TASK_ROW_JOINS = sql`
  left join ${growthSquad} on ${growthSquad.id} = ${t.assignedTo} and ${growthSquad.brandId} = ${t.brandId}
  left join ${growthSprints} on ${growthSprints.id} = ${t.sprintId} and ${growthSprints.brandId} = ${t.brandId}`;

const OPEN_SQL = sql.raw(`(${OPEN_STATUSES.map((s) => `'${s}'`).join(",")})`);
export const isOpen = sql`${t.status} in ${OPEN_SQL}`;

export { weekOf };

/** Conditions of the /tasks filters (without status when `status` is false: counts per status). */
export function taskConditions(scope: BrandScope, f: Partial<TaskFilters>, today: string, opts: { status?: boolean } = {}): SQL {
  const conds: SQL[] = [sql`${t.brandId} = ${scope.brandId}`];
  if (f.q) conds.push(containsText([t.title, t.description], f.q));
  if (opts.status !== false && f.status) conds.push(sql`${t.status} = ${f.status}`);
  if (f.assignee) conds.push(equalsOrNone(t.assignedTo, f.assignee));
  if (f.priority) conds.push(sql`${t.priority} = ${f.priority}`);
  if (f.difficulty) conds.push(sql`${t.difficulty} = ${f.difficulty}`);
  if (f.sprint) conds.push(equalsOrNone(t.sprintId, f.sprint));
  if (f.source) conds.push(sql`${t.sourceType} = ${f.source}`);
  if (f.due === "overdue") conds.push(sql`${t.dueDate} < ${today}::date and ${isOpen}`);
  else if (f.due === "week") {
    const w = weekOf(today);
    conds.push(sql`${t.dueDate} between ${w.start}::date and ${w.end}::date`);
  } else if (f.due === "none") conds.push(sql`${t.dueDate} is null`);
  return allOf(conds);
}

const PRIORITY_RANK = sql`case ${t.priority} when 'High' then 0 when 'Medium' then 1 else 2 end`;
const DIFFICULTY_RANK = sql`case ${t.difficulty} when 'High' then 0 when 'Medium' then 1 else 2 end`;
const STATUS_RANK = sql`case ${t.status} ${sql.join(
  STATUS_ORDER.map((st, i) => sql.raw(`when '${st}' then ${i}`)),
  sql` `,
)} end`;
const NEWEST = sql`${t.createdAt} desc`;

/**
 * The list's sortable columns (view-params TASK_TABLE) in SQL. Title, created and updated read an
 * index on (brand_id, key, id); the rest sort the filtered rows (a top-N sort of one page).
 */
export const TASK_SORT_SQL: SortColumns<typeof TASK_TABLE> = {
  title: { expr: sql`lower(${t.title})` },
  status: { expr: STATUS_RANK, then: NEWEST },
  assignee: { expr: growthSquad.name, nulls: "last", then: NEWEST },
  priority: { expr: PRIORITY_RANK, then: sql`${t.dueDate} asc nulls last, ${NEWEST}` },
  difficulty: { expr: DIFFICULTY_RANK, then: NEWEST },
  due: { expr: t.dueDate, nulls: "last", then: sql`${PRIORITY_RANK}, ${NEWEST}` },
  sprint: { expr: growthSprints.startDate, nulls: "last", then: NEWEST },
  created: { expr: t.createdAt },
  updated: { expr: t.updatedAt },
};

export function taskOrder(sort: TableSort): SQL {
  return orderBySql(TASK_SORT_SQL, sort, t.id);
}

export type SprintOption = { id: string; name: string; startDate: string; endDate: string; status: string };
export type MemberOption = { id: string; name: string; alias: string | null; userId: string | null };

/** The brand's squad and sprints as JSON columns, for statements that carry them along. */
export function squadJson(brandId: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'alias', s.alias, 'userId', s.user_id) order by s.name, s.id), '[]'::json)
    from ${growthSquad} s where s.brand_id = ${brandId})`;
}

function sprintsJson(brandId: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'startDate', s.start_date, 'endDate', s.end_date, 'status', s.status) order by s.start_date, s.id), '[]'::json)
    from ${growthSprints} s where s.brand_id = ${brandId})`;
}

export type StatusCounts = Record<TaskStatus, number>;

export type TasksView = {
  filters: TaskFilters;
  today: string;
  /** List view: the page's rows. Board view: up to BOARD_COLUMN_LIMIT rows per status. */
  rows: TaskRow[];
  /** Tasks matching every filter (the list's total). */
  total: number;
  /** Tasks matching every filter but status, per status (board columns, status tabs). */
  byStatus: StatusCounts;
  page: number;
  pageCount: number;
  squad: MemberOption[];
  sprints: SprintOption[];
  sources: string[];
};

type Summary = { counts: Partial<StatusCounts>; squad: MemberOption[]; sprints: SprintOption[]; sources: string[] | null };

/** The brand's distinct sources by a skip scan of (brand_id, source_type): one probe per source. */
function sourcesJson(brandId: string): SQL {
  return sql`(with recursive s(v) as (
      (select x.source_type from ${t} x where x.brand_id = ${brandId} order by x.source_type limit 1)
      union all
      select (select x.source_type from ${t} x where x.brand_id = ${brandId} and x.source_type > s.v order by x.source_type limit 1) from s where s.v is not null
    ) select json_agg(v) from s where v is not null)`;
}

/** /tasks: list (paged) or board (per status) with every filter; two statements. */
export async function getTasksView(scope: BrandScope, filters: TaskFilters, today = currentDay()): Promise<TasksView> {
  const board = filters.view === "board";
  const where = taskConditions(scope, filters, today);
  const whereAnyStatus = taskConditions(scope, filters, today, { status: false });
  const order = taskOrder(filters.sort);

  const { rows, summary } = await scopedReadsAtOnce(scope, (tx) => ({
    rows: board
      ? tx.execute<TaskRow>(sql`
          select r.* from unnest(${`{${STATUS_ORDER.join(",")}}`}::text[]) as s(status)
          cross join lateral (
            select ${TASK_ROW_COLUMNS} from ${t} ${TASK_ROW_JOINS}
            where ${whereAnyStatus} and ${t.status} = s.status
            order by ${order} limit ${BOARD_COLUMN_LIMIT}
          ) r`)
      : // The page's ids first, then their rows (a deferred join): OFFSET skips bare index entries,
        // so page 1,000 of 50,000 does not count comments for the 49,950 rows it skips.
        tx.execute<TaskRow>(sql`
          with page as (
            select ${t.id} as id, row_number() over (order by ${order}) as n
            from ${t} ${TASK_ROW_JOINS} where ${where} order by ${order} ${pageSql(filters)})
          select ${TASK_ROW_COLUMNS} from page join ${t} on ${t.id} = page.id and ${t.brandId} = ${scope.brandId} ${TASK_ROW_JOINS}
          order by page.n`),
    // Per status in one grouped pass (the board's columns); the list's total is one of them or their sum.
    summary: tx.execute<Summary>(sql`
      select
        (select coalesce(json_object_agg(c.status, c.n), '{}'::json)
          from (select ${t.status} as status, count(*)::int as n from ${t} where ${whereAnyStatus} group by ${t.status}) c) as "counts",
        ${squadJson(scope.brandId)} as "squad",
        ${sprintsJson(scope.brandId)} as "sprints",
        ${sourcesJson(scope.brandId)} as "sources"`),
  }));
  const s = summary[0]!;
  const byStatus = Object.fromEntries(STATUS_ORDER.map((k) => [k, s.counts[k] ?? 0])) as StatusCounts;
  const total = filters.status ? byStatus[filters.status] : STATUS_ORDER.reduce((n, k) => n + byStatus[k], 0);
  const pageCount = pageCountOf(total, filters.size);
  return {
    filters,
    today,
    rows: [...rows],
    total,
    byStatus,
    page: filters.page,
    pageCount,
    squad: s.squad,
    sprints: s.sprints,
    sources: s.sources ?? [],
  };
}

/** The most rows one export carries; a brand's whole list (50,000 in the benchmark) fits. */
const TASK_EXPORT_LIMIT = 100_000;

/** Every task matching the list's filters, in its sort: the CSV export of what /tasks shows. */
export async function listTasksForExport(scope: BrandScope, filters: TaskFilters, today = currentDay()): Promise<TaskRow[]> {
  return withScope(scope, async (tx) => [
    ...(await tx.execute<TaskRow>(sql`
      select ${TASK_ROW_COLUMNS} from ${t} ${TASK_ROW_JOINS}
      where ${taskConditions(scope, filters, today)} order by ${taskOrder(filters.sort)} limit ${TASK_EXPORT_LIMIT}`)),
  ]);
}

// ─── one task ────────────────────────────────────────────────────────────────────────────────────

export type TaskDetail = TaskRow & {
  brandName: string;
  description: string;
  sourceData: Record<string, unknown>;
  statusChangedAt: string | null;
  creatorName: string | null;
  squad: MemberOption[];
  sprints: SprintOption[];
};

export type TaskEvent = {
  id: string;
  kind: "created" | "changed" | "commented";
  field: string | null;
  fromValue: string | null;
  toValue: string | null;
  at: string;
  userId: string | null;
  userName: string | null;
};

export type TaskComment = { id: string; body: string; at: string; userId: string | null; userName: string | null };

const personName = sql`coalesce(nullif(p.full_name, ''), p.email)`;

/** /tasks/{brandId}/{taskId}: the task with its squad and sprints, then its history and comments. */
export async function getTaskPage(
  scope: BrandScope,
  taskId: string,
): Promise<{ task: TaskDetail; events: TaskEvent[]; comments: TaskComment[] } | null> {
  const { task, timeline } = await scopedReadsAtOnce(scope, (tx) => ({
    task: tx.execute<TaskDetail>(sql`
      select ${TASK_ROW_COLUMNS}, (select b.name from ${brands} b where b.id = ${t.brandId}) as "brandName",
        ${t.description} as "description", ${t.sourceData} as "sourceData",
        ${iso(t.statusChangedAt)} as "statusChangedAt",
        (select ${personName} from ${profiles} p where p.id = ${t.userId}) as "creatorName",
        ${squadJson(scope.brandId)} as "squad", ${sprintsJson(scope.brandId)} as "sprints"
      from ${t} ${TASK_ROW_JOINS}
      where ${t.id} = ${taskId} and ${t.brandId} = ${scope.brandId}`),
    timeline: tx.execute<{ events: TaskEvent[] | null; comments: TaskComment[] | null }>(sql`
      select
        (select json_agg(json_build_object('id', e.id, 'kind', e.kind, 'field', e.field, 'fromValue', e.from_value, 'toValue', e.to_value,
            'at', ${iso(sql`e.created_at`)}, 'userId', e.user_id, 'userName', ${personName}) order by e.created_at, e.id)
          from ${taskEvents} e left join ${profiles} p on p.id = e.user_id
          where e.brand_id = ${scope.brandId} and e.task_id = ${taskId}) as "events",
        (select json_agg(json_build_object('id', c.id, 'body', c.body, 'at', ${iso(sql`c.created_at`)}, 'userId', c.user_id, 'userName', ${personName})
            order by c.created_at, c.id)
          from ${taskComments} c left join ${profiles} p on p.id = c.user_id
          where c.brand_id = ${scope.brandId} and c.task_id = ${taskId}) as "comments"`),
  }));
  const row = task[0];
  if (!row) return null;
  const tl = timeline[0];
  return { task: row, events: tl?.events ?? [], comments: tl?.comments ?? [] };
}

/** The plain row of a task in the brand, for the changes (null when it is not the brand's). */
export async function findTask(tx: Tx, scope: BrandScope, taskId: string) {
  const [row] = await tx.select().from(t).where(and(eq(t.id, taskId), eq(t.brandId, scope.brandId)));
  return row ?? null;
}

// ─── planning ────────────────────────────────────────────────────────────────────────────────────

export const PLANNING_PAGE_SIZE = 50;

export type SprintLoad = SprintOption & {
  /** Per assignee (null: unassigned): open and done tasks and their difficulty points. */
  people: { assigneeId: string | null; name: string | null; tasks: number; open: number; points: number }[];
};

export type PlanningView = {
  today: string;
  backlog: TaskRow[];
  backlogTotal: number;
  page: number;
  pageCount: number;
  sprints: SprintLoad[];
  squad: MemberOption[];
};

/**
 * /task-planning: the backlog (open tasks without a sprint, by priority) and every sprint that has
 * not ended, with its load per person. Two statements.
 */
export async function getPlanningView(scope: BrandScope, filters: PlanningFilters, today = currentDay()): Promise<PlanningView> {
  const conds: SQL[] = [sql`${t.brandId} = ${scope.brandId}`, sql`${t.sprintId} is null`, isOpen];
  if (filters.q) conds.push(sql`${t.title} ilike ${likePattern(filters.q)}`);
  const offset = (filters.page - 1) * PLANNING_PAGE_SIZE;
  const { backlog, sprints } = await scopedReadsAtOnce(scope, (tx) => ({
    backlog: tx.execute<TaskRow & { total: number }>(sql`
      select ${TASK_ROW_COLUMNS}, count(*) over ()::int as "total" from ${t} ${TASK_ROW_JOINS}
      where ${sql.join(conds, sql` and `)}
      order by ${taskOrder({ id: "priority", desc: false })} limit ${PLANNING_PAGE_SIZE} offset ${offset}`),
    sprints: tx.execute<{ sprints: SprintLoad[] | null; squad: MemberOption[] }>(sql`
      select (
        select json_agg(json_build_object('id', sp.id, 'name', sp.name, 'startDate', sp.start_date, 'endDate', sp.end_date, 'status', sp.status,
            'people', coalesce((
              select json_agg(json_build_object('assigneeId', l.assigned_to, 'name', l.name, 'tasks', l.tasks, 'open', l.open, 'points', l.points) order by l.name nulls last)
              from (
                select x.assigned_to, m.name, count(*)::int as tasks,
                  count(*) filter (where x.status in ${OPEN_SQL})::int as open,
                  sum(case x.difficulty when 'High' then 3 when 'Medium' then 2 else 1 end) filter (where x.status <> 'cancelled')::int as points
                from ${t} x left join ${growthSquad} m on m.id = x.assigned_to
                where x.brand_id = ${scope.brandId} and x.sprint_id = sp.id
                group by x.assigned_to, m.name
              ) l), '[]'::json))
          order by sp.start_date, sp.id)
        from ${growthSprints} sp
        where sp.brand_id = ${scope.brandId} and sp.end_date >= ${today}::date and sp.status <> 'closed'
      ) as "sprints", ${squadJson(scope.brandId)} as "squad"`),
  }));
  const total = backlog[0]?.total ?? 0;
  return {
    today,
    backlog: backlog.map(({ total: _total, ...row }) => row),
    backlogTotal: total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / PLANNING_PAGE_SIZE)),
    sprints: sprints[0]?.sprints ?? [],
    squad: sprints[0]?.squad ?? [],
  };
}
