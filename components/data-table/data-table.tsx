"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type Table as TanTable,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { nextSort, pageCountOf, tableStateToSearch, type TableSpec, type TableState } from "@/lib/table/state";
import "./column-meta";
import { DataTableColumnsMenu, DataTableExportLink } from "./toolbar";
import { DataTablePagination } from "./pagination";
import { SelectCheckbox } from "./select-checkbox";
import { useColumnVisibility } from "./use-column-visibility";

export type DataTableProps<T> = {
  /** Names the table's stored preferences (column visibility); stable across releases. */
  tableId: string;
  /** Screen-reader caption of the table. */
  caption: string;
  /** Every column has an `id`; sortable ones are the ids in `spec.sorts`. */
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  getRowId: (row: T) => string;
  spec: TableSpec;
  /** The state the server rendered `rows` for (parsed from the URL). */
  state: TableState;
  /** Parameters that are not table state but belong in every link (e.g. `view`). */
  extraParams?: Record<string, string | undefined>;
  /** Rows matching the filters (for the pager). */
  total: number;
  /** What a row is, singular ("task"), for the pager and the selection count. */
  noun: string;
  /** With selection: the bar shown while rows are selected (given their ids and a way to clear). */
  bulkActions?: (selected: string[], clear: () => void) => React.ReactNode;
  /** A download of every row matching the current filters (not only this page). */
  exportHref?: string;
  /** Extra attributes of a row's <tr> (test ids, data attributes). */
  rowProps?: (row: T) => React.ComponentProps<"tr"> & Record<`data-${string}`, string | boolean | undefined>;
  rowClassName?: string;
  /** Padding and layout of every cell (default `px-3 py-2.5`); a column's meta adds to it. */
  cellClassName?: string;
  headerClassName?: string;
  /** Controls placed left of the "Columns" menu. */
  toolbar?: React.ReactNode;
};

/**
 * The shared server-driven data table (shadcn's data-table pattern on TanStack Table v8): the server
 * sorts, filters and pages in SQL from the URL; this island renders the page, turns header clicks
 * into links to the next sort, keeps row selection for the bulk bar, and remembers which columns a
 * person hides. Every control is a link, button or checkbox, so the table works from the keyboard.
 */
export function DataTable<T>({
  tableId,
  caption,
  columns,
  rows,
  getRowId,
  spec,
  state,
  extraParams,
  total,
  noun,
  bulkActions,
  exportHref,
  rowProps,
  rowClassName,
  cellClassName = "px-3 py-2.5",
  headerClassName,
  toolbar,
}: DataTableProps<T>) {
  const pathname = usePathname();
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(tableId, columns);
  const [rowSelection, setRowSelection] = React.useState<RowSelectionState>({});
  // A new page (or filter) keeps only the selected rows still shown.
  const ids = rows.map(getRowId).join(",");
  const [prevIds, setPrevIds] = React.useState(ids);
  if (prevIds !== ids) {
    setPrevIds(ids);
    const shown = new Set(ids.split(","));
    setRowSelection((s) => Object.fromEntries(Object.entries(s).filter(([id, on]) => on && shown.has(id))));
  }

  // TanStack v8 returns one mutable table object (no React Compiler memoisation, which this app does
  // not enable); children that read it (the columns menu) render with this component, never memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    pageCount: pageCountOf(total, state.size),
    enableRowSelection: !!bulkActions,
    state: {
      sorting: [state.sort],
      columnVisibility,
      rowSelection,
      pagination: { pageIndex: state.page - 1, pageSize: state.size },
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const href = React.useCallback((patch: Partial<TableState>) => `${pathname}${tableStateToSearch(spec, { ...state, ...patch }, extraParams)}`, [pathname, spec, state, extraParams]);
  const selected = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const clear = React.useCallback(() => setRowSelection({}), []);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {toolbar}
        {exportHref ? <DataTableExportLink href={exportHref} /> : null}
        <DataTableColumnsMenu table={table} />
      </div>
      {/* overflow-clip rounds the corners without making a scroll box, so the header can stick to the page. */}
      <div className="overflow-clip rounded-xl border bg-card">
        <table className="w-full text-sm" data-table={tableId}>
          <caption className="sr-only">{caption}</caption>
          <thead className={cn("sticky top-14 z-10 border-b bg-muted text-left text-xs text-muted-foreground shadow-[0_1px_0_var(--border)]", headerClassName)}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const { column } = header;
                  const sortable = Object.hasOwn(spec.sorts, column.id);
                  const sorted = state.sort.id === column.id ? (state.sort.desc ? "descending" : "ascending") : undefined;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? (sorted ?? "none") : undefined}
                      className={cn("px-3 py-2.5 font-medium last:pr-4", column.columnDef.meta?.headerClassName)}
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <SortLink href={href({ sort: nextSort(spec, state.sort, column.id), page: 1 })} sorted={sorted}>
                          {flexRender(column.columnDef.header, header.getContext())}
                        </SortLink>
                      ) : (
                        flexRender(column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y">
            {table.getRowModel().rows.map((row) => (
              <DataTableRow key={row.id} row={row} className={rowClassName} cellClassName={cellClassName} extra={rowProps?.(row.original)} />
            ))}
          </tbody>
        </table>
      </div>
      <DataTablePagination state={state} spec={spec} total={total} shown={rows.length} noun={noun} href={href} />
      {bulkActions && selected.length > 0 ? bulkActions(selected, clear) : null}
    </div>
  );
}

function DataTableRow<T>({ row, className, cellClassName, extra }: { row: Row<T>; className?: string; cellClassName: string; extra?: React.ComponentProps<"tr"> }) {
  return (
    <tr
      {...extra}
      data-selected={row.getIsSelected() || undefined}
      className={cn("transition-colors hover:bg-muted/30 data-[selected]:bg-primary/5", className, extra?.className)}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={cn(cellClassName, cell.column.columnDef.meta?.cellClassName)}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

/** A header's sort control: a link (the th carries aria-sort), so sorting is a URL like any other. */
function SortLink({ href, sorted, children }: { href: string; sorted?: "ascending" | "descending"; children: React.ReactNode }) {
  const Icon = sorted === "ascending" ? ArrowUpIcon : sorted === "descending" ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <Link
      href={href}
      scroll={false}
      className="-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {children}
      <Icon aria-hidden="true" className={cn("size-3.5", !sorted && "opacity-50")} />
    </Link>
  );
}

/**
 * The selection column (shadcn's pattern): a box per row and one in the header for the page.
 * `className` places it in a module's layout (e.g. the phone cards of /tasks).
 */
export function selectColumn<T>({ noun, label, headerClassName, cellClassName }: { noun: string; label: (row: T) => string; headerClassName?: string; cellClassName?: string }): ColumnDef<T, unknown> {
  return {
    id: "select",
    meta: { alwaysVisible: true, headerClassName: cn("w-10 pl-4", headerClassName), cellClassName },
    header: ({ table }: { table: TanTable<T> }) => (
      <SelectCheckbox
        aria-label={`Select all ${noun}s on this page`}
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
        onCheckedChange={(v) => table.toggleAllPageRowsSelected(v)}
      />
    ),
    cell: ({ row }) => <SelectCheckbox aria-label={`Select "${label(row.original)}"`} checked={row.getIsSelected()} onCheckedChange={(v) => row.toggleSelected(v)} />,
  };
}
