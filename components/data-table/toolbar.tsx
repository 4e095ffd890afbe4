"use client";

import type { Table } from "@tanstack/react-table";
import { DownloadIcon, Columns3Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import "./column-meta";

/** "Columns": show or hide the table's optional columns (remembered per table in this browser). */
export function DataTableColumnsMenu<T>({ table }: { table: Table<T> }) {
  const columns = table.getAllLeafColumns().filter((c) => !c.columnDef.meta?.alwaysVisible);
  if (columns.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3Icon aria-hidden="true" />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((c) => (
          <DropdownMenuCheckboxItem
            key={c.id}
            checked={c.getIsVisible()}
            // Keep the menu open: people usually change more than one column.
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(v) => c.toggleVisibility(v === true)}
          >
            {c.columnDef.meta?.label ?? c.id}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A CSV download of every row matching the current filters, or of the selected rows (a plain link: the browser downloads it). */
export function DataTableExportLink({ href, label = "Export CSV" }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
