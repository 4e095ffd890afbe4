import { TaskPageSkeleton } from "@/modules/tasks/components/skeletons";

export default function Loading() {
  return <TaskPageSkeleton />;
}
