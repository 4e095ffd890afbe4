"use client";

import * as React from "react";
import Link from "next/link";
import { BookOpenIcon, FolderPlusIcon, LibraryBigIcon, ListChecksIcon, PencilIcon, SearchIcon, XIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyState, EmptyTitle } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { plural } from "@/lib/format";
import { deleteSopItemAction, moveSopItemAction } from "../actions";
import type { SopAreaView } from "../queries/sop-tree";
import { SopDialogs, type DialogState } from "./sop-dialogs";
import { SopTaskSheet } from "./sop-task-sheet";
import { useAction } from "@/components/actions/use-action";
import { AreaSection } from "./sop-area-section";
import { type DeleteTarget, type EditorApi, EditorContext } from "./sop-editor-kit";
import { filterTree, findTask, words } from "./sop-tree-filter";

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

  // Resolves false: a successful delete closes the dialog by clearing toDelete.
  const confirmDelete = async (): Promise<boolean> => {
    if (!toDelete) return false;
    const what = toDelete.kind === "area" ? "Area" : toDelete.kind === "group" ? "Task group" : "SOP task";
    const r = await run(deleteSopItemAction, { kind: toDelete.kind, id: toDelete.id }, { key: "delete", success: `${what} "${toDelete.name}" deleted` });
    if (r.ok) {
      if (toDelete.kind === "task" && toDelete.id === shownTaskId) setShownTaskId(null);
      setToDelete(null);
    }
    return false;
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
          <EmptyState
            icon={SearchIcon}
            title={<>Nothing matches “{query.trim()}”</>}
            action={
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
            }
          >
            Search looks in area and group names, task titles, roles, descriptions and checklist steps.
          </EmptyState>
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={
          <>
            Delete the {toDelete?.kind === "area" ? "area" : toDelete?.kind === "group" ? "task group" : "SOP task"} &ldquo;{toDelete?.name}&rdquo;?
          </>
        }
        description={toDelete?.detail}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={confirmDelete}
      />
    </EditorContext.Provider>
  );
}
