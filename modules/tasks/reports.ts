/**
 * The reading views of the tasks module: my tasks (one brand, all brands), monitoring (one brand,
 * all brands), aging and the journal. Same rule as ./queries: one scoped transaction per page, at
 * most three statements, aggregation in SQL.
 *
 * Across brands, a task is shown only from brands where the caller's role may view the tasks
 * module (built-in roles always may; a custom role per its matrix) — the same answer requireModule
 * gives page by page — and row-level security limits everything to brands the caller belongs to.
 */
import { sql, type SQL } from "drizzle-orm";
import { brandRoles, brands, foundationalTasks, growthSquad, profiles, type TaskStatus } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";
import type { BrandScope } from "@/lib/brand-scope";
import { roleDisplayName } from "@/modules/roles/matrix";
import { claimsReadsAtOnce, scopedReadsAtOnce } from "./batch";
import { OPEN_STATUSES, STATUS_ORDER } from "@/lib/task-status";
import { isOpen, iso, squadJson, TASK_ROW_COLUMNS, TASK_ROW_JOINS, weekOf, type MemberOption, type StatusCounts, type TaskRow } from "./queries";
import { today as currentDay } from "@/lib/calendar-day";
import type { AgingFilters, JournalFilters } from "./view-params";

const t = foundationalTasks;

/** Done tasks stay on "my tasks" this long, so the week's work is visible. */
const RECENT_DONE_DAYS = 14;
const MY_TASKS_LIMIT = 500;

const statusCounts = (col: SQL = sql`${t.status}`) =>
  sql.join(
    STATUS_ORDER.map((s) => sql`count(*) filter (where ${col} = ${s})::int as ${sql.identifier(s)}`),
    sql`, `,
  );

const pickStatusCounts = (r: Record<string, unknown>): StatusCounts => Object.fromEntries(STATUS_ORDER.map((s) => [s, Number(r[s] ?? 0)])) as StatusCounts;

const STATUS_RANK = sql`case ${t.status} when 'in_progress' then 0 when 'blocked' then 1 when 'pending' then 2 when 'done' then 3 else 4 end`;
const PRIORITY_RANK = sql`case ${t.priority} when 'High' then 0 when 'Medium' then 1 else 2 end`;
const myOrder = sql`${STATUS_RANK}, ${t.dueDate} asc nulls last, ${PRIORITY_RANK}, ${t.createdAt} desc, ${t.id}`;
const openOrRecentlyDone = sql`(${isOpen} or (${t.status} = 'done' and ${t.completedAt} >= now() - make_interval(days => ${RECENT_DONE_DAYS})))`;

/**
 * Brands the caller sees whose role may view tasks, with that access (view | edit). Mirrors
 * lib/permissions for the tasks module — owner, admin and member edit, viewer views, a custom role
 * per its matrix — so a cross-brand page needs no check per brand.
 */
const TASK_BRANDS = sql`(
  select ra.id, ra.name, ra.role, ra.role_name, ra.created_at, ra.access from (
    select vb.id, vb.name, vb.role, cr.name as role_name, vb.created_at,
      case when vb.role in ('owner', 'admin', 'member') then 'edit' when vb.role = 'viewer' then 'view'
        else cr.permissions->>'tasks' end as access
    from (select b.id, b.name, b.created_at, app.brand_role(b.id) as role from ${brands} b) vb
    left join ${brandRoles} cr on cr.brand_id = vb.id and cr.key = vb.role
  ) ra
  where ra.access in ('view', 'edit')
  -- A fence: evaluate the roles once per brand, never once per joined task row.
  offset 0
)`;

export type MyTaskCounts = { open: number; overdue: number; dueThisWeek: number; doneThisWeek: number };

const myCounts = (today: string) => {
  const week = weekOf(today);
  return sql`
    count(*) filter (where ${isOpen})::int as "open",
    count(*) filter (where ${isOpen} and ${t.dueDate} < ${today}::date)::int as "overdue",
    count(*) filter (where ${isOpen} and ${t.dueDate} between ${today}::date and ${week.end}::date)::int as "dueThisWeek",
    count(*) filter (where ${t.status} = 'done' and ${t.completedAt} >= ${week.start}::date)::int as "doneThisWeek"`;
};

