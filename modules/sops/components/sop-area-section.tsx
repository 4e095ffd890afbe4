"use client";

/** An SOP area and its task groups, each with its menu (edit, add, assign, move, delete). */
import * as React from "react";
import Link from "next/link";
import { ChevronRightIcon, ListChecksIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { formatEffort, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { SopAreaView, SopGroupView } from "../queries/sop-tree";
import { isOpenStatus } from "@/lib/task-status";
import { MenuTrigger, MoveItems, useEditor } from "./sop-editor-kit";
import { TaskRow } from "./sop-task-row";

export function AreaSection({ area, first, last, searching }: { area: SopAreaView; first: boolean; last: boolean; searching: boolean }) {
  const { canEdit, open, remove } = useEditor();
  const tasks = area.groups.reduce((n, g) => n + g.tasks.length, 0);
  const openTasks = area.groups.reduce((n, g) => n + g.tasks.filter((t) => t.linkedTask && isOpenStatus(t.linkedTask.status)).length, 0);
  return (
    <section aria-labelledby={`area-${area.id}`} className="space-y-3" data-testid="sop-area">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={`area-${area.id}`} className="text-base font-semibold tracking-tight">
            {area.name}
          </h2>
          {area.description ? <p className="text-sm text-muted-foreground">{area.description}</p> : null}
          <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">
            {plural(area.groups.length, "task group")} · {plural(tasks, "task")}
            {openTasks ? ` · ${openTasks} in progress` : ""}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          {tasks > 0 ? (
            <Button variant="outline" size="sm" asChild>
              <Link href={`/sops/area/${area.id}/assign-tasks`} aria-label={`Assign tasks of the area ${area.name}`}>
                <ListChecksIcon />
                Assign area
              </Link>
            </Button>
          ) : null}
          {canEdit ? (
            <DropdownMenu>
              <MenuTrigger label={`Actions for the area ${area.name}`} />
              <DropdownMenuContent align="end" className="w-48">
                <DropdownMenuItem onSelect={() => open({ kind: "group", areaId: area.id })}>
                  <PlusIcon />
                  Add task group
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => open({ kind: "area", area })}>
                  <PencilIcon />
                  Edit area
                </DropdownMenuItem>
                <MoveItems kind="area" id={area.id} first={first} last={last} />
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  variant="destructive"
                  onSelect={() =>
                    remove({
                      kind: "area",
                      id: area.id,
                      name: area.name,
                      detail: `Its ${plural(area.groups.length, "task group")} and ${plural(tasks, "SOP task")} are deleted with it. Tasks already created from them stay on the task list.`,
                    })
                  }
                >
                  <Trash2Icon />
                  Delete area
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
      </div>

      {area.groups.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          <p>No task groups in {area.name} yet. A task group is a set of tasks usually assigned together.</p>
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={() => open({ kind: "group", areaId: area.id })}>
              <PlusIcon />
              Add task group
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="space-y-3">
          {area.groups.map((g, i) => (
            <GroupCard key={g.id} group={g} areaName={area.name} first={i === 0} last={i === area.groups.length - 1} searching={searching} />
          ))}
        </div>
      )}
    </section>
  );
}

function GroupCard({ group, areaName, first, last, searching }: { group: SopGroupView; areaName: string; first: boolean; last: boolean; searching: boolean }) {
  const { canEdit, open, remove } = useEditor();
  const [expanded, setExpanded] = React.useState(true);
  const minutes = group.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
  const isExpanded = expanded || searching;
  return (
    <Collapsible open={isExpanded} onOpenChange={setExpanded} asChild>
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs" data-testid="sop-group">
        <div className={cn("flex items-center gap-2 bg-muted/30 py-2 pr-2 pl-2 sm:pr-3", isExpanded && "border-b")}>
          <CollapsibleTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`${isExpanded ? "Collapse" : "Expand"} ${group.name}`} disabled={searching}>
              <ChevronRightIcon className={cn("transition-transform", isExpanded && "rotate-90")} />
            </Button>
          </CollapsibleTrigger>
          <div className="min-w-0 flex-1">
            <h3 className="truncate text-sm font-medium">{group.name}</h3>
            <p className="truncate text-xs text-muted-foreground tabular-nums">
              {plural(group.tasks.length, "task")}
              {minutes ? ` · ${formatEffort(minutes)}` : ""}
              {group.templateName ? ` · from ${group.templateName}` : ""}
            </p>
          </div>
          {group.tasks.length ? (
            <Button variant="outline" size="sm" asChild>
              <Link href={`/sops/taskgroup/${group.id}/assign-tasks`} aria-label={`Assign tasks of ${group.name}`}>
                <ListChecksIcon />
                <span className="hidden sm:inline">Assign</span>
              </Link>
            </Button>
          ) : null}
          {canEdit ? (
            <DropdownMenu>
              <MenuTrigger label={`Actions for the task group ${group.name}`} />
              <DropdownMenuContent align="end" className="w-48">
                <DropdownMenuItem onSelect={() => open({ kind: "task", groupId: group.id })}>
                  <PlusIcon />
                  Add SOP task
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => open({ kind: "group", areaId: group.areaId, group })}>
                  <PencilIcon />
                  Edit task group
                </DropdownMenuItem>
                <MoveItems kind="group" id={group.id} first={first} last={last} />
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  variant="destructive"
                  onSelect={() =>
                    remove({
                      kind: "group",
                      id: group.id,
                      name: group.name,
                      detail: `Its ${plural(group.tasks.length, "SOP task")} ${group.tasks.length === 1 ? "is" : "are"} deleted with it (from ${areaName}). Tasks already created from them stay on the task list.`,
                    })
                  }
                >
                  <Trash2Icon />
                  Delete task group
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
        <CollapsibleContent>
          {group.description ? <p className="border-b px-4 py-2 text-xs text-muted-foreground">{group.description}</p> : null}
          {group.tasks.length ? (
            <ul className="divide-y">
              {group.tasks.map((t, i) => (
                <TaskRow key={t.id} task={t} first={i === 0} last={i === group.tasks.length - 1} />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-4 text-sm text-muted-foreground">No SOP tasks in this group yet.</p>
          )}
          {canEdit && !searching ? (
            <div className="border-t px-2 py-1.5">
              <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={() => open({ kind: "task", groupId: group.id })}>
                <PlusIcon />
                Add SOP task
              </Button>
            </div>
          ) : null}
        </CollapsibleContent>
      </div>
    </Collapsible>
  );
}
