/**
 * The URL state of a server-driven data table (sort, page, page size, filters): its types and its
 * serialisation, free of zod so client islands (headers, pagers, filter bars) stay small. The server
 * parses the same URL with ./parse.ts and turns it into SQL with ./sql.ts, so a table view is a link:
 * it can be shared, bookmarked and survives a reload.
 *
 * URL shape: `sort=due` (ascending) or `sort=-due` (descending), `page=2`, `size=100`, and one
 * parameter per filter. Values equal to the table's defaults are left out, so the plain path is the
 * default view.
 */

export type TableSort = { id: string; desc: boolean };

/** What a table allows; plain data, so a server page can hand it to a client island. */
export type TableSpec = {
  /** Sortable column ids, each with the direction its header sorts in first. */
  sorts: Readonly<Record<string, { firstDesc?: boolean }>>;
  defaultSort: TableSort;
  /** Older sort values kept working (e.g. `newest` → `-created`), so saved links do not break. */
  sortAliases?: Readonly<Record<string, TableSort>>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The filter parameters, in the order they are written to the URL. */
  filterKeys: readonly string[];
  /** The largest page number accepted (beyond it a URL falls back to page 1). */
  maxPage?: number;
};

export type TableFilters = Record<string, string | undefined>;

export type TableState<F extends TableFilters = TableFilters> = {
  sort: TableSort;
  page: number;
  size: number;
  filters: F;
};

export const DEFAULT_PAGE_SIZES = [25, 50, 100, 200] as const;

export function sortToParam(sort: TableSort): string {
  return sort.desc ? `-${sort.id}` : sort.id;
}

/** A `sort` parameter to a sort the table allows; null when it names no sortable column. */
export function sortFromParam(spec: TableSpec, value: string | undefined | null): TableSort | null {
  if (!value) return null;
  // Own keys only: "toString" must not find Object.prototype's.
  if (spec.sortAliases && Object.hasOwn(spec.sortAliases, value)) return spec.sortAliases[value]!;
  const desc = value.startsWith("-");
  const id = desc ? value.slice(1) : value;
  return Object.hasOwn(spec.sorts, id) ? { id, desc } : null;
}

export function sameSort(a: TableSort, b: TableSort): boolean {
  return a.id === b.id && a.desc === b.desc;
}

/**
 * The sort a click on a column header asks for: the column's first direction, or the other one when
 * the table is already sorted by it that way.
 */
export function nextSort(spec: TableSpec, current: TableSort, id: string): TableSort {
  const firstDesc = spec.sorts[id]?.firstDesc ?? false;
  if (current.id !== id) return { id, desc: firstDesc };
  return { id, desc: !current.desc };
}

/** The state as a query string ("" or "?…"), leaving out what equals the defaults. */
export function tableStateToSearch(spec: TableSpec, state: Partial<TableState>, extra?: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(extra ?? {})) if (v) q.set(k, v);
  for (const k of spec.filterKeys) {
    const v = state.filters?.[k];
    if (v) q.set(k, v);
  }
  if (state.sort && !sameSort(state.sort, spec.defaultSort)) q.set("sort", sortToParam(state.sort));
  if (state.size && state.size !== spec.defaultPageSize) q.set("size", String(state.size));
  if (state.page && state.page > 1) q.set("page", String(state.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function hasTableFilters(spec: TableSpec, filters: TableFilters): boolean {
  return spec.filterKeys.some((k) => !!filters[k]);
}

export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page a list reads for `total` rows: a page past the end reads the last one; `offset` is its first row. */
export function pageWindow(total: number, state: { page: number; size: number }) {
  const pageCount = pageCountOf(total, state.size);
  const page = Math.min(state.page, pageCount);
  return { total, page, pageCount, pageSize: state.size, offset: (page - 1) * state.size };
}

/** One page of a server-paged table, with what the pager needs. */
export type TablePage<Row> = ReturnType<typeof pageWindow> & { rows: Row[] };