type MyTasksView = { today: string; rows: TaskRow[]; counts: MyTaskCounts; memberIds: string[]; truncated: boolean };

/** /my-tasks: tasks of the caller's squad memberships in the current brand (open, and done lately). */
export async function getMyTasks(scope: BrandScope, today = currentDay()): Promise<MyTasksView> {
  const mine = sql`(select s.id from ${growthSquad} s where s.brand_id = ${scope.brandId} and s.user_id = ${scope.userId})`;
  const { rows, summary } = await scopedReadsAtOnce(scope, (tx) => ({
    rows: tx.execute<TaskRow>(sql`
      select ${TASK_ROW_COLUMNS} from ${t} ${TASK_ROW_JOINS}
      where ${t.brandId} = ${scope.brandId} and ${t.assignedTo} in ${mine} and ${openOrRecentlyDone}
      order by ${myOrder} limit ${MY_TASKS_LIMIT + 1}`),
    summary: tx.execute<MyTaskCounts & { memberIds: string[] | null }>(sql`
      select ${myCounts(today)}, (select json_agg(m.id) from ${mine} m) as "memberIds"
      from ${t} where ${t.brandId} = ${scope.brandId} and ${t.assignedTo} in ${mine}`),
  }));
  const s = summary[0]!;
  return {
    today,
    rows: rows.slice(0, MY_TASKS_LIMIT),
    truncated: rows.length > MY_TASKS_LIMIT,
    counts: { open: s.open, overdue: s.overdue, dueThisWeek: s.dueThisWeek, doneThisWeek: s.doneThisWeek },
    memberIds: s.memberIds ?? [],
  };
}

type BrandTasks = { id: string; name: string; role: string; roleName: string; canEdit: boolean; member: boolean; counts: MyTaskCounts; rows: (TaskRow & { brandName: string })[] };
export type MyTasksAllBrandsView = { today: string; brands: BrandTasks[]; totals: MyTaskCounts; truncated: boolean };

const ALL_BRANDS_LIMIT = 1000;

/**
 * /my-tasks-all-brands: the caller's tasks in every brand they can see, grouped by brand in the
 * brand list's order. Brands where they are in no squad are listed too (with nothing to show).
 */
export async function getMyTasksAllBrands(user: Pick<AuthUser, "id" | "claims">, today = currentDay()): Promise<MyTasksAllBrandsView> {
  const mine = sql`(select s.id from ${growthSquad} s where s.user_id = ${user.id})`;
  const { rows, perBrand } = await claimsReadsAtOnce(user.claims, (tx) => ({
    rows: tx.execute<TaskRow & { brandName: string }>(sql`
      select ${TASK_ROW_COLUMNS}, tb.name as "brandName"
      from ${t} ${TASK_ROW_JOINS} join ${TASK_BRANDS} tb on tb.id = ${t.brandId}
      where ${t.assignedTo} in ${mine} and ${openOrRecentlyDone}
      order by ${myOrder} limit ${ALL_BRANDS_LIMIT + 1}`),
    perBrand: tx.execute<MyTaskCounts & { id: string; name: string; role: string; role_name: string | null; access: string; member: boolean }>(sql`
      select tb.id, tb.name, tb.role, tb.role_name, tb.access,
        exists (select 1 from ${growthSquad} s where s.brand_id = tb.id and s.user_id = ${user.id}) as "member",
        coalesce(c."open", 0)::int as "open", coalesce(c."overdue", 0)::int as "overdue",
        coalesce(c."dueThisWeek", 0)::int as "dueThisWeek", coalesce(c."doneThisWeek", 0)::int as "doneThisWeek"
      from ${TASK_BRANDS} tb
      left join lateral (
        select ${myCounts(today)} from ${t} where ${t.brandId} = tb.id and ${t.assignedTo} in ${mine}
      ) c on true
      order by (tb.role = 'owner') desc, tb.created_at, tb.id`),
  }));
  const byBrand = new Map<string, BrandTasks>();
  for (const b of perBrand) {
    byBrand.set(b.id, {
      id: b.id,
      name: b.name,
      role: b.role,
      roleName: roleDisplayName(b.role, b.role_name),
      canEdit: b.access === "edit",
      member: b.member,
      counts: { open: b.open, overdue: b.overdue, dueThisWeek: b.dueThisWeek, doneThisWeek: b.doneThisWeek },
      rows: [],
    });
  }
  for (const r of rows.slice(0, ALL_BRANDS_LIMIT)) byBrand.get(r.brandId)?.rows.push(r);
  const list = [...byBrand.values()];
  const sum = (k: keyof MyTaskCounts) => list.reduce((n, b) => n + b.counts[k], 0);
  return {
    today,
    brands: list,
    totals: { open: sum("open"), overdue: sum("overdue"), dueThisWeek: sum("dueThisWeek"), doneThisWeek: sum("doneThisWeek") },
    truncated: rows.length > ALL_BRANDS_LIMIT,
  };
}

