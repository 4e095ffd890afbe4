import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The search card's place, then the sources table. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-72">
      <Skeleton className="h-36 rounded-xl" />
      <DataTableSkeleton rows={6} columns={7} />
    </SkeletonPage>
  );
}
