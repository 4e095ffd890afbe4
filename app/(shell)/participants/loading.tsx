import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-40">
      <Skeleton className="h-8 w-96 max-w-full" />
      <div className="divide-y rounded-xl border">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="space-y-2 p-4">
            <div className="flex items-center gap-2">
              <Skeleton className="h-4 w-56 max-w-full" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-4 w-full max-w-xl" />
            <Skeleton className="h-3 w-80 max-w-full" />
          </div>
        ))}
      </div>
    </SkeletonPage>
  );
}
