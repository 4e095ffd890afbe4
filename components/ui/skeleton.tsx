import { cn } from "@/lib/utils";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cn("animate-pulse rounded-md bg-accent", className)} {...props} />;
}

/** A bordered list of `count` placeholder rows, each holding `children` (the row's placeholder cells). */
function SkeletonRows({ count, className, rowClassName, children }: { count: number; className?: string; rowClassName?: string; children: React.ReactNode }) {
  return (
    <div className={cn("rounded-xl border", className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cn("flex items-center gap-4 border-b px-4 py-3 last:border-0", rowClassName)}>
          {children}
        </div>
      ))}
    </div>
  );
}

/** A dashboard's row of `count` figure tiles (label, value, note); `tileClassName(i)` adjusts one tile. */
function SkeletonTiles({ count, className, tileClassName, lines = 3 }: { count: number; className?: string; tileClassName?: (i: number) => string; lines?: 3 | 4 }) {
  return (
    <div className={cn("grid grid-cols-2 gap-3 lg:grid-cols-4", className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cn("space-y-2 rounded-xl border p-4", tileClassName?.(i))}>
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-7 w-16" />
          <Skeleton className="h-3 w-28 max-w-full" />
          {lines === 4 ? <Skeleton className="h-3 w-24" /> : null}
        </div>
      ))}
    </div>
  );
}

/** Two chart cards side by side on wide screens (title, optional description, the chart's box). */
function SkeletonCharts({ description = false }: { description?: boolean }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="space-y-4 rounded-xl border p-6">
          <Skeleton className="h-5 w-40" />
          {description ? <Skeleton className="h-4 w-64 max-w-full" /> : null}
          <Skeleton className="h-56 w-full" />
        </div>
      ))}
    </div>
  );
}

export { Skeleton, SkeletonCharts, SkeletonRows, SkeletonTiles };
