"use client";

import * as React from "react";
import Link from "next/link";
import { ChevronRightIcon, HistoryIcon, PauseIcon, PencilIcon, PlayIcon, RefreshCwIcon, Trash2Icon, UserRoundIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import type { TaskStatus } from "@/db/schema/tasks";
import { deleteRecurringRuleAction, runRecurringRuleNowAction, setRecurringRulePausedAction } from "../actions";
import type { RuleListItem, RuleRunItem } from "../queries";
import { describeRecurrence } from "../recurrence";
import { RuleStateBadge, ruleState } from "./rule-status";
import { formatDay } from "@/lib/format";

function day(d: string, today: string) {
  if (d === today) return "Today";
  return formatDay(d, { weekday: true, year: d.slice(0, 4) !== today.slice(0, 4) });
}

export function RulesList({ brandId, rules, runs, today, canEdit }: { brandId: string; rules: RuleListItem[]; runs: RuleRunItem[]; today: string; canEdit: boolean }) {
  const byRule = React.useMemo(() => {
    const m = new Map<string, RuleRunItem[]>();
    for (const r of runs) m.set(r.ruleId, [...(m.get(r.ruleId) ?? []), r]);
    return m;
  }, [runs]);
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Recurring tasks">
      {rules.map((rule) => (
        <RuleRow key={rule.id} brandId={brandId} rule={rule} runs={byRule.get(rule.id) ?? []} today={today} canEdit={canEdit} />
      ))}
    </ul>
  );
}

function RuleRow({ brandId, rule, runs, today, canEdit }: { brandId: string; rule: RuleListItem; runs: RuleRunItem[]; today: string; canEdit: boolean }) {
  const { run, isBusy, pending } = useAction({ brandId });
  const [confirmDelete, setConfirmDelete] = React.useState(false);
  const state = ruleState(rule);

  const runNow = () =>
    run(runRecurringRuleNowAction, { ruleId: rule.id }, {
      key: "run",
      onSuccess: (d) => {
        if (d.created > 0) toast.success(`Created ${d.created} task${d.created === 1 ? "" : "s"} from "${rule.title}"`);
        else toast.info(d.nextRunOn ? `Nothing due yet. The next task is created ${d.nextRunOn === today ? "today" : `on ${formatDay(d.nextRunOn, { weekday: true })}`}.` : "Nothing due: this rule has no occurrence left.");
      },
    });
  const togglePause = () =>
    run(setRecurringRulePausedAction, { ruleId: rule.id, paused: !rule.paused }, {
      key: "pause",
      success: (d) => (d.paused ? `Paused "${d.title}"` : `Resumed "${d.title}"${d.nextRunOn ? `. Next task ${d.nextRunOn === today ? "today" : `on ${formatDay(d.nextRunOn, { weekday: true })}`}.` : "."}`),
    });

  return (
    <li className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-xs" data-testid="rule-row">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="min-w-0 space-y-1.5">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h3 className="truncate text-sm font-semibold">{rule.title}</h3>
            <RuleStateBadge state={state} />
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <RefreshCwIcon className="size-3" aria-hidden="true" />
              {describeRecurrence(rule)}
            </span>
            <span className="inline-flex items-center gap-1">
              <UserRoundIcon className="size-3" aria-hidden="true" />
              {rule.assigneeName ?? <span className="text-amber-700 dark:text-amber-400">Unassigned</span>}
            </span>
            <span>
              {rule.priority} priority · {rule.endDate ? `${formatDay(rule.startDate)} – ${formatDay(rule.endDate)}` : `from ${formatDay(rule.startDate)}`}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <div className="mr-1 text-left sm:text-right">
            <p className="text-[11px] tracking-wide text-muted-foreground uppercase">Next run</p>
            <p className="text-sm font-medium tabular-nums" data-testid="rule-next-run">
              {state === "paused" ? "Paused" : rule.nextRunOn ? day(rule.nextRunOn, today) : "—"}
            </p>
          </div>
          {canEdit ? (
            <>
              <Button variant="outline" size="sm" onClick={togglePause} disabled={pending || state === "ended"} aria-label={rule.paused ? `Resume ${rule.title}` : `Pause ${rule.title}`}>
                {rule.paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
                <span className="hidden sm:inline">{isBusy("pause") ? (rule.paused ? "Resuming..." : "Pausing...") : rule.paused ? "Resume" : "Pause"}</span>
              </Button>
              <RowActionsMenu
                label={`More for ${rule.title}`}
                title={rule.title}
                disabled={pending}
                modal={false}
                className="w-48"
                actions={[
                  { label: "Run now", icon: PlayIcon, onSelect: () => void runNow(), disabled: rule.paused },
                  { label: "Edit", icon: PencilIcon, href: `/task-scheduling?rule=${rule.id}` },
                  "separator",
                  { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setConfirmDelete(true) },
                ]}
              />
            </>
          ) : null}
        </div>
      </div>
      <Collapsible className="border-t">
        <CollapsibleTrigger className="group flex w-full items-center gap-2 px-4 py-2.5 text-left text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-5">
          <ChevronRightIcon className="size-3.5 transition-transform group-data-[state=open]:rotate-90" aria-hidden="true" />
          <HistoryIcon className="size-3.5" aria-hidden="true" />
          <span>
            {rule.createdCount === 0 ? "No tasks created yet" : `${rule.createdCount} task${rule.createdCount === 1 ? "" : "s"} created`}
            {rule.lastRunAt ? ` · last run ${formatDay(rule.lastRunAt.slice(0, 10), { year: false })}` : ""}
          </span>
        </CollapsibleTrigger>
        <CollapsibleContent>
          {runs.length === 0 ? (
            <p className="px-4 pb-4 text-sm text-muted-foreground sm:px-5">
              {state === "paused" ? "Resume the rule to have it create tasks." : rule.nextRunOn ? `The first task is created ${rule.nextRunOn === today ? "today" : `on ${formatDay(rule.nextRunOn, { weekday: true })}`}.` : "This rule has no occurrence left."}
            </p>
          ) : (
            <ul className="divide-y border-t" aria-label={`Tasks created by ${rule.title}`}>
              {runs.map((r) => (
                <li key={r.occurrence} className="flex items-center gap-3 px-4 py-2 text-sm sm:px-5" data-testid="rule-history-row">
                  <span className="w-24 shrink-0 text-xs text-muted-foreground tabular-nums">{formatDay(r.occurrence, { year: r.occurrence.slice(0, 4) !== today.slice(0, 4) })}</span>
                  {r.taskId ? (
                    <Link href={`/tasks/${brandId}/${r.taskId}`} className="min-w-0 flex-1 truncate hover:underline">
                      {r.taskTitle}
                    </Link>
                  ) : (
                    <span className="min-w-0 flex-1 truncate text-muted-foreground italic">Task deleted</span>
                  )}
                  {r.taskStatus ? (
                    <TaskStatusBadge status={r.taskStatus as TaskStatus} className="shrink-0" />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CollapsibleContent>
      </Collapsible>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete "${rule.title}"?`}
        description={<p>No more tasks are created from it. The {rule.createdCount === 1 ? "task it already created stays" : `${rule.createdCount} tasks it already created stay`} as they are.</p>}
        confirmLabel="Delete rule"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => (await run(deleteRecurringRuleAction, { ruleId: rule.id }, { success: `Deleted "${rule.title}"` })).ok}
      />
    </li>
  );
}
