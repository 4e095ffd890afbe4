import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** Accounts and windows across, then two settings cards, then the writer. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-72">
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-40 rounded-xl lg:col-span-2" />
        <Skeleton className="h-56 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
