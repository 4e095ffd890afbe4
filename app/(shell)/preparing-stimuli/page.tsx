import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { NoProject } from "@/modules/focus-groups/components/no-project";
import { ProjectPicker } from "@/modules/focus-groups/components/project-picker";
import { pickProject } from "@/modules/focus-groups/pick-project";
import { StimuliView } from "@/modules/focus-groups/stimuli/components/stimuli-view";
import { listStimuli } from "@/modules/focus-groups/stimuli/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/preparing-stimuli");

export default async function PreparingStimuliPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("focus-groups");
  const { projects, project, missing } = await pickProject(scope, (await searchParams).project);
  const stimuli = project ? await listStimuli(scope, project.id) : [];
  return (
    <PageBody>
      <PageHeader
        route="/preparing-stimuli"
        description="What the participants react to: concepts, headlines, ad copy, images, web pages and price points. Group variants of one test to compare them A/B/n."
        actions={projects.length ? <ProjectPicker brandId={scope.brandId} projects={projects} value={project?.id ?? null} /> : null}
      />
      {project ? <StimuliView brandId={scope.brandId} projectId={project.id} stimuli={stimuli} canEdit={canEdit} /> : <NoProject missing={missing} what="Stimuli" />}
    </PageBody>
  );
}
