import { ListPageSkeleton } from "@/components/shell/list-page-skeleton";

export default function Loading() {
  return <ListPageSkeleton />;
}
