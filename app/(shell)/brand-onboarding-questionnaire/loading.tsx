import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage className="max-w-5xl" titleClassName="w-80">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="space-y-2">
          <Skeleton className="h-24 rounded-xl" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9 rounded-md" />
          ))}
        </div>
        <Skeleton className="h-[28rem] rounded-xl" />
      </div>
    </SkeletonPage>
  );
}
