import { TaskListSkeleton } from "@/modules/tasks/components/skeletons";

export default function Loading() {
  return <TaskListSkeleton filters={false} />;
}
