import Link from "next/link";
import { CalendarClockIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { today as currentDay } from "@/lib/calendar-day";
import type { RuleListItem, RuleRunItem } from "../queries";
import { RulesList } from "./rules-list";

export function NewRecurringTaskButton() {
  return (
    <Button asChild>
      <Link href="/task-scheduling">
        <PlusIcon aria-hidden="true" />
        New recurring task
      </Link>
    </Button>
  );
}

/** /scheduled-tasks' body: the rules with their runs, or what to do first when there are none. */
export function ScheduledTasksView({ brandId, rules, runs, canEdit }: { brandId: string; rules: RuleListItem[]; runs: RuleRunItem[]; canEdit: boolean }) {
  if (rules.length > 0) return <RulesList brandId={brandId} rules={rules} runs={runs} today={currentDay()} canEdit={canEdit} />;
  return (
    <EmptyState icon={CalendarClockIcon} title="No recurring tasks" action={canEdit ? <NewRecurringTaskButton /> : null}>
      Schedule the work that comes back — a weekly report, a monthly audit — and a task is created for the squad on each day it is due.
    </EmptyState>
  );
}
