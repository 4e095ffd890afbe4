import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The audience card beside the engine card. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-72">
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-[34rem] rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
