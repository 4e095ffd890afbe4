import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage className="max-w-7xl" titleClassName="w-60">
      <Skeleton className="h-5 w-full max-w-2xl" />
      <div className="rounded-xl border">
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="flex items-center gap-6 border-b px-4 py-3 last:border-0">
            <Skeleton className="h-4 w-44" />
            {Array.from({ length: 5 }, (_, j) => (
              <Skeleton key={j} className="h-6 w-20" />
            ))}
          </div>
        ))}
      </div>
    </SkeletonPage>
  );
}
