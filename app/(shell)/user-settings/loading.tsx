import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage className="max-w-3xl">
      {[176, 160, 240, 200, 140].map((h, i) => (
        <Skeleton key={i} className="rounded-xl" style={{ height: h }} />
      ))}
    </SkeletonPage>
  );
}
