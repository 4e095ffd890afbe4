import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The sentence, the count and the button, then the results. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-72">
      <div className="grid gap-4 rounded-xl border p-6">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-20" />
        <Skeleton className="h-9 w-64" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </SkeletonPage>
  );
}
