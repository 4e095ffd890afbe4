"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowLeftIcon, ArrowRightIcon, CalendarIcon, FolderKanbanIcon, ListChecksIcon, PencilIcon, PlusIcon, Trash2Icon, UserIcon, UsersIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { FG_PROJECT_STATUSES, type FgProjectStatus } from "@/db/schema/focus-groups";
import { formatDay, plural } from "@/lib/format";
import { taskPath } from "@/modules/tasks/paths";
import { deleteFgProjectAction, setFgProjectStatusAction } from "../actions";
import type { FgProject, ProjectFormOptions } from "../queries";
import { StatusBadge } from "@/components/ui/tone-badge";
import { FG_PROJECT_STATUS_STATES, FG_STATUS_LABELS } from "../status";
import { ProjectDialog } from "./project-dialog";

type Editing = { project: FgProject | null } | null;

export function NewProjectButton({ brandId, options }: { brandId: string; options: ProjectFormOptions }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        New project
      </Button>
      {open ? <ProjectDialog brandId={brandId} project={null} options={options} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function ProjectsView({ brandId, projects, options, canEdit, filtered }: { brandId: string; projects: FgProject[]; options: ProjectFormOptions; canEdit: boolean; filtered: FgProjectStatus | null }) {
  const [editing, setEditing] = React.useState<Editing>(null);
  const [deleting, setDeleting] = React.useState<FgProject | null>(null);
  const { run, isBusy } = useAction({ brandId });

  if (!projects.length) {
    return filtered ? (
      <EmptyState icon={FolderKanbanIcon} title={`No ${FG_STATUS_LABELS[filtered].toLowerCase()} projects`}>
        No project is {FG_STATUS_LABELS[filtered].toLowerCase()} right now. Choose another status above.
      </EmptyState>
    ) : (
      <EmptyState icon={FolderKanbanIcon} title="No focus-group projects yet" action={canEdit ? <NewProjectButton brandId={brandId} options={options} /> : null}>
        A project holds what a focus group should find out: its objective, hypotheses and the decision it informs. Create one, then recruit personas for it.
      </EmptyState>
    );
  }

  const move = (p: FgProject, to: FgProjectStatus) => run(setFgProjectStatusAction, { projectId: p.id, status: to }, { key: p.id, success: `${p.name} is now ${FG_STATUS_LABELS[to].toLowerCase()}.` });

  return (
    <>
      <ul className="divide-y rounded-xl border bg-card" aria-label="Projects">
        {projects.map((p) => {
          const i = FG_PROJECT_STATUSES.indexOf(p.status);
          const next = FG_PROJECT_STATUSES[i + 1];
          const prev = FG_PROJECT_STATUSES[i - 1];
          return (
            <li key={p.id} className="flex gap-3 p-4" aria-busy={isBusy(p.id)}>
              <div className="min-w-0 flex-1 space-y-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="min-w-0 text-sm font-medium break-words">{p.name}</h2>
                  <StatusBadge status={p.status} states={FG_PROJECT_STATUS_STATES} />
                </div>
                {p.objective ? <p className="line-clamp-2 text-sm text-muted-foreground">{p.objective}</p> : null}
                {p.decision ? (
                  <p className="text-sm">
                    <span className="text-muted-foreground">Decision: </span>
                    {p.decision}
                  </p>
                ) : null}
                {p.hypotheses.length ? (
                  <ul className="list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
                    {p.hypotheses.map((h, k) => (
                      <li key={k}>{h}</li>
                    ))}
                  </ul>
                ) : null}
                <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <UserIcon className="size-3.5" aria-hidden="true" />
                    {p.ownerName ?? "No owner"}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <CalendarIcon className="size-3.5" aria-hidden="true" />
                    {p.dueDate ? `Due ${formatDay(p.dueDate)}` : "No due date"}
                  </span>
                  {p.taskId ? (
                    <Link href={taskPath(brandId, p.taskId)} className="inline-flex min-w-0 items-center gap-1 underline-offset-4 hover:text-foreground hover:underline">
                      <ListChecksIcon className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="truncate">{p.taskTitle ?? "Task"}</span>
                    </Link>
                  ) : null}
                  <Link href={`/participants?project=${p.id}`} className="inline-flex items-center gap-1 underline-offset-4 hover:text-foreground hover:underline">
                    <UsersIcon className="size-3.5" aria-hidden="true" />
                    {plural(p.participants, "participant")}
                  </Link>
                </div>
              </div>
              {canEdit ? (
                <RowActionsMenu
                  label={`More for ${p.name}`}
                  title={p.name}
                  modal={false}
                  disabled={isBusy(p.id)}
                  className="w-56"
                  actions={[
                    { label: "Edit", icon: PencilIcon, onSelect: () => setEditing({ project: p }) },
                    next ? { label: `Mark ${FG_STATUS_LABELS[next].toLowerCase()}`, icon: ArrowRightIcon, onSelect: () => void move(p, next) } : null,
                    prev ? { label: `Back to ${FG_STATUS_LABELS[prev].toLowerCase()}`, icon: ArrowLeftIcon, onSelect: () => void move(p, prev) } : null,
                    { label: "Recruit participants", icon: UsersIcon, href: `/recruiting-participants?project=${p.id}` },
                    "separator",
                    { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setDeleting(p) },
                  ]}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {editing ? <ProjectDialog brandId={brandId} project={editing.project} options={options} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "project"}?`}
        description={`Its ${deleting ? plural(deleting.participants, "participant") : "participants"}, stimuli, guide, sessions and results are deleted with it. Its task stays. This cannot be undone.`}
        confirmLabel="Delete project"
        busyLabel="Deleting…"
        destructive
        onConfirm={async () => (deleting ? (await run(deleteFgProjectAction, { projectId: deleting.id }, { success: "Project deleted." })).ok : true)}
      />
    </>
  );
}
