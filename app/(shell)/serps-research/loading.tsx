import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-48">
      <Skeleton className="h-20 w-full rounded-lg" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <DataTableSkeleton rows={10} columns={4} />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
