/**
 * A table state → drizzle SQL: ORDER BY from a whitelist of sortable columns, LIMIT/OFFSET from the
 * page, and the filter operators the lists share. Column names never come from the URL: the URL picks
 * a key of `columns`, and the key maps to an expression written in code.
 */
import { gte, lt, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import type { TableSort, TableSpec } from "./state";

export type SortColumn = {
  /** The expression sorted on (a column, or e.g. a CASE that ranks an enum). */
  expr: SQLWrapper;
  /** Where NULLs go whatever the direction; omitted: Postgres' default (last ascending, first descending). */
  nulls?: "first" | "last";
  /** Further keys that order rows equal on `expr`, in their own fixed direction. */
  then?: SQL;
};

/** A sort spec's columns must each have SQL; the type makes a missing one a compile error. */
export type SortColumns<S extends TableSpec> = Record<keyof S["sorts"] & string, SortColumn>;

/**
 * ORDER BY for a sort: the column in the requested direction, its own tie-breakers, then `unique`
 * (the primary key) in the same direction, so pages never overlap or skip rows and a descending sort
 * can read an index on (…, expr, id) backwards.
 */
export function orderBySql(columns: Record<string, SortColumn>, sort: TableSort, unique: SQLWrapper): SQL {
  const col = Object.hasOwn(columns, sort.id) ? columns[sort.id] : undefined;
  // parseTableState only lets through ids of the spec, and SortColumns ties the spec to this map.
  if (!col) throw new Error(`No SQL for sort column "${sort.id}"`);
  const dir = sort.desc ? sql.raw("desc") : sql.raw("asc");
  const nulls = col.nulls ? sql.raw(` nulls ${col.nulls}`) : sql``;
  const parts: SQL[] = [sql`${col.expr} ${dir}${nulls}`];
  if (col.then) parts.push(col.then);
  parts.push(sql`${unique} ${dir}`);
  return sql.join(parts, sql`, `);
}

/** LIMIT and OFFSET of a page (1-based). */
export function pageSql(state: { page: number; size: number }): SQL {
  return sql`limit ${state.size} offset ${(state.page - 1) * state.size}`;
}

/** A LIKE pattern that finds `q` literally (its % _ and \ escaped). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, "\\$&")}%`;
}

/** Case-insensitive "contains" over one or more text columns (any of them). */
export function containsText(columns: readonly SQLWrapper[], q: string): SQL {
  const p = likePattern(q);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${p}`),
    sql` or `,
  )})`;
}

/** Equality, where the value `none` means "is null" (unassigned, no sprint). */
export function equalsOrNone(column: SQLWrapper, value: string, none = "none"): SQL {
  return value === none ? sql`${column} is null` : sql`${column} = ${value}`;
}

/** Membership in a list of values (an empty list matches nothing). */
export function oneOf(column: SQLWrapper, values: readonly string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Conditions joined with AND (at least one: the brand's). */
export function allOf(conds: SQL[]): SQL {
  return sql.join(conds, sql` and `);
}

/** A timestamp column within whole UTC days (`YYYY-MM-DD`): `to` includes its day; either end may be open. */
export function withinDays(column: AnyColumn, from?: string, to?: string): SQL[] {
  const conds: SQL[] = [];
  if (from) conds.push(gte(column, new Date(`${from}T00:00:00Z`)));
  if (to) conds.push(lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)));
  return conds;
}
