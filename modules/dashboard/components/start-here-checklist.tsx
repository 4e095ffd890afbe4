import Link from "next/link";
import { CheckCircle2Icon, CircleDashedIcon, CircleIcon } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import type { ChecklistItem } from "../queries";

/** The Start Here checklist: progress over the steps whose state is known, then each step with a link to where it is done. */
export function StartHereChecklist({ items }: { items: ChecklistItem[] }) {
  const trackable = items.filter((i) => !i.unavailable);
  const done = trackable.filter((i) => i.done).length;
  const pct = trackable.length > 0 ? Math.round((done / trackable.length) * 100) : 0;

  return (
    <>
      <div className="space-y-2 rounded-xl border bg-card p-4 shadow-xs">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium">
            {done} of {trackable.length} steps done
          </span>
          <span className="text-muted-foreground tabular-nums">{pct}%</span>
        </div>
        <Progress value={pct} aria-label="Set-up progress" />
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground shadow-xs">
          Your role in this brand has no set-up steps to take. The brand&apos;s owner or an admin sets it up, or gives your role more modules.
        </p>
      ) : null}
      <ol className="divide-y overflow-hidden rounded-xl border bg-card shadow-xs empty:hidden">
        {items.map((item) => (
          <li key={item.key} data-step={item.key} data-done={item.done || undefined} className="flex gap-4 p-4">
            <span className="pt-0.5" aria-hidden="true">
              {item.done ? (
                <CheckCircle2Icon className="size-5 text-success" />
              ) : item.unavailable ? (
                <CircleDashedIcon className="size-5 text-muted-foreground/60" />
              ) : (
                <CircleIcon className="size-5 text-muted-foreground/60" />
              )}
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h2 className={cn("text-sm font-medium", item.done && "text-muted-foreground line-through decoration-muted-foreground/40")}>{item.title}</h2>
                <span className="sr-only">{item.done ? "(done)" : item.unavailable ? "(not tracked yet)" : "(to do)"}</span>
                {item.detail ? <span className="text-xs text-muted-foreground">{item.detail}</span> : null}
              </div>
              <p className="text-sm text-muted-foreground">{item.unavailable ?? item.description}</p>
            </div>
            <Link
              href={item.href}
              className="shrink-0 self-center rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {item.action} →
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
