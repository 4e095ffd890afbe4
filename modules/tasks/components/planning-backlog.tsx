"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { LoaderCircleIcon, SearchIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { bulkUpdateTasksAction, updateTaskAction } from "../actions";
import { taskPath } from "../paths";
import type { SprintOption, TaskRow } from "../queries";
import { planningToSearch, type PlanningFilters } from "../view-params";
import { AssigneeText, DifficultyText, PriorityText } from "./task-bits";

const sprintLabel = (s: SprintOption) => `${s.name} (${s.startDate.slice(5)} → ${s.endDate.slice(5)})`;

/**
 * The backlog of /task-planning: open tasks without a sprint. Each row takes a sprint and a due date
 * on its own; selected rows take them together. A planned task leaves the backlog.
 */
export function PlanningBacklog({
  brandId,
  rows,
  sprints,
  filters,
  canEdit,
}: {
  brandId: string;
  rows: TaskRow[];
  sprints: SprintOption[];
  filters: PlanningFilters;
  canEdit: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const { run, pending, isBusy } = useAction({ brandId });
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  const [sprint, setSprint] = React.useState<string>("");
  const [due, setDue] = React.useState("");
  const [q, setQ] = React.useState(filters.q ?? "");
  const [searching, startSearch] = React.useTransition();

  const ids = rows.map((r) => r.id).join(",");
  const [prevIds, setPrevIds] = React.useState(ids);
  if (prevIds !== ids) {
    setPrevIds(ids);
    setSelected((s) => new Set([...s].filter((id) => rows.some((r) => r.id === id))));
  }

  const search = (value: string) => startSearch(() => router.push(`${pathname}${planningToSearch({ q: value.trim() || undefined })}`, { scroll: false }));
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const planSelected = async () => {
    if (!selected.size || (!sprint && !due)) return;
    const sprintName = sprints.find((s) => s.id === sprint)?.name;
    const result = await run(
      bulkUpdateTasksAction,
      { taskIds: [...selected], ...(sprint ? { sprintId: sprint } : {}), ...(due ? { dueDate: due } : {}) },
      { key: "bulk", success: (d) => `Planned ${d.updated} task${d.updated === 1 ? "" : "s"}${sprintName ? ` into ${sprintName}` : ""}` },
    );
    if (result.ok) {
      setSelected(new Set());
      setSprint("");
      setDue("");
    }
  };
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  return (
    <div className="grid min-w-0 gap-3">
      <form
        role="search"
        className="relative"
        onSubmit={(e) => {
          e.preventDefault();
          search(q);
        }}
      >
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} onBlur={() => q.trim() !== (filters.q ?? "") && search(q)} placeholder="Search the backlog" aria-label="Search the backlog" className="pl-8" />
        {searching ? <LoaderCircleIcon aria-hidden="true" className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2 animate-spin text-muted-foreground" /> : null}
      </form>

      {canEdit && selected.size > 0 ? (
        <div role="region" aria-label="Plan the selected tasks" className="flex flex-wrap items-center gap-2 rounded-xl border bg-primary/5 p-2 pl-3 text-sm">
          <span className="font-medium tabular-nums">{selected.size} selected</span>
          <Select value={sprint} onValueChange={setSprint}>
            <SelectTrigger size="sm" className="w-auto max-w-64" aria-label="Sprint for the selected tasks">
              <SelectValue placeholder="Choose a sprint" />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {sprints.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {sprintLabel(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Input type="date" value={due} onChange={(e) => setDue(e.target.value)} aria-label="Due date for the selected tasks" className="h-8 w-40" />
          <Button size="sm" onClick={() => void planSelected()} disabled={(!sprint && !due) || pending}>
            {isBusy("bulk") ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
            Plan {selected.size} task{selected.size === 1 ? "" : "s"}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} className="ml-auto">
            <XIcon aria-hidden="true" />
            Clear
          </Button>
        </div>
      ) : null}

      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-sm">
          <caption className="sr-only">Backlog: open tasks without a sprint</caption>
          <thead className="hidden border-b bg-muted/40 text-left text-xs text-muted-foreground md:table-header-group">
            <tr>
              {canEdit ? (
                <th scope="col" className="w-10 py-2.5 pl-4">
                  <Checkbox aria-label="Select every task on this page" checked={allSelected} onCheckedChange={(v) => setSelected(v === true ? new Set(rows.map((r) => r.id)) : new Set())} />
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2.5 font-medium">Task</th>
              <th scope="col" className="px-3 py-2.5 font-medium">Sprint</th>
              <th scope="col" className="px-3 py-2.5 pr-4 font-medium">Due date</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((r) => (
              <tr key={r.id} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 px-4 py-3 md:table-row md:p-0" data-testid="backlog-row">
                {canEdit ? (
                  <td className="row-span-3 pt-0.5 md:w-10 md:py-3 md:pl-4">
                    <Checkbox aria-label={`Select "${r.title}"`} checked={selected.has(r.id)} onCheckedChange={(v) => toggle(r.id, v === true)} />
                  </td>
                ) : null}
                <td className="min-w-0 md:px-3 md:py-2.5">
                  <Link href={taskPath(r.brandId, r.id)} className="line-clamp-2 font-medium hover:underline">
                    {r.title}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <PriorityText priority={r.priority} />
                    <DifficultyText difficulty={r.difficulty} />
                    <AssigneeText name={r.assigneeName} />
                  </div>
                </td>
                <td className="md:px-3 md:py-2.5">
                  <Select
                    value=""
                    disabled={!canEdit || isBusy(r.id)}
                    onValueChange={(v) =>
                      void run(updateTaskAction, { taskId: r.id, sprintId: v }, { key: r.id, success: `Planned "${r.title}" into ${sprints.find((s) => s.id === v)?.name ?? "the sprint"}` })
                    }
                  >
                    <SelectTrigger size="sm" className="w-full md:w-52" aria-label={`Sprint for "${r.title}"`}>
                      <SelectValue placeholder={sprints.length ? "Plan into sprint" : "No open sprints"} />
                    </SelectTrigger>
                    <SelectContent className="max-h-72">
                      {sprints.map((s) => (
                        <SelectItem key={s.id} value={s.id}>
                          {sprintLabel(s)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </td>
                <td className="md:px-3 md:py-2.5 md:pr-4">
                  <DueInput
                    value={r.dueDate}
                    disabled={!canEdit || isBusy(r.id)}
                    label={`Due date of "${r.title}"`}
                    onChange={(v) => void run(updateTaskAction, { taskId: r.id, dueDate: v }, { key: r.id, success: v ? `Due date set to ${v}` : "Due date cleared" })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Saves when a full date is picked or typed (not on every keystroke). */
function DueInput({ value, disabled, label, onChange }: { value: string | null; disabled: boolean; label: string; onChange: (v: string | null) => void }) {
  const [v, setV] = React.useState(value ?? "");
  const [prev, setPrev] = React.useState(value);
  if (prev !== value) {
    setPrev(value);
    setV(value ?? "");
  }
  const commit = () => {
    const next = v || null;
    if (next !== value && (next === null || /^\d{4}-\d{2}-\d{2}$/.test(next))) onChange(next);
  };
  return (
    <Input
      type="date"
      value={v}
      disabled={disabled}
      aria-label={label}
      onChange={(e) => setV(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && commit()}
      className="h-8 w-full md:w-40"
    />
  );
}
