import { Skeleton, SkeletonCharts, SkeletonTiles } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** Placeholder of /saio-dashboard with the same frame, so the page does not jump when data arrives. */
export function SaioDashboardSkeleton() {
  return (
    <SkeletonPage>
      <div className="flex gap-2">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-8 w-48" />
      </div>
      <SkeletonTiles count={5} lines={4} className="sm:grid-cols-3 lg:grid-cols-5" tileClassName={(i) => (i === 4 ? "col-span-2 sm:col-span-1" : "")} />
      <SkeletonCharts description />
      <div className="space-y-3 rounded-xl border p-6">
        <Skeleton className="h-5 w-28" />
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    </SkeletonPage>
  );
}
