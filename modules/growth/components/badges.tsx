import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { IdeaStatus, LearningOutcome } from "@/db/schema/growth-enums";
import { OUTCOME_LABELS, STATUS_LABELS, channelLabel, stageLabel } from "../labels";

const STATUS_STYLES: Record<IdeaStatus, string> = {
  idea: "bg-muted text-muted-foreground",
  prioritised: "bg-sky-500/10 text-sky-700 dark:text-sky-300",
  planned: "bg-violet-500/10 text-violet-700 dark:text-violet-300",
  running: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  done: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  discarded: "bg-muted text-muted-foreground line-through",
};

export function StatusBadge({ status, className }: { status: IdeaStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", STATUS_STYLES[status], className)}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const OUTCOME_STYLES: Record<LearningOutcome, string> = {
  win: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  loss: "bg-rose-500/10 text-rose-700 dark:text-rose-300",
  inconclusive: "bg-muted text-muted-foreground",
};

export function OutcomeBadge({ outcome, className }: { outcome: LearningOutcome; className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", OUTCOME_STYLES[outcome], className)}>
      {OUTCOME_LABELS[outcome]}
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: string | null }) {
  if (!stage) return null;
  return (
    <Badge variant="outline" className="font-normal text-muted-foreground">
      {stageLabel(stage)}
    </Badge>
  );
}

export function ChannelBadge({ channel }: { channel: string | null }) {
  if (!channel) return null;
  return (
    <Badge variant="outline" className="font-normal text-muted-foreground">
      {channelLabel(channel)}
    </Badge>
  );
}
