import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** Placeholder of the recurring-rule pages (/task-scheduling, /scheduled-tasks). */
export function RulesSkeleton() {
  return (
    <SkeletonPage titleClassName="w-56" className="max-w-5xl">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border p-5">
          <div className="flex items-center justify-between gap-4">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-8 w-24" />
          </div>
          <Skeleton className="h-3 w-80 max-w-full" />
        </div>
      ))}
    </SkeletonPage>
  );
}
