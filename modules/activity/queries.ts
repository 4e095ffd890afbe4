import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { activityLogs, profiles } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { ACTIVITY_EXPORT_LIMIT, ACTIVITY_PAGE_SIZE, type ActivityFilters } from "./inputs";

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

export type ActivityPage = { rows: ActivityRow[]; total: number; page: number; pageCount: number; pageSize: number };

function where(scope: BrandScope, f: Partial<ActivityFilters>): SQL {
  const conds: SQL[] = [eq(activityLogs.brandId, scope.brandId)];
  if (f.action) conds.push(eq(activityLogs.actionType, f.action));
  if (f.user) conds.push(eq(activityLogs.userId, f.user));
  // Dates are whole days in UTC: "to" includes its day.
  if (f.from) conds.push(gte(activityLogs.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) conds.push(lt(activityLogs.createdAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
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

function toRow(r: { id: string; createdAt: Date; actionType: string; userAction: string; payload: Record<string, unknown>; userId: string | null; userName: string | null; userEmail: string | null }): ActivityRow {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

/** One page of the brand's log, newest first, with the total for the pager. */
export async function listActivity(scope: BrandScope, filters: ActivityFilters): Promise<ActivityPage> {
  return withScope(scope, async (tx) => {
    const w = where(scope, filters);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(activityLogs).where(w);
    const pageCount = Math.max(1, Math.ceil(Number(total) / ACTIVITY_PAGE_SIZE));
    const page = Math.min(filters.page, pageCount);
    const rows = await tx
      .select(columns)
      .from(activityLogs)
      .leftJoin(profiles, eq(profiles.id, activityLogs.userId))
      .where(w)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE);
    return { rows: rows.map(toRow), total: Number(total), page, pageCount, pageSize: ACTIVITY_PAGE_SIZE };
  });
}

/** Every matching row (capped) for the CSV export. */
export async function listActivityForExport(scope: BrandScope, filters: Partial<ActivityFilters>): Promise<ActivityRow[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select(columns)
      .from(activityLogs)
      .leftJoin(profiles, eq(profiles.id, activityLogs.userId))
      .where(where(scope, filters))
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
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
