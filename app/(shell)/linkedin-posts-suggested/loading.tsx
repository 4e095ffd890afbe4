import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The filters, then a variant set with two previews. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-80">
      <Skeleton className="h-9 w-72 rounded-md" />
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