// ─── monitoring ──────────────────────────────────────────────────────────────────────────────────

export type Workload = StatusCounts & { total: number; overdue: number; doneThisWeek: number };

const workloadColumns = (today: string, col: SQL = sql`${t.status}`) => {
  const week = weekOf(today);
  return sql`
    count(${t.id})::int as "total", ${statusCounts(col)},
    count(${t.id}) filter (where ${isOpen} and ${t.dueDate} < ${today}::date)::int as "overdue",
    count(${t.id}) filter (where ${t.status} = 'done' and ${t.completedAt} >= ${week.start}::date)::int as "doneThisWeek"`;
};

const pickWorkload = (r: Record<string, unknown>): Workload => ({
  ...pickStatusCounts(r),
  total: Number(r.total ?? 0),
  overdue: Number(r.overdue ?? 0),
  doneThisWeek: Number(r.doneThisWeek ?? 0),
});

type AssigneeWorkload = Workload & { assigneeId: string | null; name: string | null; alias: string | null };
export type MonitoringView = { today: string; people: AssigneeWorkload[]; totals: Workload };

/** /tasks-monitoring: per squad member (and unassigned) counts per status, overdue, done this week. One statement. */
export async function getMonitoring(scope: BrandScope, today = currentDay()): Promise<MonitoringView> {
  const { people } = await scopedReadsAtOnce(scope, (tx) => ({
    people: tx.execute<Record<string, unknown>>(sql`
      select * from (
        select m.id as "assigneeId", m.name as "name", m.alias as "alias", ${workloadColumns(today)}
        from ${growthSquad} m left join ${t} on ${t.assignedTo} = m.id and ${t.brandId} = m.brand_id
        where m.brand_id = ${scope.brandId}
        group by m.id, m.name, m.alias
        union all
        select null, null, null, ${workloadColumns(today)}
        from ${t} where ${t.brandId} = ${scope.brandId} and ${t.assignedTo} is null
      ) w order by "name" nulls last, "assigneeId"`),
  }));
  const list: AssigneeWorkload[] = people
    .map((r) => ({ ...pickWorkload(r), assigneeId: (r.assigneeId as string | null) ?? null, name: (r.name as string | null) ?? null, alias: (r.alias as string | null) ?? null }))
    // The unassigned row only when there are unassigned tasks.
    .filter((p) => p.assigneeId !== null || p.total > 0);
  return { today, people: list, totals: sumWorkloads(list) };
}

function sumWorkloads(list: Workload[]): Workload {
  const total: Workload = { ...pickStatusCounts({}), total: 0, overdue: 0, doneThisWeek: 0 };
  for (const w of list) {
    for (const s of STATUS_ORDER) total[s] += w[s];
    total.total += w.total;
    total.overdue += w.overdue;
    total.doneThisWeek += w.doneThisWeek;
  }
  return total;
}

type BrandWorkload = Workload & { brandId: string; name: string; role: string; roleName: string };
type PersonWorkload = {
  key: string;
  name: string;
  /** Linked to a user of the app (the same person in every brand), else matched by email or squad entry. */
  linked: boolean;
  totals: Workload;
  brands: (Workload & { brandId: string; brandName: string })[];
};
export type MonitoringAllBrandsView = { today: string; brands: BrandWorkload[]; people: PersonWorkload[]; totals: Workload };

/**
 * /tasks-monitoring-all-brands: per brand counts, and each person's workload across brands. A
 * person is a linked user (growth_squad.user_id) or, unlinked, an email address: the same name in
 * two brands may be two people, the same user or address is one.
 */
