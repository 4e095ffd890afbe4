import { ArrowDownIcon, ArrowUpIcon, MinusIcon, SparklesIcon } from "lucide-react";
import { rankChange } from "@/modules/seo/analysis/rank-change";
import { cn } from "@/lib/utils";

/**
 * The change arrow of a keyword between its latest check and the one before (rank-change.ts decides
 * the direction): green up with places gained, red down with places lost, "new"/"lost" when it
 * entered or left the top 100, nothing on a first check.
 */
export function RankChangeBadge({ position, previous, hasPrevious, className }: { position: number | null; previous: number | null; hasPrevious: boolean; className?: string }) {
  if (!hasPrevious) return <span className={cn("text-xs text-muted-foreground", className)}>—</span>;
  const c = rankChange([
    { checkedAt: "2000-01-01", position: previous },
    { checkedAt: "2000-01-02", position },
  ]);
  const base = cn("inline-flex items-center gap-0.5 text-xs font-medium tabular-nums", className);
  switch (c.direction) {
    case "up":
      return (
        <span className={cn(base, "text-emerald-700 dark:text-emerald-300")} aria-label={`Up ${c.change} places`}>
          <ArrowUpIcon className="size-3.5" aria-hidden="true" />
          {c.change}
        </span>
      );
    case "down":
      return (
        <span className={cn(base, "text-red-700 dark:text-red-300")} aria-label={`Down ${-(c.change ?? 0)} places`}>
          <ArrowDownIcon className="size-3.5" aria-hidden="true" />
          {-(c.change ?? 0)}
        </span>
      );
    case "new":
      return (
        <span className={cn(base, "text-sky-700 dark:text-sky-300")}>
          <SparklesIcon className="size-3.5" aria-hidden="true" />
          new
        </span>
      );
    case "lost":
      return (
        <span className={cn(base, "text-red-700 dark:text-red-300")} aria-label={`Lost: was ${previous}, now out of the top 100`}>
          <ArrowDownIcon className="size-3.5" aria-hidden="true" />
          lost
        </span>
      );
    default:
      return (
        <span className={cn(base, "text-muted-foreground")} aria-label="No change">
          <MinusIcon className="size-3.5" aria-hidden="true" />
        </span>
      );
  }
}
