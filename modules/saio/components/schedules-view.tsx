"use client";

import * as React from "react";
import Link from "next/link";
import { CalendarClockIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OptionSelect } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/actions/use-action";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { createSaioScheduleAction, deleteSaioScheduleAction, runSaioScheduleNowAction, setSaioSchedulePausedAction, updateSaioScheduleAction } from "../actions";
import type { ScheduleInput } from "../inputs";
import type { ScheduleRow } from "../queries";
import { WEEKDAYS } from "../schedule";
import { RunStatus } from "./runs";
import { formatDateTime, formatRelative } from "@/lib/format";
import { RelativeTime } from "@/components/ui/relative-time";

type Engine = { key: string; label: string };

const blank: ScheduleInput = { name: "", frequency: "weekly", hour: 6, weekday: 1, monthDay: 1, topic: null, engineKeys: [], samples: 1 };

type DialogProps = { brandId: string; open: boolean; onOpenChange: (o: boolean) => void; editing: ScheduleRow | null; engines: Engine[]; topics: string[] };

function ScheduleDialog(props: DialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <ScheduleForm key={props.editing?.id ?? "new"} {...props} /> : null}
    </Dialog>
  );
}

function ScheduleForm({ brandId, onOpenChange, editing, engines, topics }: DialogProps) {
  const { run, pending } = useAction({ brandId });
  const [s, setS] = React.useState<ScheduleInput>(() =>
    editing
      ? { name: editing.name, ...editing.recurrence, weekday: editing.recurrence.weekday ?? 1, monthDay: editing.recurrence.monthDay ?? 1, topic: editing.topic, engineKeys: editing.engineKeys, samples: editing.samples }
      : { ...blank, name: "Weekly visibility check" },
  );
  const [errors, setErrors] = React.useState<Record<string, string[] | undefined>>({});
  const submit = async () => {
    if (pending) return;
    const onError = (e: string, fe?: Record<string, string[]>) => setErrors(fe ?? { name: [e] });
    const r = editing
      ? await run(updateSaioScheduleAction, { id: editing.id, schedule: s }, { success: "Schedule saved", onError })
      : await run(createSaioScheduleAction, s, { success: (d) => `Schedule created; first run ${formatRelative(d.nextRunAt, Date.now())}`, onError });
    if (r.ok) onOpenChange(false);
  };
  const err = (k: string) => errors[k]?.[0] ?? errors[`schedule.${k}`]?.[0];
  return (
      <DialogContent className="sm:max-w-lg" onKeyDown={onModEnter(submit)}>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit schedule" : "New schedule"}</DialogTitle>
          <DialogDescription>Runs start on the server at the chosen time (UTC), whether or not anyone is signed in.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="sched-name">Name</Label>
            <Input id="sched-name" value={s.name} onChange={(e) => setS({ ...s, name: e.target.value })} />
            {err("name") ? <p className="text-xs text-destructive" role="alert">{err("name")}</p> : null}
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor="sched-frequency">Repeats</Label>
              <Select value={s.frequency} onValueChange={(v) => setS({ ...s, frequency: v as ScheduleInput["frequency"] })}>
                <SelectTrigger id="sched-frequency" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="daily">Daily</SelectItem>
                  <SelectItem value="weekly">Weekly</SelectItem>
                  <SelectItem value="monthly">Monthly</SelectItem>
                </SelectContent>
              </Select>
            </div>
            {s.frequency === "weekly" ? (
              <div className="grid gap-1.5">
                <Label htmlFor="sched-weekday">On</Label>
                <OptionSelect
                  id="sched-weekday" value={String(s.weekday ?? 1)} onValueChange={(v) => setS({ ...s, weekday: Number(v) })}
                  options={WEEKDAYS.map((d, i) => ({ value: String(i), label: d }))}
                />
              </div>
            ) : s.frequency === "monthly" ? (
              <div className="grid gap-1.5">
                <Label htmlFor="sched-day">Day</Label>
                <Input id="sched-day" type="number" min={1} max={28} value={s.monthDay ?? 1} onChange={(e) => setS({ ...s, monthDay: Number(e.target.value) })} />
                {err("monthDay") ? <p className="text-xs text-destructive">{err("monthDay")}</p> : null}
              </div>
            ) : (
              <div />
            )}
            <div className="grid gap-1.5">
              <Label htmlFor="sched-hour">At (UTC)</Label>
              <Select value={String(s.hour)} onValueChange={(v) => setS({ ...s, hour: Number(v) })}>
                <SelectTrigger id="sched-hour" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {Array.from({ length: 24 }, (_, h) => (
                    <SelectItem key={h} value={String(h)}>
                      {String(h).padStart(2, "0")}:00
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="sched-topic">Prompts</Label>
              <OptionSelect
                id="sched-topic" value={s.topic ?? "__all"} onValueChange={(v) => setS({ ...s, topic: v === "__all" ? null : v })} first={{ value: "__all", label: "Every active prompt" }}
                options={topics.map((t) => ({ value: t, label: <>Topic: {t}</> }))}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="sched-samples">Samples</Label>
              <OptionSelect
                id="sched-samples" value={String(s.samples)} onValueChange={(v) => setS({ ...s, samples: Number(v) })}
                options={[1, 2, 3, 4, 5].map((v) => ({ value: String(v), label: <>{v} per prompt and engine</> }))}
              />
            </div>
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1 text-sm font-medium">Engines</legend>
            <p className="text-xs text-muted-foreground">None ticked: every engine that is enabled when the run starts.</p>
            {engines.map((e) => (
              <label key={e.key} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={s.engineKeys?.includes(e.key) ?? false}
                  onCheckedChange={(c) => setS({ ...s, engineKeys: c ? [...(s.engineKeys ?? []), e.key] : (s.engineKeys ?? []).filter((k) => k !== e.key) })}
                />
                {e.label}
              </label>
            ))}
          </fieldset>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={pending || !s.name.trim()}>
            {pending ? "Saving..." : editing ? "Save schedule" : "Create schedule"}
          </Button>
        </DialogFooter>
      </DialogContent>
  );
}

export function SchedulesView({ brandId, schedules, engines, topics, canEdit }: { brandId: string; schedules: ScheduleRow[]; engines: Engine[]; topics: string[]; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [dialog, setDialog] = React.useState<{ editing: ScheduleRow | null } | null>(null);
  const engineLabel = (k: string) => engines.find((e) => e.key === k)?.label ?? "removed engine";
  return (
    <div className="grid gap-3">
      {canEdit && schedules.length ? (
        <div className="flex justify-end">
          <Button size="sm" onClick={() => setDialog({ editing: null })}>
            <PlusIcon aria-hidden="true" /> New schedule
          </Button>
        </div>
      ) : null}
      {!schedules.length ? (
        <EmptyState
          icon={CalendarClockIcon}
          title="No schedules yet"
          action={
            canEdit ? (
              <Button onClick={() => setDialog({ editing: null })}>
                <PlusIcon aria-hidden="true" /> New schedule
              </Button>
            ) : null
          }
        >
          Run the analysis every day, week or month to see visibility trends. Each run is capped by the monthly budget.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {schedules.map((s) => (
            <li key={s.id} className="grid gap-2 rounded-xl border p-4" aria-label={s.name}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-sm font-semibold">{s.name}</h3>
                {s.paused ? <span className="rounded-md bg-muted px-1.5 text-xs text-muted-foreground">Paused</span> : null}
                <span className="ml-auto flex items-center gap-2">
                  {canEdit ? (
                    <>
                      <Switch
                        aria-label={s.paused ? `Resume ${s.name}` : `Pause ${s.name}`}
                        checked={!s.paused}
                        disabled={isBusy(s.id)}
                        onCheckedChange={(on) => void run(setSaioSchedulePausedAction, { id: s.id, paused: !on }, { key: s.id, success: on ? "Schedule resumed" : "Schedule paused" })}
                      />
                      <RowActionsMenu
                        label={`Actions for ${s.name}`}
                        actions={[
                          { label: "Run now", onSelect: () => void run(runSaioScheduleNowAction, { id: s.id }, { key: s.id, success: "Run started" }) },
                          { label: "Edit", onSelect: () => setDialog({ editing: s }) },
                          "separator",
                          {
                            label: "Delete",
                            destructive: true,
                            onSelect: () => {
                              if (window.confirm(`Delete "${s.name}"? Its past runs are kept.`)) void run(deleteSaioScheduleAction, { id: s.id }, { key: s.id, success: "Schedule deleted" });
                            },
                          },
                        ]}
                      />
                    </>
                  ) : null}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">
                {s.description} · {s.topic ? `topic “${s.topic}”` : "every active prompt"} · {s.engineKeys.length ? s.engineKeys.map(engineLabel).join(", ") : "every enabled engine"} · {s.samples} sample{s.samples === 1 ? "" : "s"}
              </p>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span>{s.paused ? "Not running while paused" : <>Next run <RelativeTime at={s.nextRunAt} /> ({formatDateTime(s.nextRunAt)})</>}</span>
                {s.lastRun ? (
                  <span className="flex items-center gap-1.5">
                    Last run <RunStatus status={s.lastRun.status} /> <RelativeTime at={s.lastRun.createdAt} />
                    {s.lastRun.total ? (
                      <Link href={`/run-analysis?run=${s.lastRun.id}`} className="font-medium text-foreground underline-offset-4 hover:underline">
                        {s.lastRun.done + s.lastRun.failed}/{s.lastRun.total} answers
                      </Link>
                    ) : null}
                  </span>
                ) : (
                  <span>No run yet</span>
                )}
              </div>
              {s.lastRun?.message && s.lastRun.status !== "succeeded" ? <p className="text-xs text-destructive">{s.lastRun.message}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <ScheduleDialog brandId={brandId} open={!!dialog} onOpenChange={(o) => !o && setDialog(null)} editing={dialog?.editing ?? null} engines={engines} topics={topics} />
    </div>
  );
}
