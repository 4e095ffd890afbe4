import { TaskTableSkeleton } from "@/modules/tasks/components/skeletons";

export default function Loading() {
  return <TaskTableSkeleton />;
}
