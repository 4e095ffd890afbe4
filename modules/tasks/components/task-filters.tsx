"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { KanbanIcon, ListIcon, LoaderCircleIcon, SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { cn } from "@/lib/utils";
import { DIFFICULTY_LABELS, DIFFICULTY_ORDER, PRIORITY_ORDER } from "@/lib/task-levels";
import { sourceLabel } from "../labels";
import { STATUS_LABELS, STATUS_ORDER } from "@/lib/task-status";
import type { MemberOption, SprintOption } from "../queries";
import { DataTableSortSelect } from "@/components/data-table/sort-select";
import { DUE_FILTERS, DUE_LABELS, hasFilters, SORT_PRESETS, sortLabel, TASK_TABLE, taskFiltersToSearch, type TaskFilters } from "../view-params";

const ALL = "__all";

/** Filters, search, sort and view of /tasks; all in the URL, so a view can be shared and survives a reload. */
export function TaskFiltersBar({
  filters,
  squad,
  sprints,
  sources,
}: {
  filters: TaskFilters;
  squad: MemberOption[];
  sprints: SprintOption[];
  sources: string[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const [q, setQ] = React.useState(filters.q ?? "");
  const [prevQ, setPrevQ] = React.useState(filters.q);
  if (prevQ !== filters.q) {
    setPrevQ(filters.q);
    setQ(filters.q ?? "");
  }

  const go = React.useCallback(
    (patch: Partial<TaskFilters>) => {
      const next = { ...filters, ...patch, page: patch.page ?? 1 };
      startTransition(() => router.push(`${pathname}${taskFiltersToSearch(next)}`, { scroll: false }));
    },
    [filters, pathname, router],
  );

  // Search as you type, once typing pauses.
  React.useEffect(() => {
    const value = q.trim() || undefined;
    if (value === filters.q) return;
    const timer = setTimeout(() => go({ q: value }), 350);
    return () => clearTimeout(timer);
  }, [q, filters.q, go]);

  const board = filters.view === "board";
  const filtered = hasFilters(filters);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3" aria-busy={pending}>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <form
          role="search"
          className="relative min-w-0 flex-1 basis-56"
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: q.trim() || undefined });
          }}
        >
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Search titles and descriptions"
            aria-label="Search tasks"
            className="pl-8"
            maxLength={200}
          />
          {pending ? (
            <LoaderCircleIcon aria-hidden="true" className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2 animate-spin text-muted-foreground" />
          ) : null}
        </form>
        <DataTableSortSelect className="w-40" aria-label="Sort by" spec={TASK_TABLE} sort={filters.sort} presets={SORT_PRESETS} label={sortLabel} onSort={(sort) => go({ sort })} />
        <ToggleGroup
          type="single"
          variant="outline"
          value={filters.view}
          onValueChange={(v) => v && go({ view: v as TaskFilters["view"], page: 1 })}
          aria-label="View"
        >
          <ToggleGroupItem value="list" aria-label="List view">
            <ListIcon aria-hidden="true" />
            <span className="hidden sm:inline">List</span>
          </ToggleGroupItem>
          <ToggleGroupItem value="board" aria-label="Board view">
            <KanbanIcon aria-hidden="true" />
            <span className="hidden sm:inline">Board</span>
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        {!board ? (
          <FilterSelect label="Status" value={filters.status} onChange={(v) => go({ status: v as TaskFilters["status"] })} allLabel="Any status">
            {STATUS_ORDER.map((s) => (
              <SelectItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </SelectItem>
            ))}
          </FilterSelect>
        ) : null}
        <FilterSelect label="Assignee" value={filters.assignee} onChange={(v) => go({ assignee: v })} allLabel="Anyone">
          <SelectItem value="none">Unassigned</SelectItem>
          {squad.length ? <SelectSeparator /> : null}
          {squad.map((m) => (
            <SelectItem key={m.id} value={m.id}>
              {m.name}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect label="Priority" value={filters.priority} onChange={(v) => go({ priority: v as TaskFilters["priority"] })} allLabel="Any priority">
          {PRIORITY_ORDER.map((p) => (
            <SelectItem key={p} value={p}>
              {p}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect label="Difficulty" value={filters.difficulty} onChange={(v) => go({ difficulty: v as TaskFilters["difficulty"] })} allLabel="Any difficulty">
          {DIFFICULTY_ORDER.map((d) => (
            <SelectItem key={d} value={d}>
              {DIFFICULTY_LABELS[d]}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect label="Sprint" value={filters.sprint} onChange={(v) => go({ sprint: v })} allLabel="Any sprint">
          <SelectItem value="none">No sprint</SelectItem>
          {sprints.length ? <SelectSeparator /> : null}
          {sprints.map((s) => (
            <SelectItem key={s.id} value={s.id}>
              {s.name}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect label="Source" value={filters.source} onChange={(v) => go({ source: v })} allLabel="Any source">
          {sources.map((s) => (
            <SelectItem key={s} value={s}>
              {sourceLabel(s)}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect label="Due" value={filters.due} onChange={(v) => go({ due: v as TaskFilters["due"] })} allLabel="Any due date">
          {DUE_FILTERS.map((d) => (
            <SelectItem key={d} value={d}>
              {DUE_LABELS[d]}
            </SelectItem>
          ))}
        </FilterSelect>
        {filtered ? (
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 sm:col-span-1"
            disabled={pending}
            onClick={() => {
              setQ("");
              go({ q: undefined, status: undefined, assignee: undefined, priority: undefined, difficulty: undefined, sprint: undefined, source: undefined, due: undefined });
            }}
          >
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  children,
}: {
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  allLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
      <SelectTrigger
        size="sm"
        aria-label={label}
        className={cn("w-full min-w-0 sm:w-auto sm:max-w-56", value ? "border-primary/40 bg-primary/5 font-medium dark:bg-primary/10" : "text-muted-foreground")}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {children}
      </SelectContent>
    </Select>
  );
}
