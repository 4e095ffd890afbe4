import { cn } from "@/lib/utils";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cn("animate-pulse rounded-md bg-accent", className)} {...props} />;
}

/** A bordered list of `count` placeholder rows, each holding `children` (the row's placeholder cells). */
function SkeletonRows({ count, className, rowClassName, children }: { count: number; className?: string; rowClassName?: string; children: React.ReactNode }) {
  return (
    <div className={cn("rounded-xl border", className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cn("flex items-center gap-4 border-b px-4 py-3 last:border-0", rowClassName)}>
          {children}
        </div>
      ))}
    </div>
  );
}

export { Skeleton, SkeletonRows };
