"use client";

import { LoaderCircleIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The bar a data table shows while rows are selected: how many, the module's actions (children),
 * and "Clear selection". It sticks to the bottom of the screen so it stays in reach on a long page.
 */
export function DataTableBulkBar({ count, pending, onClear, children }: { count: number; pending?: boolean; onClear: () => void; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-xl border bg-popover/95 p-2 pl-3 text-sm shadow-lg backdrop-blur supports-[backdrop-filter]:bg-popover/80"
    >
      <span className="font-medium tabular-nums" aria-live="polite">
        {count} selected
      </span>
      {pending ? <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin text-muted-foreground" /> : null}
      <div className="flex flex-1 flex-wrap items-center gap-2">{children}</div>
      <Button variant="ghost" size="sm" onClick={onClear} disabled={pending}>
        <XIcon aria-hidden="true" />
        Clear selection
      </Button>
    </div>
  );
}
