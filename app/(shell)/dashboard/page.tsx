import type { Metadata } from "next";
import Link from "next/link";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OpenDialogButton } from "@/components/shell/open-dialog-button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { getCurrentBrandScope } from "@/lib/brand-scope";
import { getBrand } from "@/modules/brands/queries";
import { getDashboard } from "@/modules/dashboard/queries";
import { ActivityFeed, FocusTasks, SprintCard, TaskStats, TeamCard } from "@/modules/dashboard/components/dashboard-panels";
import { ModuleCards } from "@/modules/dashboard/components/module-cards";
import { roleDisplayName } from "@/modules/roles/matrix";
import { isoDay } from "@/modules/tasks/sprint-rule";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/dashboard");

export default async function DashboardPage() {
  await requireUser();
  const scope = await getCurrentBrandScope();
  if (!scope) {
    return (
      <PageBody className="flex-1 items-center justify-center text-center">
        <div className="max-w-sm space-y-3">
          <h1 className="text-xl font-semibold">Select a Brand</h1>
          <p className="text-sm text-muted-foreground">Choose a brand to continue working with.</p>
          <OpenDialogButton dialog="brandPicker">Choose a brand</OpenDialogButton>
        </div>
      </PageBody>
    );
  }
  const today = isoDay();
  const [brand, data] = await Promise.all([getBrand(scope), getDashboard(scope, today)]);
  // The team list carries every member's role name, the viewer's included.
  const myRole = data.team.find((m) => m.userId === scope.userId)?.roleName ?? roleDisplayName(scope.role);

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
            <OpenDialogButton dialog="quickAdd" size="sm">
              <PlusIcon />
              Quick add task
            </OpenDialogButton>
          </>
        }
      />
      <TaskStats tasks={data.tasks} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FocusTasks brandId={scope.brandId} tasks={data.focusTasks} today={today} />
        </div>
        <SprintCard sprint={data.sprint} today={today} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ActivityFeed activity={data.activity} />
        </div>
        <TeamCard team={data.team} squad={data.figures.squad} />
      </div>
      <section className="space-y-3" aria-labelledby="modules-title">
        <div>
          <h2 id="modules-title" className="text-sm font-semibold">
            Modules
          </h2>
          <p className="text-xs text-muted-foreground">The latest figure of each module, or what to set up first.</p>
        </div>
        <ModuleCards figures={data.figures} tasks={data.tasks} />
      </section>
    </PageBody>
  );
}
