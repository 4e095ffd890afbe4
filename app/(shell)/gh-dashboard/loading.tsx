import { GrowthPageSkeleton } from "@/modules/growth/components/page-skeleton";

export default function Loading() {
  return <GrowthPageSkeleton variant="dashboard" />;
}
