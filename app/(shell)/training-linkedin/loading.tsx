import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The profile picker, then past posts and the voice side by side. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-56">
      <Skeleton className="h-8 w-72 rounded-md" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
