/**
 * URL search params → a validated table state (server side; see ./state.ts for the shape). Anything
 * malformed (an unknown sort column, a page size the table does not offer, a filter value its schema
 * refuses) falls back to the default: a hand-edited or stale link shows the table, never an error,
 * and nothing unvalidated reaches SQL.
 */
import { z } from "zod";
import { sortFromParam, type TableFilters, type TableSpec, type TableState } from "./state";

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a parameter given once or repeated; "" counts as absent. */
export function oneParam(params: SearchParams | URLSearchParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) || undefined;
  const v = params[key];
  return (Array.isArray(v) ? v[0] : v) || undefined;
}

/**
 * Parses sort, page, size and the filters. `filters` is a zod object whose fields each fall back on
 * their own (`.optional().catch(undefined)`), so one bad filter does not drop the others.
 */
export function parseTableState<S extends z.ZodObject<Record<string, z.ZodType<string | undefined>>>>(
  spec: TableSpec,
  params: SearchParams | URLSearchParams,
  filters: S,
): TableState<z.output<S> & TableFilters> {
  const raw = Object.fromEntries(Object.keys(filters.shape).map((k) => [k, oneParam(params, k)]));
  const parsedFilters = filters.parse(raw) as z.output<S> & TableFilters;
  const size = Number(oneParam(params, "size"));
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(spec.maxPage ?? 100_000)
    .catch(1)
    .parse(oneParam(params, "page") ?? 1);
  return {
    sort: sortFromParam(spec, oneParam(params, "sort")) ?? spec.defaultSort,
    page,
    size: spec.pageSizes.includes(size) ? size : spec.defaultPageSize,
    filters: parsedFilters,
  };
}
