import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";
import { SkeletonCharts, SkeletonTiles } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage>
      <SkeletonTiles count={4} />
      <SkeletonCharts />
      <DataTableSkeleton rows={8} columns={6} />
    </SkeletonPage>
  );
}
