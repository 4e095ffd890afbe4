import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The run button, the summary, then network cards in two columns. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-56">
      <Skeleton className="h-9 w-40 rounded-md" />
      <Skeleton className="h-28 rounded-xl" />
      <div className="grid gap-3 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
