import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** Placeholder of /dynamic-competitor-classification: header, status tabs and the ranked table. */
export function ClassificationSkeleton() {
  return (
    <SkeletonPage titleClassName="w-80">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-8 w-60" />
      </div>
      <SkeletonRows count={8} rowClassName="py-3.5">
        <Skeleton className="size-5" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-5 w-28 rounded-md" />
        <Skeleton className="hidden h-4 flex-1 sm:block" />
        <Skeleton className="h-4 w-8" />
        <Skeleton className="hidden h-8 w-40 md:block" />
      </SkeletonRows>
    </SkeletonPage>
  );
}
