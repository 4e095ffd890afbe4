import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The generate card (brief, N, plan table), then the latest run. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-56">
      <div className="grid gap-4 rounded-xl border p-6">
        <Skeleton className="h-5 w-40" />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
        <Skeleton className="h-32 rounded-lg" />
        <Skeleton className="h-9 w-44" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </SkeletonPage>
  );
}
