import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-56">
      <Skeleton className="h-9 w-80 max-w-full" />
      <DataTableSkeleton rows={4} columns={6} />
      <Skeleton className="h-52 w-full" />
      <DataTableSkeleton rows={8} columns={4} />
    </SkeletonPage>
  );
}
