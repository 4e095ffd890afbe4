import Link from "next/link";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OpenDialogButton } from "@/components/shell/open-dialog-button";
import { PageHeader } from "@/components/shell/page-header";
import { quickAddOffered } from "@/lib/permissions";
import type { DashboardPage as DashboardPageData } from "../queries";
import { ActivityFeed, FocusTasks, SprintCard, TaskStats, TeamCard } from "./dashboard-panels";
import { ModuleCards } from "./module-cards";

/** The brand cockpit: task figures, focus tasks, sprint, activity, team and one card per module the role may open. */
export function DashboardPage({ brandId, owner, page }: { brandId: string; owner: boolean; page: DashboardPageData }) {
  const { brandName, access, data, today, myRole } = page;
  return (
    <>
      <PageHeader
        route="/dashboard"
        title={brandName ?? "Dashboard"}
        description={
          <>
            Brand cockpit · you are {owner ? "the owner" : <>a participant ({myRole})</>}
          </>
        }
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href="/start-here">Start Here</Link>
            </Button>
            {quickAddOffered(access) ? (
              <OpenDialogButton dialog="quickAdd" size="sm">
                <PlusIcon />
                Quick add task
              </OpenDialogButton>
            ) : null}
          </>
        }
      />
      {/* Each panel only when the role may view its module (getDashboard left the others unread). */}
      {data.tasks ? <TaskStats tasks={data.tasks} /> : null}
      {data.focusTasks || data.sprint ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          {data.focusTasks ? (
            <div className="lg:col-span-2">
              <FocusTasks brandId={brandId} tasks={data.focusTasks} today={today} />
            </div>
          ) : null}
          {data.sprint ? <SprintCard sprint={data.sprint.current} today={today} /> : null}
        </div>
      ) : null}
      {data.activity || data.team ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          {data.activity ? (
            <div className="lg:col-span-2">
              <ActivityFeed activity={data.activity} />
            </div>
          ) : null}
          {data.team ? <TeamCard team={data.team} squad={data.figures.squad} /> : null}
        </div>
      ) : null}
      <section className="space-y-3" aria-labelledby="modules-title">
        <div>
          <h2 id="modules-title" className="text-sm font-semibold">
            Modules
          </h2>
          <p className="text-xs text-muted-foreground">The latest figure of each module, or what to set up first.</p>
        </div>
        <ModuleCards figures={data.figures} tasks={data.tasks} access={access} />
      </section>
    </>
  );
}