export async function getMonitoringAllBrands(user: Pick<AuthUser, "id" | "claims">, today = currentDay()): Promise<MonitoringAllBrandsView> {
  const personKey = sql`coalesce('user:' || m.user_id::text, 'email:' || lower(nullif(btrim(m.email), '')), 'member:' || m.id::text)`;
  const { perBrand, perPerson } = await claimsReadsAtOnce(user.claims, (tx) => ({
    perBrand: tx.execute<Record<string, unknown>>(sql`
      select tb.id as "brandId", tb.name as "name", tb.role as "role", tb.role_name as "roleName", ${workloadColumns(today)}
      from ${TASK_BRANDS} tb left join ${t} on ${t.brandId} = tb.id
      group by tb.id, tb.name, tb.role, tb.role_name, tb.created_at
      order by (tb.role = 'owner') desc, tb.created_at, tb.id`),
    perPerson: tx.execute<Record<string, unknown>>(sql`
      select ${personKey} as "key", (m.user_id is not null) as "linked",
        coalesce(max(nullif(p.full_name, '')), min(m.name)) as "personName",
        tb.id as "brandId", tb.name as "brandName", ${workloadColumns(today)}
      from ${growthSquad} m
      join ${TASK_BRANDS} tb on tb.id = m.brand_id
      left join ${profiles} p on p.id = m.user_id
      join ${t} on ${t.assignedTo} = m.id and ${t.brandId} = m.brand_id
      group by 1, 2, tb.id, tb.name`),
  }));
  const brandsList: BrandWorkload[] = perBrand.map((r) => ({ ...pickWorkload(r), brandId: r.brandId as string, name: r.name as string, role: r.role as string, roleName: roleDisplayName(r.role as string, r.roleName as string | null) }));
  const people = new Map<string, PersonWorkload>();
  for (const r of perPerson) {
    const key = r.key as string;
    const p = people.get(key) ?? { key, name: r.personName as string, linked: r.linked as boolean, totals: sumWorkloads([]), brands: [] };
    p.brands.push({ ...pickWorkload(r), brandId: r.brandId as string, brandName: r.brandName as string });
    people.set(key, p);
  }
  const personList = [...people.values()].map((p) => ({ ...p, totals: sumWorkloads(p.brands), brands: p.brands.sort((a, b) => b.total - a.total) }));
  const open = (w: Workload) => OPEN_STATUSES.reduce((n, s) => n + w[s], 0);
  personList.sort((a, b) => open(b.totals) - open(a.totals) || a.name.localeCompare(b.name));
  return { today, brands: brandsList, people: personList, totals: sumWorkloads(brandsList) };
}

// ─── aging ───────────────────────────────────────────────────────────────────────────────────────

export const AGE_BUCKETS = ["0–7", "8–14", "15–30", "31–60", "60+"] as const;
type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AGING_PAGE_SIZE = 50;

const ageDays = (today: string, from: SQL) => sql`(${today}::date - (${from} at time zone 'UTC')::date)`;
const bucketOf = (days: SQL) =>
  sql`case when ${days} <= 7 then '0–7' when ${days} <= 14 then '8–14' when ${days} <= 30 then '15–30' when ${days} <= 60 then '31–60' else '60+' end`;

type AgingRow = TaskRow & { ageDays: number; daysInStatus: number };
export type AgingView = {
  today: string;
  byStatus: { bucket: AgeBucket; status: TaskStatus; count: number }[];
  byAssignee: { bucket: AgeBucket; assigneeId: string | null; name: string | null; count: number }[];
  squad: MemberOption[];
  oldest: AgingRow[];
  total: number;
  page: number;
  pageCount: number;
};

/**
 * /tasks-aging: open tasks by age (days since created) × status and × assignee, and the oldest
 * first with how long each has been in its current status. Two statements.
 */
