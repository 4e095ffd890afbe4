import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** Accounts across, budget and targets beside thresholds and the wall, then the negative lists and the wall's offers. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-80">
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-40 rounded-xl lg:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
        <Skeleton className="h-40 rounded-xl lg:col-span-2" />
      </div>
    </SkeletonPage>
  );
}
