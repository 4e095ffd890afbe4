import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The filter row, then the idea cards. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-72">
      <Skeleton className="h-9 w-64 rounded-md" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </SkeletonPage>
  );
}