export async function getAging(scope: BrandScope, filters: AgingFilters, today = currentDay()): Promise<AgingView> {
  const age = ageDays(today, sql`${t.createdAt}`);
  const listConds: SQL[] = [sql`${t.brandId} = ${scope.brandId}`, isOpen];
  if (filters.assignee === "none") listConds.push(sql`${t.assignedTo} is null`);
  else if (filters.assignee) listConds.push(sql`${t.assignedTo} = ${filters.assignee}`);
  if (filters.status) listConds.push(sql`${t.status} = ${filters.status}`);
  const { matrix, oldest } = await scopedReadsAtOnce(scope, (tx) => ({
    matrix: tx.execute<{ bucket: AgeBucket; status: TaskStatus | null; assigneeId: string | null; name: string | null; byStatus: boolean; count: number; squad: MemberOption[] | null }>(sql`
      select a.bucket, a.status, a.assigned_to as "assigneeId", m.name,
        grouping(a.assigned_to) = 1 as "byStatus", count(*)::int as "count", null::json as "squad"
      from (select ${bucketOf(age)} as bucket, ${t.status} as status, ${t.assignedTo} as assigned_to
            from ${t} where ${t.brandId} = ${scope.brandId} and ${isOpen}) a
      left join ${growthSquad} m on m.id = a.assigned_to
      group by grouping sets ((a.bucket, a.status), (a.bucket, a.assigned_to, m.name))
      union all
      select null, null, null, null, false, 0, ${squadJson(scope.brandId)}`),
    oldest: tx.execute<AgingRow & { total: number }>(sql`
      select ${TASK_ROW_COLUMNS}, ${age}::int as "ageDays",
        ${ageDays(today, sql`coalesce(${t.statusChangedAt}, ${t.createdAt})`)}::int as "daysInStatus",
        count(*) over ()::int as "total"
      from ${t} ${TASK_ROW_JOINS}
      where ${sql.join(listConds, sql` and `)}
      order by ${t.createdAt} asc, ${t.id} asc
      limit ${AGING_PAGE_SIZE} offset ${(filters.page - 1) * AGING_PAGE_SIZE}`),
  }));
  const cells = matrix.filter((r) => r.bucket !== null);
  const total = oldest[0]?.total ?? 0;
  return {
    today,
    byStatus: cells.filter((r) => r.byStatus).map((r) => ({ bucket: r.bucket, status: r.status!, count: r.count })),
    byAssignee: cells.filter((r) => !r.byStatus).map((r) => ({ bucket: r.bucket, assigneeId: r.assigneeId, name: r.name, count: r.count })),
    squad: matrix.find((r) => r.bucket === null)?.squad ?? [],
    oldest: oldest.map(({ total: _t, ...r }) => r),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / AGING_PAGE_SIZE)),
  };
}

// ─── journal ─────────────────────────────────────────────────────────────────────────────────────

export const JOURNAL_KINDS = ["created", "started", "completed"] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];
const JOURNAL_LINES_LIMIT = 2000;
const JOURNAL_EXPORT_LIMIT = 50_000;

export type JournalLine = {
  kind: JournalKind;
  at: string;
  taskId: string;
  title: string;
  status: TaskStatus;
  priority: string;
  difficulty: string;
  assigneeId: string | null;
  assigneeName: string | null;
};

export type JournalCounts = Record<JournalKind, number>;
export type JournalView = {
  brandId: string;
  brandName: string;
  filters: JournalFilters;
  /** Every bucket of the period (day or week start), oldest first, with its counts (zeros included). */
  buckets: ({ bucket: string } & JournalCounts)[];
  people: ({ assigneeId: string | null; name: string | null } & JournalCounts)[];
  totals: JournalCounts;
  lines: JournalLine[];
  truncated: boolean;
  squad: MemberOption[];
};

/** The journal's events: one row per task per kind whose moment falls in the period (UTC days). */
function journalEvents(scope: BrandScope, f: JournalFilters): SQL {
  const from = `${f.from}T00:00:00Z`;
  const until = new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000).toISOString();
  const who = f.assignee === "none" ? sql` and ${t.assignedTo} is null` : f.assignee ? sql` and ${t.assignedTo} = ${f.assignee}` : sql``;
  const part = (kind: JournalKind, col: SQL) => sql`
    select ${kind}::text as kind, ${col} as at, ${t.id} as task_id, ${t.assignedTo} as assigned_to from ${t}
    where ${t.brandId} = ${scope.brandId} and ${col} >= ${from}::timestamptz and ${col} < ${until}::timestamptz${who}`;
  return sql`(${part("created", sql`${t.createdAt}`)} union all ${part("started", sql`${t.startedAt}`)} union all ${part("completed", sql`${t.completedAt}`)})`;
}

