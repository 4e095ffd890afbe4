import { Skeleton } from "@/components/ui/skeleton";

/** A data table's loading frame: the toolbar, header and rows at the size of the table that replaces it. */
export function DataTableSkeleton({ rows = 10, columns = 5 }: { rows?: number; columns?: number }) {
  return (
    <div className="grid gap-3">
      <div className="flex justify-end gap-2">
        <Skeleton className="h-8 w-28 rounded-md" />
        <Skeleton className="h-8 w-24 rounded-md" />
      </div>
      <div className="rounded-xl border">
        <div className="flex gap-4 border-b bg-muted/40 px-4 py-3">
          {Array.from({ length: columns }, (_, i) => (
            <Skeleton key={i} className={i === 0 ? "h-3 flex-1" : "hidden h-3 w-20 md:block"} />
          ))}
        </div>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-b px-4 py-3 last:border-0">
            <Skeleton className="size-4 rounded" />
            <Skeleton className="h-4 flex-1" />
            {Array.from({ length: columns - 2 }, (_, j) => (
              <Skeleton key={j} className="hidden h-4 w-20 md:block" />
            ))}
          </div>
        ))}
      </div>
      <div className="flex justify-between">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-48 rounded-md" />
      </div>
    </div>
  );
}
