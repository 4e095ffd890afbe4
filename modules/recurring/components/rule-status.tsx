import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

type RuleState = "active" | "paused" | "ended";

export function ruleState(rule: { paused: boolean; nextRunOn: string | null }): RuleState {
  if (rule.paused) return "paused";
  return rule.nextRunOn === null ? "ended" : "active";
}

const TONES: Record<RuleState, string> = {
  active: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  paused: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300",
  ended: "bg-muted text-muted-foreground border-transparent",
};

const LABELS: Record<RuleState, string> = { active: "Active", paused: "Paused", ended: "Ended" };

export function RuleStateBadge({ state, className }: { state: RuleState; className?: string }) {
  return (
    <Badge variant="outline" className={cn("font-normal", TONES[state], className)}>
      {LABELS[state]}
    </Badge>
  );
}
