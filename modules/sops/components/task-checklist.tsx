import { CircleCheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** The description and concrete steps of an SOP task. */
export function TaskChecklist({ description, checklist, className }: { description: string; checklist: string[]; className?: string }) {
  return (
    <div className={cn("space-y-3 text-sm", className)}>
      {description ? <p className="leading-relaxed text-muted-foreground">{description}</p> : null}
      {checklist.length ? (
        <ol className="space-y-1.5" aria-label="Checklist">
          {checklist.map((step, i) => (
            <li key={i} className="flex gap-2">
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground/70" aria-hidden />
              <span>{step}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
