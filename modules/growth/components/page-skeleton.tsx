import { Skeleton, SkeletonCharts, SkeletonTiles } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** Loading placeholder shaped like the growth page that is coming (spec: "Loading..." fallback). */
export function GrowthPageSkeleton({ variant = "list" }: { variant?: "list" | "form" | "dashboard" | "board" }) {
  return (
    <SkeletonPage titleClassName="w-72">
      {variant === "dashboard" ? (
        <>
          <SkeletonTiles count={4} />
          <SkeletonCharts />
        </>
      ) : variant === "form" ? (
        <div className="space-y-4">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : variant === "board" ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-80 rounded-xl lg:col-span-2" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : (
        <div className="space-y-3">
          <Skeleton className="h-10 rounded-lg" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 rounded-lg" />
          ))}
        </div>
      )}
    </SkeletonPage>
  );
}
