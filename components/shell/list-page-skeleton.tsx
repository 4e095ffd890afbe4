import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** Placeholder of a settings-style page: header, one card of rows, a second card. */
export function ListPageSkeleton() {
  return (
    <SkeletonPage wide={false} titleClassName="w-56">
      <div className="rounded-xl border">
        <div className="flex items-center justify-between border-b p-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-32" />
        </div>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex items-center gap-3 border-b px-6 py-3 last:border-0">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="h-5 w-24" />
          </div>
        ))}
      </div>
      <Skeleton className="h-40 rounded-xl" />
    </SkeletonPage>
  );
}
