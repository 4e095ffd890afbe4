import { CalendarClockIcon, ClockIcon, RepeatIcon, UserRoundIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { SopFrequency } from "@/db/schema";
import { formatEffort } from "@/lib/format";
import { cn } from "@/lib/utils";
import { FREQUENCY_LABEL } from "../schedule";

export function FrequencyBadge({ frequency }: { frequency: SopFrequency }) {
  return (
    <Badge variant="outline" className="gap-1 font-normal text-muted-foreground">
      {frequency === "once" ? null : <RepeatIcon aria-hidden />}
      {FREQUENCY_LABEL[frequency]}
    </Badge>
  );
}

/** Role · effort · due offset, the three facts of an SOP task at a glance. */
export function TaskFacts({
  role,
  minutes,
  offsetDays,
  className,
}: {
  role: string;
  minutes: number;
  offsetDays: number;
  className?: string;
}) {
  return (
    <span className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground", className)}>
      {role ? (
        <span className="inline-flex items-center gap-1">
          <UserRoundIcon className="size-3" aria-hidden />
          {role}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1" title="Estimated effort">
        <ClockIcon className="size-3" aria-hidden />
        {formatEffort(minutes)}
      </span>
      <span className="inline-flex items-center gap-1" title="Due after the start date">
        <CalendarClockIcon className="size-3" aria-hidden />
        {offsetDays === 0 ? "Due on start" : `Due +${offsetDays} d`}
      </span>
    </span>
  );
}
