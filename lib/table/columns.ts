import type { ReactNode } from "react";
import type { ColumnDef, ColumnMeta } from "@tanstack/react-table";

/**
 * A data-table column (components/data-table) whose header, "Columns" menu entry and screen-reader
 * name are one label, and whose cell is drawn from the row.
 */
export function tableColumn<Row>(
  id: string,
  label: string,
  cell: (row: Row) => ReactNode,
  meta: Omit<ColumnMeta<Row, unknown>, "label"> = {},
): ColumnDef<Row, unknown> {
  return { id, header: label, meta: { label, ...meta }, cell: ({ row }) => cell(row.original) };
}
