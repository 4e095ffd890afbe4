import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-56">
      <DataTableSkeleton rows={5} columns={6} />
      <Skeleton className="h-9 w-96 max-w-full" />
      <DataTableSkeleton rows={10} columns={6} />
    </SkeletonPage>
  );
}
