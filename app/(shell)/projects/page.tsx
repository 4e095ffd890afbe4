import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { UrlToggle } from "@/components/shell/url-toggle";
import { FG_PROJECT_STATUSES, type FgProjectStatus } from "@/db/schema";
import { routeMetadata } from "@/lib/navigation/registry";
import { NewProjectButton, ProjectsView } from "@/modules/focus-groups/projects/components/projects-view";
import { listProjects, projectFormOptions } from "@/modules/focus-groups/projects/queries";
import { FG_STATUS_LABELS } from "@/modules/focus-groups/projects/status";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/projects");

export default async function ProjectsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("focus-groups");
  const raw = (await searchParams).status;
  const status = FG_PROJECT_STATUSES.find((s) => s === raw) ?? null;
  const [all, options] = await Promise.all([listProjects(scope), canEdit ? projectFormOptions(scope) : Promise.resolve({ members: [], tasks: [] })]);
  const counts = Object.fromEntries(FG_PROJECT_STATUSES.map((s) => [s, all.filter((p) => p.status === s).length])) as Record<FgProjectStatus, number>;
  const shown = status ? all.filter((p) => p.status === status) : all;
  return (
    <PageBody>
      <PageHeader
        route="/projects"
        description="Focus-group projects: what each should find out, its hypotheses, the decision it informs, who owns it and when it is due. A project moves draft → ready → running → done."
        actions={canEdit && all.length ? <NewProjectButton brandId={scope.brandId} options={options} /> : null}
      />
      {all.length ? (
        <div className="overflow-x-auto">
          <UrlToggle
            param="status"
            value={status ?? "all"}
            fallback="all"
            label="Filter by status"
            options={[{ value: "all", label: `All ${all.length}` }, ...FG_PROJECT_STATUSES.map((s) => ({ value: s, label: `${FG_STATUS_LABELS[s]} ${counts[s]}` }))]}
          />
        </div>
      ) : null}
      <ProjectsView brandId={scope.brandId} projects={shown} options={options} canEdit={canEdit} filtered={status} />
    </PageBody>
  );
}
