import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder of the recurring-rule pages (/task-scheduling, /scheduled-tasks). */
export function RulesSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-8" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="space-y-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-full max-w-xl" />
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border p-5">
          <div className="flex items-center justify-between gap-4">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-8 w-24" />
          </div>
          <Skeleton className="h-3 w-80 max-w-full" />
        </div>
      ))}
    </div>
  );
}
