import { SaioDashboardSkeleton } from "@/modules/saio/components/dashboard/dashboard-skeleton";

export default function Loading() {
  return <SaioDashboardSkeleton />;
}
