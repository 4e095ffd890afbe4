import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading state of every 3D step: the stepper, a form card and a table. */
export function ThreeDSkeleton() {
  return (
    <SkeletonPage titleClassName="w-56">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
      <DataTableSkeleton rows={8} columns={3} />
    </SkeletonPage>
  );
}
