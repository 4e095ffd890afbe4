import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const STYLES: Record<string, string> = {
  pending: "bg-muted text-muted-foreground",
  in_progress: "bg-sky-500/10 text-sky-700 dark:text-sky-300",
  blocked: "bg-rose-500/10 text-rose-700 dark:text-rose-300",
  done: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  cancelled: "bg-muted text-muted-foreground line-through",
};
const LABELS: Record<string, string> = { pending: "Pending", in_progress: "In progress", blocked: "Blocked", done: "Done", cancelled: "Cancelled" };

export function TaskStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", STYLES[status] ?? STYLES.pending)}>
      {LABELS[status] ?? status}
    </Badge>
  );
}
