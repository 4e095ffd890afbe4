import { PageBody } from "@/components/shell/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { SourcesSkeleton } from "@/modules/knowledge/components/sources-skeleton";

export default function Loading() {
  return (
    <PageBody>
      <div className="grid gap-2">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-4 w-full max-w-xl" />
      </div>
      <SourcesSkeleton />
    </PageBody>
  );
}
