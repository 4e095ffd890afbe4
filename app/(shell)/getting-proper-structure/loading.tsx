import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** Picker, summary line, the outline card, then the clusters table. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-64">
      <Skeleton className="h-9 w-96 max-w-full" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-72 w-full" />
      <DataTableSkeleton rows={8} columns={3} />
    </SkeletonPage>
  );
}
