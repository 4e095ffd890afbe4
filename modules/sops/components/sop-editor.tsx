"use client";

import * as React from "react";
import Link from "next/link";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BookOpenIcon,
  ChevronRightIcon,
  CornerDownRightIcon,
  FolderPlusIcon,
  HistoryIcon,
  LibraryBigIcon,
  ListChecksIcon,
  ListTodoIcon,
  MoreHorizontalIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { formatEffort } from "@/lib/format";
import { cn } from "@/lib/utils";
import { deleteSopItemAction, moveSopItemAction } from "../actions";
import type { SopAreaView, SopGroupView, SopTaskView } from "../queries";
import { FrequencyBadge, PriorityDot, TaskFacts } from "./sop-badges";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { isOpenStatus } from "@/lib/task-status";
import { SopDialogs, type DialogState } from "./sop-dialogs";
import { SopTaskSheet } from "./sop-task-sheet";
import { useAction } from "@/components/actions/use-action";
import { formatDay } from "@/lib/format";

type Kind = "area" | "group" | "task";
type DeleteTarget = { kind: Kind; id: string; name: string; detail: string };

type EditorApi = {
  brandId: string;
  canEdit: boolean;
  open: (s: DialogState) => void;
  remove: (t: DeleteTarget) => void;
  move: (kind: Kind, id: string, direction: "up" | "down") => void;
  show: (taskId: string) => void;
  busy: string | null;
};

