import { cn } from "@/lib/utils";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The frame every loading page shares: the page's width, the announced "Loading..." and the
 * header (breadcrumb, title, description), so skeletons line up with the page that replaces them.
 */
export function SkeletonPage({
  wide = true,
  titleClassName = "w-52",
  className,
  children,
}: {
  wide?: boolean;
  titleClassName?: string;
  /** The page's own width when it is neither of the two (e.g. `max-w-5xl`). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("mx-auto flex w-full flex-col gap-6 p-4 md:p-8", wide ? "max-w-6xl" : "max-w-4xl", className)} role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="space-y-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className={cn("h-8 max-w-full", titleClassName)} />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      {children}
    </div>
  );
}
