"use client";

import * as React from "react";
import Link from "next/link";
import { CalendarRangeIcon, ListTodoIcon, LoaderCircleIcon, UndoIcon, UsersRoundIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { cn } from "@/lib/utils";
import { squadMemberName } from "@/modules/squad/labels";
import { formatDay, formatNumber, plural } from "@/lib/format";
import { planIdeaAction, setCapacityAction, unplanIdeaAction } from "../actions";
import { parseNumberField } from "../format";
import type { CapacityCell, PlanningData } from "../queries/planning";
import type { Idea } from "../queries/ideas";
import type { SprintSummary } from "../queries/shared";
import { rankIdeas } from "../scoring";
import { defaultCapacity } from "../stats";
import { ChannelBadge, StageBadge, StatusBadge } from "./badges";
import { EmptyState } from "@/components/ui/empty";
import { FormField } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { FormDialog } from "@/components/ui/form-dialog";

const sprintLabel = (s: SprintSummary) => `${s.name} · ${formatDay(s.startDate)} – ${formatDay(s.endDate)}`;

export function PlanningBoard({ brandId, model, ideas, sprints, squad, capacity, canEdit, today }: PlanningData & { brandId: string; canEdit: boolean; today: string }) {
  const { run, busy } = useAction({ brandId });
  const plannedSprintIds = new Set(ideas.filter((i) => i.sprintId).map((i) => i.sprintId));
  // Sprints worth planning into: open ones not over yet, plus any that already hold experiments.
  const choices = sprints.filter((s) => (s.status === "open" && s.endDate >= today) || s.current || plannedSprintIds.has(s.id));
  const current = sprints.find((s) => s.current) ?? choices[0] ?? null;
  const [sprintId, setSprintId] = React.useState<string | null>(current?.id ?? null);
  const sprint = sprints.find((s) => s.id === sprintId) ?? current;
  const [planning, setPlanning] = React.useState<Idea | null>(null);

  if (sprints.length === 0) {
    return (
      <EmptyState
        icon={CalendarRangeIcon}
        title="No sprints yet"
        action={
          <Button asChild>
            <Link href="/sprints">Generate sprints</Link>
          </Button>
        }
      >
        Experiments are planned into the sprints of the squad. Generate this year&apos;s sprints on Sprints (bi-weekly, tri-weekly or monthly), then come back to plan the top ideas into them.
      </EmptyState>
    );
  }

  const backlog = rankIdeas(
    ideas.filter((i) => i.status === "idea" || i.status === "prioritised"),
    model,
  );
  const inSprint = sprint ? ideas.filter((i) => i.sprintId === sprint.id && (i.status === "planned" || i.status === "running")) : [];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <CalendarRangeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <OptionSelect
            className="w-full sm:w-[22rem]" aria-label="Sprint" value={sprint?.id ?? ""} onValueChange={setSprintId} placeholder="Choose a sprint"
            options={choices.map((s) => ({ value: s.id, label: <>{sprintLabel(s)} {s.current ? " (current)" : ""}</> }))}
          />
          {sprint?.current ? <Badge variant="secondary">Current sprint</Badge> : null}
        </div>
        <Button variant="ghost" size="sm" asChild>
          <Link href="/sprints">Manage sprints</Link>
        </Button>
      </div>

      {squad.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
          <UsersRoundIcon className="size-4" aria-hidden="true" />
          <p className="flex-1">Every experiment needs an owner from the growth squad, and the squad is empty.</p>
          <Button size="sm" variant="outline" asChild>
            <Link href="/growth-squad">Add squad members</Link>
          </Button>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>Ready to plan</CardTitle>
            <CardDescription>The backlog, best {model.toUpperCase()} score first.</CardDescription>
          </CardHeader>
          <CardContent>
            {backlog.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Nothing waiting.{" "}
                <Link href="/brainstorming-ideas" className="font-medium text-foreground underline underline-offset-4">
                  Capture ideas
                </Link>{" "}
                and{" "}
                <Link href="/prioritization" className="font-medium text-foreground underline underline-offset-4">
                  score them
                </Link>
                .
              </p>
            ) : (
              <ol className="divide-y">
                {backlog.slice(0, 25).map((i) => (
                  <li key={i.id} className="flex items-center gap-3 py-2.5" data-testid="plan-candidate">
                    <span className="w-6 text-right text-xs text-muted-foreground tabular-nums">{i.rank ?? "—"}</span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{i.title}</p>
                      <div className="mt-0.5 flex flex-wrap items-center gap-1">
                        <StageBadge stage={i.stage} />
                        <ChannelBadge channel={i.channel} />
                        <span className="text-xs text-muted-foreground">
                          {i.score !== null ? `${model.toUpperCase()} ${formatNumber(i.score, { maximumFractionDigits: 1 })}` : "unscored"}
                          {i.effort !== null ? ` · ${formatNumber(i.effort)} pm` : ""}
                        </span>
                      </div>
                    </div>
                    {canEdit ? (
                      <Button size="sm" variant="outline" onClick={() => setPlanning(i)} disabled={!sprint || squad.length === 0} aria-label={`Plan ${i.title}`}>
                        Plan
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>

        <Card className="gap-4">
          <CardHeader>
            <CardTitle>{sprint ? `In ${sprint.name}` : "In the sprint"}</CardTitle>
            <CardDescription>{sprint ? `${formatDay(sprint.startDate)} – ${formatDay(sprint.endDate)} · ${plural(inSprint.length, "experiment")}` : "Choose a sprint"}</CardDescription>
          </CardHeader>
          <CardContent>
            {inSprint.length === 0 ? (
              <p className="text-sm text-muted-foreground">No experiment in this sprint yet. Plan one from the backlog.</p>
            ) : (
              <ul className="divide-y">
                {inSprint.map((i) => (
                  <li key={i.id} className="flex items-center gap-3 py-2.5" data-testid="planned-experiment">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{i.title}</p>
                      <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                        <StatusBadge status={i.status} />
                        {i.ownerName ?? "No owner"}
                        {i.effort !== null ? ` · ${formatNumber(i.effort)} pm` : ""}
                      </p>
                    </div>
                    <Button size="sm" variant="ghost" asChild>
                      <Link href={`/growth-tasking?experiment=${i.id}`} aria-label={`Break ${i.title} into tasks`}>
                        <ListTodoIcon aria-hidden="true" /> <span className="hidden sm:inline">Tasks</span>
                      </Link>
                    </Button>
                    {canEdit && i.status === "planned" ? (
                      <Button size="icon-sm" variant="ghost" aria-label={`Take ${i.title} out of the sprint`} disabled={busy === i.id} onClick={() => void run(unplanIdeaAction, { id: i.id }, { key: i.id, success: "Back in the backlog" })}>
                        {busy === i.id ? <LoaderCircleIcon className="animate-spin" /> : <UndoIcon />}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      {sprint && squad.length ? <CapacityTable brandId={brandId} sprint={sprint} squad={squad} ideas={ideas} capacity={capacity} canEdit={canEdit} /> : null}

      {planning && sprint ? (
        <PlanDialog brandId={brandId} idea={planning} sprints={choices} defaultSprintId={sprint.id} squad={squad} onClose={() => setPlanning(null)} />
      ) : null}
    </div>
  );
}

function CapacityTable({
  brandId,
  sprint,
  squad,
  ideas,
  capacity,
  canEdit,
}: {
  brandId: string;
  sprint: SprintSummary;
  squad: PlanningData["squad"];
  ideas: Idea[];
  capacity: CapacityCell[];
  canEdit: boolean;
}) {
  const fallback = defaultCapacity(sprint.startDate, sprint.endDate);
  const inSprint = ideas.filter((i) => i.sprintId === sprint.id && (i.status === "planned" || i.status === "running"));
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Capacity in {sprint.name}</CardTitle>
        <CardDescription>Person-months each squad member can give experiments this sprint, against the effort planned for them. A full-time member has {fallback} by default.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {squad.map((m) => {
            const cap = capacity.find((c) => c.sprintId === sprint.id && c.memberId === m.id)?.capacity ?? fallback;
            const mine = inSprint.filter((i) => i.ownerId === m.id);
            const load = mine.reduce((s, i) => s + (i.effort ?? 0), 0);
            const unknown = mine.filter((i) => i.effort === null).length;
            const pct = cap > 0 ? Math.min(100, (load / cap) * 100) : load > 0 ? 100 : 0;
            const over = load > cap + 1e-9;
            return (
              <li key={m.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1.5 py-3 sm:grid-cols-[12rem_1fr_auto]">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{squadMemberName(m)}</p>
                  <p className="text-xs text-muted-foreground">
                    {plural(mine.length, "experiment")}
                    {unknown ? ` · ${unknown} without effort` : ""}
                  </p>
                </div>
                <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
                  <div className="h-2 overflow-hidden rounded-full bg-muted" role="meter" aria-valuenow={load} aria-valuemin={0} aria-valuemax={cap} aria-label={`${squadMemberName(m)}: ${formatNumber(load)} of ${formatNumber(cap)} person-months`}>
                    <div className={cn("h-full rounded-full", over ? "bg-destructive" : "bg-primary")} style={{ width: `${pct}%` }} />
                  </div>
                  <p className={cn("mt-1 text-xs tabular-nums", over ? "text-destructive" : "text-muted-foreground")}>
                    {formatNumber(load)} of {formatNumber(cap)} pm planned{over ? ` — ${formatNumber(load - cap)} over capacity` : ` · ${formatNumber(cap - load)} free`}
                  </p>
                </div>
                {canEdit ? <CapacityInput brandId={brandId} sprintId={sprint.id} memberId={m.id} name={squadMemberName(m)} value={cap} /> : <span className="text-sm tabular-nums">{formatNumber(cap)} pm</span>}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function CapacityInput({ brandId, sprintId, memberId, name, value }: { brandId: string; sprintId: string; memberId: string; name: string; value: number }) {
  const { run, pending } = useAction({ brandId });
  const [text, setText] = React.useState(String(value));
  const [seen, setSeen] = React.useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(String(value));
  }
  const save = () => {
    const n = parseNumberField(text);
    if (n === null || !Number.isFinite(n) || n < 0) {
      setText(String(value));
      return;
    }
    if (n !== value) void run(setCapacityAction, { sprintId, memberId, capacity: n }, { success: `Capacity of ${name} set to ${formatNumber(n)} pm` });
  };
  return (
    <div className="flex items-center gap-1.5">
      <Input
        aria-label={`Capacity of ${name} in person-months`}
        inputMode="decimal"
        className="h-8 w-20 text-right tabular-nums"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => e.key === "Enter" && (e.currentTarget as HTMLInputElement).blur()}
        disabled={pending}
      />
      <span className="text-xs text-muted-foreground">pm</span>
    </div>
  );
}

function PlanDialog({ brandId, idea, sprints, defaultSprintId, squad, onClose }: { brandId: string; idea: Idea; sprints: SprintSummary[]; defaultSprintId: string; squad: PlanningData["squad"]; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [sprintId, setSprintId] = React.useState(defaultSprintId);
  const [ownerId, setOwnerId] = React.useState(idea.ownerId ?? squad[0]?.id ?? "");
  const [effort, setEffort] = React.useState(idea.effort === null ? "" : String(idea.effort));
  const [error, setError] = React.useState<string | null>(null);
  const submit = async () => {
    const e = parseNumberField(effort);
    if (e !== null && (!Number.isFinite(e) || e <= 0)) return setError("Person-months above 0, e.g. 0.5");
    if (!ownerId) return setError(null);
    setError(null);
    const sprint = sprints.find((s) => s.id === sprintId);
    const r = await run(planIdeaAction, { id: idea.id, sprintId, ownerId, effort: e }, { success: `Planned into ${sprint?.name ?? "the sprint"}` });
    if (r.ok) onClose();
  };
  return (
    <FormDialog title={<>Plan “{idea.title}”</>} description="The experiment runs in the chosen sprint, owned by one squad member." className="sm:max-w-md" onClose={onClose} onSubmit={submit} pending={pending} submitLabel="Plan experiment" submitDisabled={!ownerId}>
      <FormField id="plan-sprint" label="Sprint">
        <OptionSelect
          id="plan-sprint" value={sprintId} onValueChange={setSprintId}
          options={sprints.map((s) => ({ value: s.id, label: <>{sprintLabel(s)} {s.current ? " (current)" : ""}</> }))}
        />
      </FormField>
      <FormField id="plan-owner" label="Owner">
        <OptionSelect
          id="plan-owner" value={ownerId} onValueChange={setOwnerId} placeholder="Choose a squad member"
          options={squad.map((m) => ({ value: m.id, label: squadMemberName(m) }))}
        />
      </FormField>
      <FormField id="plan-effort" label="Effort (person-months)" error={error} hint="Counts against the owner's capacity in the sprint.">
        <Input id="plan-effort" inputMode="decimal" value={effort} onChange={(e) => setEffort(e.target.value)} aria-invalid={!!error} />
      </FormField>
    </FormDialog>
  );
}
