import { ClassificationSkeleton } from "@/modules/saio/components/classification/classification-skeleton";

export default function Loading() {
  return <ClassificationSkeleton />;
}
