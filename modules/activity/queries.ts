import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { activityLogs, profiles } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { orderBySql, withinDays, type SortColumns } from "@/lib/table/sql";
import { pageWindow, type TablePage, type TableSort } from "@/lib/table/state";
import { ACTIVITY_EXPORT_LIMIT } from "./inputs";
import { ACTIVITY_TABLE, type ActivityFilterValues, type ActivityTableState } from "./view-params";

export type ActivityRow = {
  id: string;
  createdAt: string;
  actionType: string;
  userAction: string;
  payload: Record<string, unknown>;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
};

export type ActivityPage = TablePage<ActivityRow>;

function where(scope: BrandScope, f: ActivityFilterValues): SQL {
  const conds: SQL[] = [eq(activityLogs.brandId, scope.brandId)];
  if (f.action) conds.push(eq(activityLogs.actionType, f.action));
  if (f.user) conds.push(eq(activityLogs.userId, f.user));
  conds.push(...withinDays(activityLogs.createdAt, f.from, f.to));
  return and(...conds)!;
}

const columns = {
  id: activityLogs.id,
  createdAt: activityLogs.createdAt,
  actionType: activityLogs.actionType,
  userAction: activityLogs.userAction,
  payload: activityLogs.payload,
  userId: activityLogs.userId,
  userName: profiles.fullName,
  userEmail: profiles.email,
};

/** The log's sortable columns (ACTIVITY_TABLE) in SQL; "created" reads the (brand_id, created_at) index. */
const ACTIVITY_SORT_SQL: SortColumns<typeof ACTIVITY_TABLE> = {
  created: { expr: activityLogs.createdAt },
  // The name the row shows: a former member (no profile) sorts with the unnamed, at the end.
  who: { expr: sql`lower(coalesce(${profiles.fullName}, ${profiles.email}))`, nulls: "last", then: sql`${activityLogs.createdAt} desc` },
  action: { expr: activityLogs.actionType, then: sql`${activityLogs.createdAt} desc` },
};

function orderBy(sort: TableSort): SQL {
  return orderBySql(ACTIVITY_SORT_SQL, sort, activityLogs.id);
}

function toRow(r: { id: string; createdAt: Date; actionType: string; userAction: string; payload: Record<string, unknown>; userId: string | null; userName: string | null; userEmail: string | null }): ActivityRow {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

/** One page of the brand's log in the table's sort, with the total for the pager (a page past the end shows the last). */
export async function listActivity(scope: BrandScope, state: ActivityTableState): Promise<ActivityPage> {
  return withScope(scope, async (tx) => {
    const w = where(scope, state.filters);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(activityLogs).where(w);
    const paging = pageWindow(Number(total), state);
    const rows = await tx
      .select(columns)
      .from(activityLogs)
      .leftJoin(profiles, eq(profiles.id, activityLogs.userId))
      .where(w)
      .orderBy(orderBy(state.sort))
      .limit(state.size)
      .offset(paging.offset);
    return { ...paging, rows: rows.map(toRow) };
  });
}

/** Every row of the current filter (capped), in the table's sort, for the CSV export. */
export async function listActivityForExport(scope: BrandScope, filters: ActivityFilterValues, sort: TableSort = ACTIVITY_TABLE.defaultSort): Promise<ActivityRow[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select(columns)
      .from(activityLogs)
      .leftJoin(profiles, eq(profiles.id, activityLogs.userId))
      .where(where(scope, filters))
      .orderBy(orderBy(sort))
      .limit(ACTIVITY_EXPORT_LIMIT),
  );
  return rows.map(toRow);
}

/** The filter choices: action types and people that appear in this brand's log. */
export async function activityFacets(scope: BrandScope): Promise<{ actions: string[]; people: { id: string; name: string }[] }> {
  return withScope(scope, async (tx) => {
    const actions = await tx
      .selectDistinct({ actionType: activityLogs.actionType })
      .from(activityLogs)
      .where(eq(activityLogs.brandId, scope.brandId))
      .orderBy(activityLogs.actionType);
    const people = await tx
      .selectDistinct({ id: activityLogs.userId, name: sql<string>`coalesce(${profiles.fullName}, ${profiles.email}, 'Former member')` })
      .from(activityLogs)
      .leftJoin(profiles, eq(profiles.id, activityLogs.userId))
      .where(and(eq(activityLogs.brandId, scope.brandId), sql`${activityLogs.userId} is not null`));
    return {
      actions: actions.map((a) => a.actionType),
      people: people.filter((p): p is { id: string; name: string } => !!p.id).sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}
