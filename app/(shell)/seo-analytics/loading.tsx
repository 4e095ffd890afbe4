import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton, SkeletonCharts, SkeletonRows, SkeletonTiles } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage>
      <SkeletonTiles count={6} className="xl:grid-cols-6" />
      <SkeletonCharts description />
      <SkeletonRows count={6}>
        <Skeleton className="h-4 flex-1" />
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-4 w-16" />
      </SkeletonRows>
    </SkeletonPage>
  );
}