function journalLinesQuery(scope: BrandScope, f: JournalFilters, limit: number): SQL {
  return sql`
    select e.kind, ${iso(sql`e.at`)} as "at", ${t.id} as "taskId", ${t.title} as "title", ${t.status} as "status",
      ${t.priority} as "priority", ${t.difficulty} as "difficulty", ${t.assignedTo} as "assigneeId", m.name as "assigneeName"
    from ${journalEvents(scope, f)} e
    join ${t} on ${t.id} = e.task_id
    left join ${growthSquad} m on m.id = ${t.assignedTo}
    order by e.at desc, e.kind, ${t.id}
    limit ${limit}`;
}

/** /tasks-journal: created, started and completed per day or week and per person, with the lines. Three statements. */
export async function getJournal(scope: BrandScope, f: JournalFilters): Promise<JournalView> {
  // A literal from a closed set: GROUP BY matches expressions textually, and two parameters never match.
  const bucket = sql.raw(`date_trunc('${f.by === "week" ? "week" : "day"}', e.at at time zone 'UTC')`);
  const { agg, lines, squad } = await scopedReadsAtOnce(scope, (tx) => ({
    agg: tx.execute<{ kind: JournalKind; bucket: string | null; assigneeId: string | null; name: string | null; byPerson: boolean; count: number }>(sql`
      select e.kind, ${bucket}::date::text as bucket, e.assigned_to as "assigneeId", m.name,
        grouping(${bucket}) = 1 as "byPerson", count(*)::int as "count"
      from ${journalEvents(scope, f)} e
      left join ${growthSquad} m on m.id = e.assigned_to
      group by grouping sets ((e.kind, ${bucket}), (e.kind, e.assigned_to, m.name))`),
    lines: tx.execute<JournalLine>(journalLinesQuery(scope, f, JOURNAL_LINES_LIMIT + 1)),
    squad: tx.execute<{ squad: MemberOption[]; brandName: string }>(
      sql`select ${squadJson(scope.brandId)} as "squad", (select b.name from ${brands} b where b.id = ${scope.brandId}) as "brandName"`,
    ),
  }));

  const zero = (): JournalCounts => ({ created: 0, started: 0, completed: 0 });
  const buckets = new Map<string, JournalCounts>();
  for (const b of periodBuckets(f)) buckets.set(b, zero());
  const people = new Map<string, { assigneeId: string | null; name: string | null } & JournalCounts>();
  const totals = zero();
  for (const r of agg) {
    if (r.byPerson) {
      const key = r.assigneeId ?? "none";
      const p = people.get(key) ?? { assigneeId: r.assigneeId, name: r.name, ...zero() };
      p[r.kind] += r.count;
      people.set(key, p);
    } else if (r.bucket) {
      const b = buckets.get(r.bucket) ?? zero();
      b[r.kind] += r.count;
      buckets.set(r.bucket, b);
      totals[r.kind] += r.count;
    }
  }
  return {
    brandId: scope.brandId,
    brandName: squad[0]?.brandName ?? "",
    filters: f,
    buckets: [...buckets.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([bucket, c]) => ({ bucket, ...c })),
    people: [...people.values()].sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name))),
    totals,
    lines: lines.slice(0, JOURNAL_LINES_LIMIT),
    truncated: lines.length > JOURNAL_LINES_LIMIT,
    squad: squad[0]?.squad ?? [],
  };
}

/** The CSV export: every line of the period (capped). */
export async function listJournalLines(scope: BrandScope, f: JournalFilters): Promise<JournalLine[]> {
  const { lines } = await scopedReadsAtOnce(scope, (tx) => ({ lines: tx.execute<JournalLine>(journalLinesQuery(scope, f, JOURNAL_EXPORT_LIMIT)) }));
  return [...lines];
}

/** Day (or Monday of each week) from `from` to `to`, as yyyy-MM-dd. */
export function periodBuckets(f: Pick<JournalFilters, "from" | "to" | "by">): string[] {
  const day = 86_400_000;
  let at = Date.parse(`${f.from}T00:00:00Z`);
  const end = Date.parse(`${f.to}T00:00:00Z`);
  if (f.by === "week") at -= ((new Date(at).getUTCDay() + 6) % 7) * day;
  const out: string[] = [];
  for (; at <= end; at += f.by === "week" ? 7 * day : day) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}
