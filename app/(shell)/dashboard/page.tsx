import type { Metadata } from "next";
import Link from "next/link";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OpenDialogButton } from "@/components/shell/open-dialog-button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { SelectBrand } from "@/components/shell/select-brand";
import { requireUser } from "@/lib/auth/session";
import { getCurrentBrandScope } from "@/lib/brand-scope";
import { getBrand } from "@/modules/brands/queries";
import { getDashboard } from "@/modules/dashboard/queries";
import { ActivityFeed, FocusTasks, SprintCard, TaskStats, TeamCard } from "@/modules/dashboard/components/dashboard-panels";
import { ModuleCards } from "@/modules/dashboard/components/module-cards";
import { roleDisplayName } from "@/modules/roles/matrix";
import { today as currentDay } from "@/lib/calendar-day";
import { routeMetadata } from "@/lib/navigation/registry";
import { quickAddOffered } from "@/lib/permissions";
import { moduleAccess, roleNames } from "@/modules/roles/queries";

export const metadata: Metadata = routeMetadata("/dashboard");

export default async function DashboardPage() {
  await requireUser();
  const scope = await getCurrentBrandScope();
  if (!scope) {
    return <SelectBrand />;
  }
  const today = currentDay();
  const access = await moduleAccess(scope);
  const [brand, data] = await Promise.all([getBrand(scope), getDashboard(scope, access, today)]);
  // The team list carries every member's role name, the viewer's included; a role that may not see
  // the team still reads its own role's name exactly as typed.
  const myRole = data.team?.find((m) => m.userId === scope.userId)?.roleName ?? (await roleNames(scope)).get(scope.role) ?? roleDisplayName(scope.role);

  return (
    <PageBody>
      <PageHeader
        route="/dashboard"
        title={brand?.name ?? "Dashboard"}
        description={
          <>
            Brand cockpit · you are {scope.role === "owner" ? "the owner" : <>a participant ({myRole})</>}
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
              <FocusTasks brandId={scope.brandId} tasks={data.focusTasks} today={today} />
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
    </PageBody>
  );
}
