import Link from "next/link";
import { CalendarClockIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import type { RuleListItem } from "../queries";
import { describeRecurrence } from "../recurrence";
import { ruleState } from "./rule-status";
import { formatDay } from "@/lib/format";

/** The brand's rules beside the form: what already exists, each one a link to edit it. */
export function RuleSummary({ rules, today, activeId }: { rules: RuleListItem[]; today: string; activeId: string | null }) {
  return (
    <aside className="min-w-0 space-y-3" aria-label="Existing recurring tasks">
      <h2 className="text-sm font-medium text-muted-foreground">Existing recurring tasks</h2>
      {rules.length === 0 ? (
        <div className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          <CalendarClockIcon className="mb-2 size-5" aria-hidden="true" />
          None yet. The first one you schedule shows up here and on Scheduled Tasks, with its next run and the tasks it created.
        </div>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {rules.map((r) => {
            const state = ruleState(r);
            return (
              <li key={r.id}>
                <Link
                  href={`/task-scheduling?rule=${r.id}`}
                  aria-current={r.id === activeId ? "page" : undefined}
                  className={cn("block px-3 py-2.5 outline-none hover:bg-accent/50 focus-visible:bg-accent", r.id === activeId && "bg-accent")}
                >
                  <span className="block truncate text-sm font-medium">{r.title}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {describeRecurrence(r)} ·{" "}
                    {state === "paused" ? "paused" : state === "ended" ? "ended" : r.nextRunOn === today ? "next today" : `next ${formatDay(r.nextRunOn!, { year: false })}`}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
