import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton, SkeletonCharts, SkeletonRows } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage>
      <Skeleton className="h-20 w-full" />
      <SkeletonRows count={4}>
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="ml-auto h-4 w-16" />
      </SkeletonRows>
      <SkeletonCharts />
    </SkeletonPage>
  );
}
