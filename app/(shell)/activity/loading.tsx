import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-44">
      <Skeleton className="h-20 rounded-xl" />
      <DataTableSkeleton rows={8} columns={4} />
    </SkeletonPage>
  );
}
