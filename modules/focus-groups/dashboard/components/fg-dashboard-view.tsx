import Link from "next/link";
import { FolderKanbanIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/tone-badge";
import { FG_PROJECT_STATUSES } from "@/db/schema";
import { formatDateTime, formatUsd, plural } from "@/lib/format";
import { WinnerLine } from "@/modules/focus-groups/results/components/results-view";
import type { FgDashboard } from "../queries";
import { FG_PROJECT_STATUS_STATES } from "../../projects/status";
import { FG_SESSION_STATES } from "../../session/states";

/**
 * The project status colours of /projects (helper 4's FG_PROJECT_STATUS_STATES: draft idle, ready info,
 * running warn, done ok). Kept equal here until that module is merged; then this map is replaced by its badge.
 */

export function FgDashboardView({ d }: { d: FgDashboard }) {
  if (!d.projects.length) {
    return (
      <EmptyState
        icon={FolderKanbanIcon}
        title="No focus-group projects yet"
        action={
          <Button size="sm" asChild>
            <Link href="/projects">Create a project</Link>
          </Button>
        }
        data-testid="fg-dashboard-empty"
      >
        Create a project, prepare stimuli and a guide, recruit personas and run a session: its results and the winning variant show up here.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="fg-dashboard-tiles">
        {FG_PROJECT_STATUSES.map((s) => (
          <Link key={s} href="/projects" className="grid gap-1 rounded-xl border p-4 hover:bg-muted/50">
            <StatusBadge status={s} states={FG_PROJECT_STATUS_STATES} />
            <span className="text-2xl font-semibold tabular-nums">{d.byStatus[s]}</span>
            <span className="text-xs text-muted-foreground">{d.byStatus[s] === 1 ? "project" : "projects"}</span>
          </Link>
        ))}
        <Link href="/api-calls-audit" className="col-span-2 grid gap-1 rounded-xl border p-4 hover:bg-muted/50 sm:col-span-1" data-testid="fg-spend">
          <span className="text-xs font-medium text-muted-foreground">Spend this month</span>
          <span className="text-2xl font-semibold tabular-nums">{formatUsd(d.spend.usd)}</span>
          <span className="text-xs text-muted-foreground">{plural(d.spend.calls, "focus-group AI call")}</span>
        </Link>
      </div>

      <Card className="gap-4 py-5" data-testid="fg-winners">
        <CardHeader className="px-5">
          <CardTitle className="text-base">Winning variant per project</CardTitle>
          <CardDescription>
            A variant wins when its 95% interval is clear of every other one; otherwise there is no clear winner. Answers come from synthetic participants: they complement, not replace, research with people.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 px-5">
          {d.winners.length ? (
            d.winners.map((w) => (
              <div key={w.projectId} className="grid gap-1 border-b pb-3 text-sm last:border-b-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link href={`/fg-results?project=${w.projectId}`} className="font-medium underline-offset-4 hover:underline">
                    {w.projectName}
                  </Link>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {plural(w.participants, "synthetic participant")} · {plural(w.runs, "run")}
                  </span>
                </div>
                <p className="text-pretty">
                  <WinnerLine comparison={w.comparison} />
                </p>
              </div>
            ))
          ) : (
            <p className="text-sm text-muted-foreground">
              No project has answers yet. Run a session on{" "}
              <Link href="/contacting-fg" className="underline underline-offset-4">
                Contacting Focus Group
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="gap-4 py-5">
          <CardHeader className="px-5">
            <CardTitle className="text-base">Recent results</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 px-5 text-sm">
            {d.recent.length ? (
              d.recent.map((s) => (
                <Link key={s.id} href={`/fg-results?project=${s.projectId}&sessions=${s.id}`} className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-muted">
                  <span className="min-w-0">
                    <span className="font-medium">{s.name}</span> <span className="text-muted-foreground">· {s.projectName}</span>
                  </span>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground tabular-nums">
                    <StatusBadge status={s.status} states={FG_SESSION_STATES} />
                    {formatDateTime(s.finishedAt ?? s.createdAt)}
                  </span>
                </Link>
              ))
            ) : (
              <p className="text-muted-foreground">No finished sessions yet.</p>
            )}
          </CardContent>
        </Card>
        <Card className="gap-4 py-5">
          <CardHeader className="px-5">
            <CardTitle className="text-base">Projects</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 px-5 text-sm">
            {d.projects.slice(0, 8).map((p) => (
              <Link key={p.id} href={`/fg-results?project=${p.id}`} className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-muted">
                <span className="min-w-0 font-medium break-words">{p.name}</span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground tabular-nums">
                  {plural(p.sessions, "session")}
                  <StatusBadge status={p.status} states={FG_PROJECT_STATUS_STATES} />
                </span>
              </Link>
            ))}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
