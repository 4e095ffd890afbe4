import { cn } from "@/lib/utils";

const PRIORITY_DOT: Record<string, string> = { High: "bg-destructive", Medium: "bg-warning", Low: "bg-muted-foreground/40" };

/** A task's or SOP task's priority as a coloured dot, named for screen readers. */
export function PriorityDot({ priority, className }: { priority: string; className?: string }) {
  return (
    <span
      className={cn("inline-block size-2 shrink-0 rounded-full", PRIORITY_DOT[priority] ?? "bg-muted", className)}
      title={`${priority} priority`}
      aria-label={`${priority} priority`}
      role="img"
    />
  );
}
