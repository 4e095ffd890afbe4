import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-64">
      <Skeleton className="h-4 w-full max-w-2xl" />
      <DataTableSkeleton rows={8} columns={7} />
    </SkeletonPage>
  );
}
