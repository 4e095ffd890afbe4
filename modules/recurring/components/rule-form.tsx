"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CalendarClockIcon, LoaderCircleIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { useAction } from "@/components/actions/use-action";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import type { RecurrenceFrequency } from "@/db/schema/recurring-enums";
import { addDays, isDay, parseDay } from "@/lib/calendar-day";
import { AssigneeSelect, DifficultySelect, PrioritySelect } from "@/components/tasks/task-field-selects";
import { createRecurringRuleAction, updateRecurringRuleAction } from "../actions";
import type { RuleListItem, SquadOption } from "../queries";
import { cursorFor, describeRecurrence, upcomingOccurrences, type Recurrence } from "../recurrence";
import { WeekdayPicker } from "@/components/ui/weekday-picker";
import { FREQUENCY_LABELS } from "./labels";
import { formatDay } from "@/lib/format";

type Level = "High" | "Medium" | "Low";
type Field = "title" | "description" | "assignedTo" | "weekdays" | "interval" | "monthDay" | "startDate" | "endDate";

const FREQUENCIES: RecurrenceFrequency[] = ["daily", "weekly", "monthly", "every_n_weeks"];

function initialState(rule: RuleListItem | null, squad: SquadOption[], today: string) {
  const start = rule?.startDate ?? today;
  return {
    title: rule?.title ?? "",
    description: rule?.description ?? "",
    priority: (rule?.priority ?? "Medium") as Level,
    difficulty: (rule?.difficulty ?? "Medium") as Level,
    assignedTo: rule?.assignedTo ?? squad.find((m) => m.isMe)?.id ?? "",
    frequency: (rule?.frequency ?? "weekly") as RecurrenceFrequency,
    interval: String(rule?.frequency === "every_n_weeks" ? rule.interval : 2),
    weekdays: rule?.weekdays.length ? rule.weekdays : [parseDay(start).getUTCDay()],
    monthDay: String(rule?.monthDay ?? parseDay(start).getUTCDate()),
    startDate: start,
    endDate: rule?.endDate ?? "",
  };
}

/**
 * Create or edit a recurring task rule; the preview uses the same recurrence the job runs.
 * The page keys it by the rule being edited, so switching rules starts from that rule's fields.
 */