const EditorContext = React.createContext<EditorApi | null>(null);
function useEditor(): EditorApi {
  const api = React.useContext(EditorContext);
  if (!api) throw new Error("useEditor outside SopEditor");
  return api;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function words(q: string): string[] {
  return q.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

function has(text: string, ws: string[]): boolean {
  const t = text.toLowerCase();
  return ws.every((w) => t.includes(w));
}

/**
 * Narrows the tree to what the search words match: an area or group whose name matches keeps all
 * of its content; otherwise only the tasks whose title, role, description or steps match remain.
 */
function filterTree(areas: SopAreaView[], ws: string[]): SopAreaView[] {
  if (!ws.length) return areas;
  const out: SopAreaView[] = [];
  for (const a of areas) {
    if (has(a.name, ws)) {
      out.push(a);
      continue;
    }
    const groups: SopGroupView[] = [];
    for (const g of a.groups) {
      if (has(g.name, ws)) {
        groups.push(g);
        continue;
      }
      const tasks = g.tasks.filter((t) => has([t.title, t.responsibleRole, t.description, ...t.checklist].join(" "), ws));
      if (tasks.length) groups.push({ ...g, tasks });
    }
    if (groups.length) out.push({ ...a, groups });
  }
  return out;
}

function findTask(areas: SopAreaView[], id: string): { task: SopTaskView; area: string; group: string } | null {
  for (const a of areas) for (const g of a.groups) for (const t of g.tasks) if (t.id === id) return { task: t, area: a.name, group: g.name };
  return null;
}

/** The brand's SOPs as an editable tree: areas → task groups → SOP tasks. `templates`: the role may open the template library. */
export function SopEditor({ brandId, canEdit, templates, areas }: { brandId: string; canEdit: boolean; templates: boolean; areas: SopAreaView[] }) {
  const [dialog, setDialog] = React.useState<DialogState | null>(null);
  const [toDelete, setToDelete] = React.useState<DeleteTarget | null>(null);
  const [shownTaskId, setShownTaskId] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState("");
  const searchRef = React.useRef<HTMLInputElement>(null);
  const { run, busy } = useAction({ brandId });

  const ws = words(query);
  const shown = filterTree(areas, ws);
  const shownTaskCount = shown.reduce((n, a) => n + a.groups.reduce((m, g) => m + g.tasks.length, 0), 0);
  // The sheet follows the live tree, so a refresh after an edit shows the new values.
  const sheet = shownTaskId ? findTask(areas, shownTaskId) : null;

  const api: EditorApi = {
    brandId,
    canEdit,
    busy,
    open: setDialog,
    remove: setToDelete,
    show: setShownTaskId,
    move: (kind, id, direction) => void run(moveSopItemAction, { kind, id, direction }, { key: `${kind}:${id}` }),
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const what = toDelete.kind === "area" ? "Area" : toDelete.kind === "group" ? "Task group" : "SOP task";
    const r = await run(deleteSopItemAction, { kind: toDelete.kind, id: toDelete.id }, { key: "delete", success: `${what} "${toDelete.name}" deleted` });
    if (r.ok) {
      if (toDelete.kind === "task" && toDelete.id === shownTaskId) setShownTaskId(null);
      setToDelete(null);
    }
  };

  if (areas.length === 0) {
    return (
      <>
        <Empty className="py-12">
          <EmptyHeader>
            <EmptyMedia variant="icon">
              <BookOpenIcon />
            </EmptyMedia>
            <EmptyTitle>This brand has no SOPs yet</EmptyTitle>
            <EmptyDescription>
              Start from the template library: standard procedures by industry and by use case, with checklists, roles, effort and due
              dates. Adopting one copies its areas, task groups and tasks here, where you can edit them and assign them to the squad.
            </EmptyDescription>
          </EmptyHeader>
          <EmptyContent>
            {templates ? (
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link href="/tmplt-industries">
                    <LibraryBigIcon />
                    Browse industry templates
                  </Link>
                </Button>
                <Button variant="outline" asChild>
                  <Link href="/tmplt-usecases">Browse use-case templates</Link>
                </Button>
              </div>
            ) : null}
            {canEdit ? (
              <Button variant="link" size="sm" onClick={() => setDialog({ kind: "area" })}>
                Or write your own: create an area
              </Button>
            ) : null}
          </EmptyContent>
        </Empty>
        <SopDialogs brandId={brandId} state={dialog} onClose={() => setDialog(null)} areas={areas} />
      </>
    );
  }

  return (
    <EditorContext.Provider value={api}>
      <div className="min-w-0 space-y-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="relative w-full sm:max-w-xs">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              ref={searchRef}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search areas, groups, tasks or roles…"
              aria-label="Search SOPs"
              className="pl-8"
            />
          </div>
          <p className="text-xs text-muted-foreground sm:flex-1" aria-live="polite">
            {ws.length ? `${plural(shownTaskCount, "task")} match` : null}
          </p>
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "area" })} className="self-start sm:self-auto">
              <FolderPlusIcon />
              New area
            </Button>
          ) : null}
        </div>

        {shown.length === 0 ? (
          <Empty>
            <EmptyHeader>
              <EmptyMedia variant="icon">
                <SearchIcon />
              </EmptyMedia>
              <EmptyTitle>Nothing matches “{query.trim()}”</EmptyTitle>
              <EmptyDescription>Search looks in area and group names, task titles, roles, descriptions and checklist steps.</EmptyDescription>
            </EmptyHeader>
            <EmptyContent>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setQuery("");
                  searchRef.current?.focus();
                }}
              >
                <XIcon />
                Clear search
              </Button>
            </EmptyContent>
          </Empty>
        ) : (
          shown.map((area) => {
            const index = areas.findIndex((a) => a.id === area.id);
            return <AreaSection key={area.id} area={area} first={index === 0} last={index === areas.length - 1} searching={ws.length > 0} />;
          })
        )}
      </div>

      <SopDialogs brandId={brandId} state={dialog} onClose={() => setDialog(null)} areas={areas} />
      <SopTaskSheet
        task={sheet?.task ?? null}
        brandId={brandId}
        context={sheet ? { area: sheet.area, group: sheet.group } : null}
        onOpenChange={(open) => !open && setShownTaskId(null)}
        actions={
          sheet ? (
            <>
              <Button variant="outline" asChild>
                <Link href={`/sops/taskgroup/${sheet.task.taskGroupId}/assign-tasks`}>
                  <ListChecksIcon />
                  Assign
                </Link>
              </Button>
              {canEdit ? (
                <Button
                  onClick={() => {
                    // Close the sheet first: two modal layers would fight over focus and outside clicks.
                    setShownTaskId(null);
                    setDialog({ kind: "task", groupId: sheet.task.taskGroupId, task: sheet.task });
                  }}
                >
                  <PencilIcon />
                  Edit
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && busy !== "delete" && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              Delete the {toDelete?.kind === "area" ? "area" : toDelete?.kind === "group" ? "task group" : "SOP task"} &ldquo;{toDelete?.name}&rdquo;?
            </AlertDialogTitle>
            <AlertDialogDescription>{toDelete?.detail}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy === "delete"}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-white hover:bg-destructive/90"
              disabled={busy === "delete"}
              onClick={(e) => {
                e.preventDefault();
                void confirmDelete();
              }}
            >
              {busy === "delete" ? "Deleting..." : "Delete"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </EditorContext.Provider>
  );
}

function MoveItems({ kind, id, first, last }: { kind: Kind; id: string; first: boolean; last: boolean }) {
  const { move, busy } = useEditor();
  const moving = busy === `${kind}:${id}`;
  return (
    <>
      <DropdownMenuItem disabled={first || moving} onSelect={() => move(kind, id, "up")}>
        <ArrowUpIcon />
        Move up
      </DropdownMenuItem>
      <DropdownMenuItem disabled={last || moving} onSelect={() => move(kind, id, "down")}>
        <ArrowDownIcon />
        Move down
      </DropdownMenuItem>
    </>
  );
}

function MenuTrigger({ label }: { label: string }) {
  return (
    <DropdownMenuTrigger asChild>
      <Button variant="ghost" size="icon-sm" aria-label={label} className="text-muted-foreground">
        <MoreHorizontalIcon />
      </Button>
    </DropdownMenuTrigger>
  );
}

function AreaSection({ area, first, last, searching }: { area: SopAreaView; first: boolean; last: boolean; searching: boolean }) {
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

function BackLink({ task }: { task: SopTaskView }) {
  const { brandId, show } = useEditor();
  const linked = task.linkedTask;
  if (!linked) {
    return <p className="text-xs text-muted-foreground">Never assigned</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="sop-backlink">
      <CornerDownRightIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="text-muted-foreground">Latest task:</span>
      <Link href={`/tasks/${brandId}/${linked.taskId}`} className="max-w-full truncate font-medium underline-offset-2 hover:underline">
        {linked.title}
      </Link>
      <TaskStatusBadge status={linked.status} className="h-5 px-1.5 text-[11px]" />
      <span className="text-muted-foreground">
        {linked.assignee ?? "Unassigned"}
        {linked.dueDate ? ` · due ${formatDay(linked.dueDate, { year: false })}` : ""}
      </span>
      {task.runCount > 1 ? (
        <button type="button" onClick={() => show(task.id)} className="inline-flex items-center gap-1 text-muted-foreground underline-offset-2 hover:text-foreground hover:underline">
          <HistoryIcon className="size-3" aria-hidden />
          {plural(task.runCount, "run")}
        </button>
      ) : null}
    </div>
  );
}

function TaskRow({ task, first, last }: { task: SopTaskView; first: boolean; last: boolean }) {
  const { canEdit, open, remove, show } = useEditor();
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-testid="sop-task">
      <PriorityDot priority={task.priority} className="mt-1.5" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <button
          type="button"
          onClick={() => show(task.id)}
          className="block max-w-full text-left text-sm font-medium outline-none hover:underline focus-visible:underline"
        >
          {task.title}
        </button>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <FrequencyBadge frequency={task.frequency} />
          {/* "contents": the facts wrap one by one with the badge instead of dropping below it as a block. */}
          <TaskFacts role={task.responsibleRole} minutes={task.estimatedMinutes} offsetDays={task.dueOffsetDays} className="contents" />
          {task.checklist.length ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <ListTodoIcon className="size-3" aria-hidden />
              {plural(task.checklist.length, "step")}
            </span>
          ) : null}
        </div>
        <BackLink task={task} />
      </div>
      <DropdownMenu>
        <MenuTrigger label={`Actions for ${task.title}`} />
        <DropdownMenuContent align="end" className="w-48">
          <DropdownMenuItem onSelect={() => show(task.id)}>
            <HistoryIcon />
            Details and history
          </DropdownMenuItem>
          {canEdit ? (
            <>
              <DropdownMenuItem onSelect={() => open({ kind: "task", groupId: task.taskGroupId, task })}>
                <PencilIcon />
                Edit SOP task
              </DropdownMenuItem>
              <MoveItems kind="task" id={task.id} first={first} last={last} />
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                onSelect={() =>
                  remove({
                    kind: "task",
                    id: task.id,
                    name: task.title,
                    detail: task.runCount
                      ? `${plural(task.runCount, "task was", "tasks were")} created from it; they stay on the task list without the link to this SOP.`
                      : "It has never been assigned, so no task is affected.",
                  })
                }
              >
                <Trash2Icon />
                Delete SOP task
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
