import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder of the main area while a page or a brand switch loads. */
export function MainSkeleton({ label }: { label?: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-8" role="status" aria-live="polite">
      <span className="sr-only">{label ?? "Loading..."}</span>
      <div className="space-y-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-64" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
