import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-52">
      <Skeleton className="h-4 w-full max-w-xl" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full rounded-xl" />
      ))}
    </SkeletonPage>
  );
}
