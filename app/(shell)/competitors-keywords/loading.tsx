import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-56">
      <div className="flex gap-2">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="ml-auto h-9 w-44" />
      </div>
      <Skeleton className="h-9 w-80 max-w-full" />
      <div className="rounded-md border">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-b px-4 py-3 last:border-0">
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-5 w-40" />
          </div>
        ))}
      </div>
    </SkeletonPage>
  );
}
