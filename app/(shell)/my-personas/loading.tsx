import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-44">
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-9 w-40" />
      </div>
      <DataTableSkeleton rows={8} columns={5} />
    </SkeletonPage>
  );
}
