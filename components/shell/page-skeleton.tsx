import { Skeleton, SkeletonCharts, SkeletonTiles } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

/** `count` placeholder blocks of one shape. */
function Blocks({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}

export type PageSkeletonVariant = "list" | "board" | "dashboard" | "form" | "form-aside" | "cards" | "detail" | "tree";

/**
 * The loading state of a page, shaped like the page that is coming: a filtered list, a board of columns,
 * a dashboard (figure tiles and charts), a form (with an aside), a grid of cards, a record's detail or a tree
 * of sections. The route's loading.tsx picks the shape.
 */
export function PageSkeleton({ variant }: { variant: PageSkeletonVariant }) {
  return (
    <SkeletonPage titleClassName="w-72">
      {variant === "dashboard" ? (
        <>
          <SkeletonTiles count={4} />
          <SkeletonCharts />
        </>
      ) : variant === "form" ? (
        <div className="space-y-4">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : variant === "form-aside" ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-3">
            <Blocks count={6} className="h-16 rounded-lg" />
          </div>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : variant === "board" ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-80 rounded-xl lg:col-span-2" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : variant === "cards" ? (
        <>
          <Skeleton className="h-9 w-full max-w-sm" />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Blocks count={6} className="h-56 rounded-xl" />
          </div>
        </>
      ) : variant === "detail" || variant === "tree" ? (
        <div className="space-y-4">
          {variant === "detail" ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Blocks count={4} className="h-16 rounded-lg" />
            </div>
          ) : (
            <Skeleton className="h-9 w-full max-w-sm" />
          )}
          <Blocks count={3} className="h-40 rounded-xl" />
        </div>
      ) : (
        <div className="space-y-3">
          <Skeleton className="h-10 rounded-lg" />
          <Blocks count={6} className="h-14 rounded-lg" />
        </div>
      )}
    </SkeletonPage>
  );
}
