import { SkeletonPage } from "@/components/shell/skeleton-page";
import { Skeleton } from "@/components/ui/skeleton";

/** The briefs table: a header row and a few briefs. */
export default function Loading() {
  return (
    <SkeletonPage titleClassName="w-64">
      <div className="rounded-xl border">
        <Skeleton className="m-3 h-5 w-1/2" />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-t px-4 py-3">
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-72 max-w-full" />
            </div>
            <Skeleton className="h-4 w-10" />
            <Skeleton className="hidden h-5 w-24 md:block" />
          </div>
        ))}
      </div>
    </SkeletonPage>
  );
}
