import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { SkeletonPage } from "@/components/shell/skeleton-page";

export default function Loading() {
  return (
    <SkeletonPage>
      <DataTableSkeleton rows={8} columns={5} />
    </SkeletonPage>
  );
}
