import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage className="max-w-5xl" titleClassName="w-72">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex gap-3 rounded-xl border p-5">
          <Skeleton className="size-9 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3 w-40" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </SkeletonPage>
  );
}
