import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

export const SPRINT_STATUS_LABELS = { open: "Open", active: "Active", closed: "Closed" } as const;

const TONES = {
  open: "bg-muted text-muted-foreground border-transparent",
  active: "bg-blue-500/10 text-blue-700 dark:text-blue-300 border-blue-500/20",
  closed: "bg-transparent text-muted-foreground",
} as const;

export function SprintStatusBadge({ status, className }: { status: keyof typeof TONES; className?: string }) {
  return (
    <Badge variant="outline" className={cn("font-normal", TONES[status], className)}>
      {SPRINT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function CurrentSprintBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-emerald-500/30 bg-emerald-500/10 font-medium text-emerald-700 dark:text-emerald-300", className)}>
      <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
      Current
    </Badge>
  );
}
