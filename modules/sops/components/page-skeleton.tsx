import { Skeleton, SkeletonTiles } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

type Variant = "library" | "detail" | "tree" | "form" | "dashboard";

/** The loading state of each SOP page, shaped like the page it stands in for. */
export function SopPageSkeleton({ variant }: { variant: Variant }) {
  return (
    <SkeletonPage titleClassName="w-72">
      {variant === "library" ? (
        <>
          <Skeleton className="h-9 w-full max-w-sm" />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-56 rounded-xl" />
            ))}
          </div>
        </>
      ) : variant === "dashboard" ? (
        <>
          <SkeletonTiles count={4} />
          <Skeleton className="h-72 rounded-xl" />
          <div className="grid gap-4 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-56 rounded-xl" />
            ))}
          </div>
        </>
      ) : variant === "form" ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-lg" />
            ))}
          </div>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : (
        <div className="space-y-4">
          {variant === "detail" ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-16 rounded-lg" />
              ))}
            </div>
          ) : (
            <Skeleton className="h-9 w-full max-w-sm" />
          )}
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      )}
    </SkeletonPage>
  );
}
