import Link from "next/link";
import { FilterXIcon, PlusIcon, SquareCheckBigIcon, UsersRoundIcon } from "lucide-react";
import { DataTableNoMatch } from "@/components/data-table/no-match";
import { OpenDialogButton } from "@/components/shell/open-dialog-button";
import { Button } from "@/components/ui/button";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import type { TasksView } from "../queries";
import { hasFilters, taskFiltersToSearch, taskTableState } from "../view-params";
import { formatNumber, plural } from "@/lib/format";
import { TaskBoard } from "./task-board";
import { TaskList } from "./task-list";

/** "New task": the shell's Quick Add dialog, in the current brand. */
export function NewTaskButton({ size = "sm" }: { size?: "sm" | "default" }) {
  return (
    <OpenDialogButton dialog="quickAdd" size={size}>
      <PlusIcon aria-hidden="true" />
      New task
    </OpenDialogButton>
  );
}

/** The results of /tasks: list (the shared data table) or board, and their empty states. */
export function TasksResults({ brandId, view, canEdit }: { brandId: string; view: TasksView; canEdit: boolean }) {
  const { filters } = view;
  const filtered = hasFilters(filters);
  const anyTask = Object.values(view.byStatus).some((n) => n > 0);

  if (!anyTask || (filters.view === "list" && view.total === 0)) {
    if (filtered) {
      return (
        <DataTableNoMatch
          icon={FilterXIcon}
          title="No tasks match these filters"
          description="Widen the search or clear a filter to see more."
          clearHref={`/tasks${taskFiltersToSearch({ view: filters.view, sort: filters.sort })}`}
          buttonSize="sm"
        />
      );
    }
    return (
      <Empty>
        <EmptyHeader>
          <EmptyMedia variant="icon">{view.squad.length ? <SquareCheckBigIcon aria-hidden="true" /> : <UsersRoundIcon aria-hidden="true" />}</EmptyMedia>
          <EmptyTitle>No tasks yet</EmptyTitle>
          <EmptyDescription>
            {view.squad.length
              ? "Add the first task with Quick Add (Alt+N from anywhere), or create tasks from an SOP, a template or a growth experiment."
              : "Tasks are assigned to the people of the brand's growth squad. Add them first, then add tasks."}
          </EmptyDescription>
        </EmptyHeader>
        {canEdit ? (
          <EmptyContent>
            {view.squad.length ? (
              <NewTaskButton size="default" />
            ) : (
              <Button asChild>
                <Link href="/growth-squad">Open Growth Squad</Link>
              </Button>
            )}
          </EmptyContent>
        ) : null}
      </Empty>
    );
  }

  if (filters.view === "board") {
    return <TaskBoard brandId={brandId} rows={view.rows} byStatus={view.byStatus} filters={filters} today={view.today} canEdit={canEdit} />;
  }

  const href = (page: number) => `/tasks${taskFiltersToSearch({ ...filters, page })}`;
  if (view.rows.length === 0) {
    return (
      <Empty>
        <EmptyHeader>
          <EmptyTitle>This page is past the last one</EmptyTitle>
          <EmptyDescription>
            There are {formatNumber(view.total)} matching tasks on {plural(view.pageCount, "page")}.
          </EmptyDescription>
        </EmptyHeader>
        <EmptyContent>
          <Button asChild variant="outline" size="sm">
            <Link href={href(view.pageCount)}>Go to page {view.pageCount}</Link>
          </Button>
        </EmptyContent>
      </Empty>
    );
  }
  return (
    <TaskList
      brandId={brandId}
      rows={view.rows}
      total={view.total}
      state={taskTableState(filters)}
      view={filters.view}
      today={view.today}
      canEdit={canEdit}
      squad={view.squad}
      sprints={view.sprints}
      exportHref={`/tasks/export${taskFiltersToSearch({ ...filters, view: "list", page: 1 })}`}
    />
  );
}