export function RuleForm({ brandId, rule, squad, today }: { brandId: string; rule: RuleListItem | null; squad: SquadOption[]; today: string }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [s, setS] = React.useState(() => initialState(rule, squad, today));
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const set = <K extends keyof typeof s>(key: K, value: (typeof s)[K]) => {
    setS((x) => ({ ...x, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const recurrence: Recurrence | null = isDay(s.startDate)
    ? {
        frequency: s.frequency,
        // The form asks for an interval only for "every n weeks"; daily and monthly task rules repeat every 1.
        interval: s.frequency === "every_n_weeks" ? Math.max(1, Number(s.interval) || 1) : 1,
        weekdays: s.weekdays,
        monthDay: Number(s.monthDay) || null,
        startDate: s.startDate,
        endDate: isDay(s.endDate) ? s.endDate : null,
      }
    : null;
  const upcoming = recurrence && (!recurrence.endDate || recurrence.endDate >= recurrence.startDate) ? upcomingOccurrences(recurrence, addDays(cursorFor(s.startDate, today), 1), 4) : [];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const input = {
      title: s.title,
      description: s.description,
      priority: s.priority,
      difficulty: s.difficulty,
      assignedTo: s.assignedTo,
      frequency: s.frequency,
      interval: s.frequency === "every_n_weeks" ? Number(s.interval) : 1,
      weekdays: s.weekdays,
      monthDay: s.frequency === "monthly" ? Number(s.monthDay) : null,
      startDate: s.startDate,
      endDate: s.endDate || null,
    };
    const onError = (message: string, fieldErrors?: Record<string, string[]>) => {
      const next: Partial<Record<Field, string>> = {};
      for (const k of Object.keys(fieldErrors ?? {})) if (fieldErrors![k]?.[0]) next[k as Field] = fieldErrors![k]![0];
      setErrors(next);
      toast.error(message);
    };
    const success = (d: { title: string; nextRunOn: string | null }) =>
      d.nextRunOn === null ? `"${d.title}" saved. It has no occurrence left.` : d.nextRunOn <= today ? `"${d.title}" scheduled. Its first task is being created now.` : `"${d.title}" scheduled. First task on ${formatDay(d.nextRunOn, { weekday: true })}.`;
    if (rule) {
      const r = await run(updateRecurringRuleAction, { ...input, ruleId: rule.id }, { onError, success, refresh: false });
      if (r.ok) router.push("/scheduled-tasks");
    } else {
      const r = await run(createRecurringRuleAction, input, { onError, success });
      if (r.ok) {
        setS(initialState(null, squad, today));
        setErrors({});
      }
    }
  };

  const noSquad = squad.length === 0;

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-6" aria-label={rule ? "Edit recurring task" : "New recurring task"}>
      <Card>
        <CardHeader>
          <CardTitle>The task</CardTitle>
          <CardDescription>Each run creates this task, due on the day it runs for.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField id="rule-title" label="Title" error={errors.title}>
            <Input {...fieldA11y("rule-title", errors.title)} value={s.title} onChange={(e) => set("title", e.target.value)} placeholder="Publish the weekly newsletter" disabled={pending} autoComplete="off" />
          </FormField>
          <FormField id="rule-description" label="Description" error={errors.description} hint="Optional: the checklist or link the assignee needs every time.">
            <Textarea {...fieldA11y("rule-description", errors.description, true)} value={s.description} onChange={(e) => set("description", e.target.value)} rows={3} disabled={pending} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField id="rule-priority" label="Priority">
              <PrioritySelect id="rule-priority" className="w-full" value={s.priority} onValueChange={(v) => set("priority", v)} disabled={pending} />
            </FormField>
            <FormField id="rule-difficulty" label="Difficulty">
              <DifficultySelect id="rule-difficulty" className="w-full" value={s.difficulty} onValueChange={(v) => set("difficulty", v)} disabled={pending} />
            </FormField>
            <FormField id="rule-assignee" label="Assignee" error={errors.assignedTo}>
              <AssigneeSelect
                id="rule-assignee"
                className="w-full"
                aria-invalid={errors.assignedTo ? true : undefined}
                placeholder={noSquad ? "No squad members" : "Choose"}
                members={squad}
                memberText="name-me"
                value={s.assignedTo}
                onValueChange={(v) => set("assignedTo", v)}
                disabled={pending || noSquad}
              />
            </FormField>
          </div>
          {noSquad ? (
            <p className="text-sm text-muted-foreground">
              Tasks need an assignee. <Link href="/growth-squad" className="font-medium text-foreground underline underline-offset-4">Add squad members</Link> first.
            </p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Schedule</CardTitle>
          <CardDescription>Tasks are created on their day by the app&rsquo;s background job; days missed while the server was down are caught up once.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-2">
            <span id="rule-frequency-label" className="text-sm font-medium">
              Repeats
            </span>
            <ToggleGroup
              type="single"
              variant="outline"
              value={s.frequency}
              onValueChange={(v) => v && set("frequency", v as RecurrenceFrequency)}
              aria-labelledby="rule-frequency-label"
              className="grid w-full grid-cols-2 sm:grid-cols-4"
              disabled={pending}
            >
              {FREQUENCIES.map((f) => (
                <ToggleGroupItem key={f} value={f} className="data-[state=on]:border-primary/40 data-[state=on]:bg-primary/10 data-[state=on]:text-foreground">
                  {FREQUENCY_LABELS[f]}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>

          {s.frequency === "every_n_weeks" ? (
            <FormField id="rule-interval" label="Every how many weeks" error={errors.interval}>
              <Input {...fieldA11y("rule-interval", errors.interval)} type="number" min={2} max={52} inputMode="numeric" value={s.interval} onChange={(e) => set("interval", e.target.value)} className="w-28" disabled={pending} />
            </FormField>
          ) : null}

          {s.frequency === "weekly" || s.frequency === "every_n_weeks" ? <WeekdayPicker id="rule-weekdays" value={s.weekdays} onChange={(v) => set("weekdays", v)} error={errors.weekdays} disabled={pending} /> : null}

          {s.frequency === "monthly" ? (
            <FormField id="rule-month-day" label="Day of the month" error={errors.monthDay} hint={Number(s.monthDay) > 28 ? "In shorter months the task comes on the last day." : undefined}>
              <Input {...fieldA11y("rule-month-day", errors.monthDay, Number(s.monthDay) > 28)} type="number" min={1} max={31} inputMode="numeric" value={s.monthDay} onChange={(e) => set("monthDay", e.target.value)} className="w-28" disabled={pending} />
            </FormField>
          ) : null}

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="rule-start" label="Starts" error={errors.startDate} className="content-start">
              <Input {...fieldA11y("rule-start", errors.startDate)} type="date" value={s.startDate} onChange={(e) => set("startDate", e.target.value)} disabled={pending} />
            </FormField>
            <FormField id="rule-end" label="Ends" error={errors.endDate} hint="Optional: leave empty to repeat until paused or deleted." className="content-start">
              <Input {...fieldA11y("rule-end", errors.endDate, true)} type="date" value={s.endDate} min={s.startDate || undefined} onChange={(e) => set("endDate", e.target.value)} disabled={pending} />
            </FormField>
          </div>

          <div className="rounded-lg border bg-muted/40 p-3 text-sm" aria-live="polite" data-testid="rule-preview">
            {recurrence ? (
              <>
                <p className="flex items-center gap-2 font-medium">
                  <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {describeRecurrence(recurrence)}
                  {recurrence.endDate ? <span className="font-normal text-muted-foreground">until {formatDay(recurrence.endDate)}</span> : null}
                </p>
                <p className="mt-1 text-muted-foreground">
                  {upcoming.length
                    ? `Next: ${upcoming.map((d) => (d === today ? "today" : formatDay(d, { weekday: true, year: d.slice(0, 4) !== today.slice(0, 4) }))).join(" · ")}`
                    : "No occurrence left in this range."}
                </p>
              </>
            ) : (
              <p className="text-muted-foreground">Pick a start date to see when tasks are created.</p>
            )}
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center justify-end gap-2">
        {rule ? (
          <Button type="button" variant="outline" asChild>
            <Link href="/scheduled-tasks">Cancel</Link>
          </Button>
        ) : null}
        <Button type="submit" disabled={pending || noSquad || !s.title.trim()}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {rule ? (pending ? "Saving..." : "Save changes") : pending ? "Scheduling..." : "Schedule task"}
        </Button>
      </div>
    </form>
  );
}
