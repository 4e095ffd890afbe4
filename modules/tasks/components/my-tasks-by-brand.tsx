import Link from "next/link";
import { Building2Icon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty";
import type { MyTasksAllBrandsView } from "../reports";
import { MyTaskGroups } from "./my-tasks";

/** /my-tasks-all-brands: one section per brand, in the brand list's order. */
export function MyTasksByBrand({ view }: { view: MyTasksAllBrandsView }) {
  const withTasks = view.brands.filter((b) => b.rows.length > 0);
  const quiet = view.brands.filter((b) => b.rows.length === 0);
  if (view.brands.length === 0) {
    return (
      <EmptyState icon={Building2Icon} title="No brands with tasks you can see">
        Brands you own or take part in appear here once your role in them may view tasks.
      </EmptyState>
    );
  }
  const editable = new Map(view.brands.map((b) => [b.id, b.canEdit]));
  return (
    <div className="grid gap-8">
      {withTasks.length === 0 ? (
        <EmptyState title="Nothing assigned to you in any brand">No open tasks, and nothing finished in the last two weeks.</EmptyState>
      ) : null}
      {withTasks.map((b) => (
        <section key={b.id} aria-labelledby={`brand-${b.id}`} className="grid gap-3" data-testid="brand-tasks">
          <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b pb-2">
            <h2 id={`brand-${b.id}`} className="flex items-baseline gap-2 text-lg font-semibold tracking-tight">
              {b.name}
              <span className="text-xs font-normal text-muted-foreground">{b.roleName}</span>
            </h2>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
              <span>{b.counts.open} open</span>
              {b.counts.overdue ? <span className="font-medium text-destructive">{b.counts.overdue} overdue</span> : null}
              <span>{b.counts.doneThisWeek} done this week</span>
            </p>
          </header>
          <MyTaskGroups rows={b.rows} today={view.today} canEdit={(id) => editable.get(id) ?? false} dense heading="h3" />
        </section>
      ))}
      {view.truncated ? <p className="text-sm text-muted-foreground">Showing the first tasks only; open a brand&apos;s My Tasks for the rest.</p> : null}
      {quiet.length ? (
        <section aria-label="Brands without tasks for you" className="grid gap-2 text-sm">
          <h2 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">No tasks for you</h2>
          <ul className="flex flex-wrap gap-2">
            {quiet.map((b) => (
              <li key={b.id} className="rounded-lg border bg-card px-3 py-1.5">
                <span className="font-medium">{b.name}</span>{" "}
                <span className="text-xs text-muted-foreground">{b.member ? "· nothing open" : "· not in the squad"}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            To get tasks in a brand, be added to its <Link href="/growth-squad" className="underline underline-offset-4">growth squad</Link> linked to your account.
          </p>
        </section>
      ) : null}
    </div>
  );
}
