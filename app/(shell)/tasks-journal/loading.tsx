import { TaskReportSkeleton } from "@/modules/tasks/components/skeletons";

export default function Loading() {
  return <TaskReportSkeleton />;
}
