"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { FlaskConicalIcon, ListTodoIcon, LoaderCircleIcon, PlayIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { AssigneeSelect, PrioritySelect } from "@/components/tasks/task-field-selects";
import { createExperimentTasksAction, setIdeaStatusAction } from "../actions";
import { formatDay } from "@/lib/format";
import { hypothesisSentence } from "../format";
import type { Idea } from "../queries/ideas";
import type { TaskingData } from "../queries/experiments";
import { StatusBadge } from "./badges";
import { EmptyState } from "@/components/ui/empty";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { useAction } from "@/components/actions/use-action";
import { onFormSubmit } from "@/components/actions/on-form-submit";

type Level = "High" | "Medium" | "Low";
type Row = { key: string; title: string; assignedTo: string; priority: Level };

/** The usual steps of one growth experiment, offered as one-click task titles. */
const EXPERIMENT_STEPS = [
  "Write the experiment brief and success criteria",
  "Set up tracking for the success metric",
  "Build the variant",
  "QA and launch the experiment",
  "Analyse the results and record the learning",
];

let seq = 0;
const newRow = (title: string, assignedTo: string): Row => ({ key: `row-${++seq}`, title, assignedTo, priority: "Medium" });

export function TaskingBoard({ brandId, ideas, tasks, squad, selectedId, canEdit }: TaskingData & { brandId: string; selectedId: string | null; canEdit: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const active = ideas.filter((i) => i.status === "planned" || i.status === "running");
  const selected = active.find((i) => i.id === selectedId) ?? active[0] ?? null;

  if (active.length === 0) {
    return (
      <EmptyState
        icon={FlaskConicalIcon}
        title="No planned experiment to break down"
        action={
          <Button asChild>
            <Link href="/growth-planning">Plan an experiment</Link>
          </Button>
        }
      >
        Tasks belong to experiments that are planned into a sprint. Plan a top idea on Growth Planning, then split it here into the tasks the squad will do.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <nav aria-label="Experiments" className="space-y-2">
        <p className="text-xs font-medium text-muted-foreground">Planned and running experiments</p>
        <ul className="space-y-1.5">
          {active.map((i) => {
            const count = tasks.filter((t) => t.ideaId === i.id).length;
            const isSel = i.id === selected?.id;
            return (
              <li key={i.id}>
                <button
                  type="button"
                  aria-current={isSel ? "true" : undefined}
                  onClick={() => router.replace(`${pathname}?experiment=${i.id}`, { scroll: false })}
                  className={cn(
                    "w-full rounded-lg border px-3 py-2 text-left text-sm outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    isSel && "border-primary/60 bg-muted/60",
                  )}
                >
                  <span className="line-clamp-2 font-medium">{i.title}</span>
                  <span className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
                    <StatusBadge status={i.status} />
                    {count} task{count === 1 ? "" : "s"}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {selected ? <ExperimentDetail key={selected.id} brandId={brandId} idea={selected} tasks={tasks.filter((t) => t.ideaId === selected.id)} squad={squad} canEdit={canEdit} /> : null}
    </div>
  );
}

function ExperimentDetail({ brandId, idea, tasks, squad, canEdit }: { brandId: string; idea: Idea; tasks: TaskingData["tasks"]; squad: TaskingData["squad"]; canEdit: boolean }) {
  const { run, busy } = useAction({ brandId });
  const defaultAssignee = idea.ownerId ?? squad[0]?.id ?? "";
  const [rows, setRows] = React.useState<Row[]>(() => (tasks.length ? [] : [newRow("", defaultAssignee)]));
  const existing = new Set(tasks.map((t) => t.title.toLowerCase()));
  const sentence = hypothesisSentence({ change: idea.hypothesisChange, outcome: idea.hypothesisOutcome, measure: idea.hypothesisMeasure });

  // A suggested step fills the first empty row, else it is appended.
  const addRow = (title: string) =>
    setRows((r) => {
      const empty = r.findIndex((x) => !x.title.trim());
      return empty >= 0 ? r.map((x, i) => (i === empty ? { ...x, title } : x)) : [...r, newRow(title, defaultAssignee)];
    });
  const ready = rows.filter((r) => r.title.trim());

  const create = async () => {
    if (!ready.length) return;
    const r = await run(
      createExperimentTasksAction,
      { ideaId: idea.id, tasks: ready.map((x) => ({ title: x.title, assignedTo: x.assignedTo || null, priority: x.priority })) },
      { key: "create", success: (d) => `Task created successfully${d.ids.length > 1 ? ` (${d.ids.length})` : ""}` },
    );
    if (r.ok) setRows([]);
  };

  return (
    <div className="space-y-6">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-lg">{idea.title}</CardTitle>
          <CardDescription>{sentence ?? "No hypothesis written yet."}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <StatusBadge status={idea.status} />
          <span className="text-muted-foreground">Sprint: <span className="text-foreground">{idea.sprintName ?? "—"}</span></span>
          <span className="text-muted-foreground">Owner: <span className="text-foreground">{idea.ownerName ?? "—"}</span></span>
          {idea.startedAt ? <span className="text-muted-foreground">Started {formatDay(idea.startedAt)}</span> : null}
          <div className="ml-auto flex gap-2">
            {canEdit && idea.status === "planned" ? (
              <Button size="sm" variant="outline" disabled={busy === "start"} onClick={() => void run(setIdeaStatusAction, { id: idea.id, status: "running" }, { key: "start", success: "Experiment started" })}>
                {busy === "start" ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PlayIcon aria-hidden="true" />} Start experiment
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" asChild>
              <Link href={`/growth-learnings?experiment=${idea.id}`}>Record learning</Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="tasks-title" className="space-y-3">
        <div className="flex items-end justify-between gap-2">
          <h2 id="tasks-title" className="text-base font-semibold">
            Tasks <span className="font-normal text-muted-foreground tabular-nums">({tasks.length})</span>
          </h2>
          <Link href="/growth-tasks" className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            Follow all experiments
          </Link>
        </div>
        {tasks.length === 0 ? (
          <EmptyState title="No tasks yet" className="gap-3 p-4 md:p-4">
            Break the experiment into the steps below.
          </EmptyState>
        ) : (
          <ul className="divide-y rounded-xl border bg-card" aria-label="Tasks of the experiment">
            {tasks.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
                <span className="min-w-0 flex-1 font-medium">{t.title}</span>
                <span className="text-muted-foreground">{t.assigneeName ?? "Unassigned"}</span>
                <Badge variant="outline" className="font-normal">
                  {t.priority}
                </Badge>
                <TaskStatusBadge status={t.status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {canEdit ? (
        <Card className="gap-4">
          <CardHeader>
            <CardTitle className="text-base">Add tasks</CardTitle>
            <CardDescription>They go to the experiment&apos;s sprint ({idea.sprintName ?? "none"}) as pending tasks, assigned to the owner unless you pick someone else.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap gap-1.5" aria-label="Suggested steps">
              {EXPERIMENT_STEPS.filter((s) => !existing.has(s.toLowerCase()) && !rows.some((r) => r.title === s)).map((s) => (
                <Button key={s} type="button" size="sm" variant="secondary" className="h-auto py-1 text-xs whitespace-normal" onClick={() => addRow(s)}>
                  <PlusIcon aria-hidden="true" /> {s}
                </Button>
              ))}
            </div>
            <form className="space-y-2" onSubmit={onFormSubmit(create)}>
              {rows.map((row, i) => (
                <div key={row.key} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_7rem_auto]">
                  <Input
                    aria-label={`Task ${i + 1} title`}
                    placeholder={`Task ${i + 1}`}
                    value={row.title}
                    autoFocus={i === rows.length - 1 && !row.title}
                    onChange={(e) => setRows((r) => r.map((x) => (x.key === row.key ? { ...x, title: e.target.value } : x)))}
                    className="col-span-1"
                  />
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove task ${i + 1}`} className="sm:order-last" onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}>
                    <Trash2Icon />
                  </Button>
                  <AssigneeSelect
                    aria-label={`Assignee of task ${i + 1}`}
                    className="w-full"
                    placeholder="Assignee"
                    members={squad}
                    value={row.assignedTo}
                    onValueChange={(v) => setRows((r) => r.map((x) => (x.key === row.key ? { ...x, assignedTo: v } : x)))}
                  />
                  <PrioritySelect
                    aria-label={`Priority of task ${i + 1}`}
                    className="w-full"
                    value={row.priority}
                    onValueChange={(v) => setRows((r) => r.map((x) => (x.key === row.key ? { ...x, priority: v } : x)))}
                  />
                </div>
              ))}
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <Button type="button" variant="outline" size="sm" onClick={() => setRows((r) => [...r, newRow("", defaultAssignee)])}>
                  <PlusIcon aria-hidden="true" /> Add a task
                </Button>
                <Button type="submit" size="sm" className="ml-auto" disabled={!ready.length || busy === "create"}>
                  {busy === "create" ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <ListTodoIcon aria-hidden="true" />}
                  Create {ready.length || ""} task{ready.length === 1 ? "" : "s"}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
