import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** Competitor chips, the differences card, the side-by-side table and the chart. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-80">
      <Skeleton className="h-8 w-72 max-w-full rounded-full" />
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-60 rounded-xl" />
    </SkeletonPage>
  );
}
