import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage className="max-w-5xl" titleClassName="w-40">
      <Skeleton className="h-36 rounded-xl" />
      <div className="rounded-xl border">
        <div className="flex items-center justify-between border-b p-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-40" />
        </div>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-b px-6 py-3.5 last:border-0">
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="hidden h-4 w-44 md:block" />
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-4 w-14" />
          </div>
        ))}
      </div>
    </SkeletonPage>
  );
}
