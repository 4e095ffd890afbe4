import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** The search box and the row of filter buttons above a task list. */
function FilterBarSkeleton() {
  return (
    <div className="grid gap-3">
      <Skeleton className="h-9 w-full rounded-md" />
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-28 rounded-md" />
        ))}
      </div>
    </div>
  );
}

/** Loading state of the list pages (/tasks, my tasks, aging, planning). */
export function TaskListSkeleton({ filters = true }: { filters?: boolean }) {
  return (
    <SkeletonPage>
      {filters ? <FilterBarSkeleton /> : null}
      <SkeletonRows count={10}>
        <Skeleton className="size-4 rounded" />
        <Skeleton className="h-4 flex-1" />
        <Skeleton className="hidden h-5 w-20 rounded-md sm:block" />
        <Skeleton className="hidden h-4 w-24 md:block" />
        <Skeleton className="hidden h-4 w-16 md:block" />
      </SkeletonRows>
    </SkeletonPage>
  );
}

/** Loading state of /tasks: the filter bar, then the shared data table's frame. */
export function TaskTableSkeleton() {
  return (
    <SkeletonPage>
      <FilterBarSkeleton />
      <DataTableSkeleton columns={6} />
    </SkeletonPage>
  );
}

/** Loading state of the report pages (monitoring, journal): figures, then tables. */
export function TaskReportSkeleton() {
  return (
    <SkeletonPage>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </SkeletonPage>
  );
}

/** Loading state of a task's page. */
export function TaskPageSkeleton() {
  return (
    <SkeletonPage>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid gap-4">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
