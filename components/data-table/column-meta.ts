/**
 * What the shared data table reads from a column's `meta` (TanStack's declared extension point),
 * so a module's column list carries its label and layout in one place.
 */
import type { RowData } from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  // The type parameters must match TanStack's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the header, the "Columns" menu and its screen-reader text. */
    label?: string;
    headerClassName?: string;
    cellClassName?: string;
    /** Hidden until the person shows it from the "Columns" menu. */
    defaultHidden?: boolean;
    /** Always shown (not listed in the "Columns" menu): the row's name, the selection box. */
    alwaysVisible?: boolean;
  }
}

export {};
