import { DataTableSkeleton } from "@/components/data-table/skeleton";

/** The sources table while the page loads: the toolbar's place, then rows. */
export function SourcesSkeleton() {
  return <DataTableSkeleton rows={6} columns={7} />;
}
