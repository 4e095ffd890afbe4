import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ExperimentTasks } from "@/modules/growth/components/experiment-tasks";
import { SprintFilter } from "@/modules/growth/components/sprint-filter";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getTasking } from "@/modules/growth/queries/experiments";

export const metadata = routeMetadata("/growth-tasks");

export default async function GrowthTasksPage({ searchParams }: { searchParams: Promise<{ sprint?: string }> }) {
  const { scope } = await requireModule("growth-hacking");
  const [data, { sprint }] = await Promise.all([getTasking(scope), searchParams]);
  const sprintId = data.sprints.some((s) => s.id === sprint) ? sprint! : null;
  return (
    <PageBody>
      <PageHeader
        route="/growth-tasks"
        description="The tasks of every growth experiment and how far each experiment is. Tasks are worked on in the squad's task views."
        actions={
          <>
            {data.sprints.length ? <SprintFilter sprints={data.sprints} value={sprintId} /> : null}
            <Button variant="outline" size="sm" asChild>
              <Link href="/sprints">Sprints</Link>
            </Button>
          </>
        }
      />
      <ExperimentTasks ideas={data.ideas} tasks={data.tasks} sprintId={sprintId} />
    </PageBody>
  );
}
