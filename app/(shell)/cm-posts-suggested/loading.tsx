import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The generations card, then the posts table. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-80">
      <Skeleton className="h-28 rounded-xl" />
      <DataTableSkeleton rows={6} columns={7} />
    </SkeletonPage>
  );
}
