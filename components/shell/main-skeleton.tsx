import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** Placeholder of the main area while a page or a brand switch loads. */
export function MainSkeleton() {
  return (
    <SkeletonPage titleClassName="w-64">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
