import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 md:p-8" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="space-y-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-60" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
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
    </div>
  );
}
