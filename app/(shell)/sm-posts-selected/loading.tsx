import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The toolbar, then the side list and the month grid. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-72">
      <Skeleton className="h-9 w-full max-w-md rounded-md" />
      <div className="grid gap-4 lg:grid-cols-[14rem_1fr]">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-[32rem] rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
