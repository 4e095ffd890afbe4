import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-48">
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-24 w-full" />
      {Array.from({ length: 2 }, (_, i) => (
        <Skeleton key={i} className="h-64 w-full rounded-xl" />
      ))}
    </SkeletonPage>
  );
}
