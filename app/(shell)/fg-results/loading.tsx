import { SkeletonPage } from "@/components/shell/skeleton-page";
import { SkeletonCharts, SkeletonTiles } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage>
      <SkeletonTiles count={2} />
      <SkeletonCharts />
    </SkeletonPage>
  );
}
