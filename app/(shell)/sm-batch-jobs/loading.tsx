import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The status filter, then a few job rows. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-72">
      <Skeleton className="h-8 w-96 max-w-full rounded-full" />
      <div className="grid gap-2">
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
    </SkeletonPage>
  );
}
