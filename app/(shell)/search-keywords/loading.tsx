import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-48">
      <Skeleton className="h-8 w-72 rounded-lg" />
      <Skeleton className="h-36 rounded-xl" />
      <DataTableSkeleton rows={10} columns={10} />
    </SkeletonPage>
  );
}
