import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { TaskingBoard } from "@/modules/growth/components/tasking-board";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getTasking } from "@/modules/growth/queries/experiments";

export const metadata = routeMetadata("/growth-tasking");

export default async function GrowthTaskingPage({ searchParams }: { searchParams: Promise<{ experiment?: string }> }) {
  const { scope, canEdit } = await requireModule("growth-hacking");
  const [data, { experiment }] = await Promise.all([getTasking(scope), searchParams]);
  return (
    <PageBody>
      <PageHeader route="/growth-tasking" description="Break a planned experiment into the tasks the squad will do. They are created in the experiment's sprint and followed on Growth Tasks." />
      <TaskingBoard brandId={scope.brandId} {...data} selectedId={experiment ?? null} canEdit={canEdit} />
      <LiveRefresh topics={["growth", "sprints", "tasks"]} />
    </PageBody>
  );
}
