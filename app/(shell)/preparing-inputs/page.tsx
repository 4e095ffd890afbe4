import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { NoProject } from "@/modules/focus-groups/components/no-project";
import { ProjectPicker } from "@/modules/focus-groups/components/project-picker";
import { GuideEditor } from "@/modules/focus-groups/guide/components/guide-editor";
import { guideEditorData } from "@/modules/focus-groups/guide/queries";
import { pickProject } from "@/modules/focus-groups/pick-project";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/preparing-inputs");

export default async function PreparingInputsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("focus-groups");
  const { projects, project, missing } = await pickProject(scope, (await searchParams).project);
  const data = project ? await guideEditorData(scope, project.id) : null;
  return (
    <PageBody>
      <PageHeader
        route="/preparing-inputs"
        description={
          <>
            The discussion guide the moderator follows: a warm-up, questions per stimulus (open, rating, choice, ranking) with probes, and a closing. Questions can point at the project&apos;s{" "}
            <Link href={project ? `/preparing-stimuli?project=${project.id}` : "/preparing-stimuli"} className="text-primary underline-offset-4 hover:underline">
              stimuli
            </Link>
            .
          </>
        }
        actions={projects.length ? <ProjectPicker brandId={scope.brandId} projects={projects} value={project?.id ?? null} /> : null}
      />
      {project && data ? (
        <GuideEditor key={`${project.id}:${data.guide.updatedAt ?? "new"}`} brandId={scope.brandId} projectId={project.id} initial={data.guide} saved={data.saved} stimuli={data.stimuli} canEdit={canEdit} />
      ) : (
        <NoProject missing={missing} what="Discussion guides" />
      )}
    </PageBody>
  );
}
