import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage className="max-w-4xl" titleClassName="w-64">
      <Skeleton className="h-52 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-80 rounded-xl" />
    </SkeletonPage>
  );
}
