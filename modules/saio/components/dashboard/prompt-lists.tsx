import { Badge } from "@/components/ui/badge";
import type { Dashboard } from "../../queries";
import { formatNumber, pct } from "@/lib/format";

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** Prompts whose answers name the brand most often. */
export function PromptsWon({ prompts }: { prompts: Dashboard["promptsWon"] }) {
  if (!prompts.length) return <Empty>No prompt&apos;s answers mention the brand in this period.</Empty>;
  return (
    <ol className="divide-y" aria-label="Top prompts won" data-testid="saio-prompts-won">
      {prompts.map((p) => (
        <li key={p.promptId} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
          <div className="min-w-0 flex-1 space-y-0.5">
            <p className="line-clamp-2 text-sm font-medium text-pretty" title={p.text}>
              {p.text}
            </p>
            <p className="text-xs text-muted-foreground tabular-nums">
              {formatNumber(p.answers, 0)} answer{p.answers === 1 ? "" : "s"}
              {p.avgPosition !== null ? ` · avg. position #${formatNumber(p.avgPosition, 1)}` : ""}
            </p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-emerald-700 tabular-nums dark:text-emerald-400" aria-label={`Visibility ${pct(p.visibility)}`}>
            {pct(p.visibility, 0)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Prompts where competitors are named and the brand is not: the clearest content gaps. */
export function PromptsLost({ prompts }: { prompts: Dashboard["promptsLost"] }) {
  if (!prompts.length) return <Empty>No prompt where competitors are named and the brand is not.</Empty>;
  return (
    <ol className="divide-y" aria-label="Top prompts lost" data-testid="saio-prompts-lost">
      {prompts.map((p) => (
        <li key={p.promptId} className="space-y-1.5 py-2.5 first:pt-0 last:pb-0">
          <div className="flex items-start gap-3">
            <p className="line-clamp-2 min-w-0 flex-1 text-sm font-medium text-pretty" title={p.text}>
              {p.text}
            </p>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {formatNumber(p.answers, 0)} answer{p.answers === 1 ? "" : "s"}
            </span>
          </div>
          <div className="flex flex-wrap gap-1">
            {p.competitors.slice(0, 6).map((c) => (
              <Badge key={c} variant="outline" className="border-transparent bg-rose-500/10 font-normal text-rose-700 dark:text-rose-300">
                {c}
              </Badge>
            ))}
            {p.competitors.length > 6 ? (
              <Badge variant="outline" className="font-normal text-muted-foreground">
                +{p.competitors.length - 6}
              </Badge>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
