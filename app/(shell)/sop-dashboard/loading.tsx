import { SopPageSkeleton } from "@/modules/sops/components/page-skeleton";

export default function Loading() {
  return <SopPageSkeleton variant="dashboard" />;
}
