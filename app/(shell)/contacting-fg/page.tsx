import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { NoProject } from "@/modules/focus-groups/components/no-project";
import { ProjectPicker } from "@/modules/focus-groups/components/project-picker";
import { pickProject } from "@/modules/focus-groups/pick-project";
import { ContactingFgView } from "@/modules/focus-groups/session/components/contacting-fg-view";
import { getSessionInputs, getSessionLive, listSessionParticipants, listSessions } from "@/modules/focus-groups/session/queries";
import { getBriefSettings, resolveResearchEngine } from "@/modules/personas/engine";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/contacting-fg");

export default async function ContactingFgPage({ searchParams }: { searchParams: Promise<{ project?: string; session?: string }> }) {
  const { scope, canEdit } = await requireModule("focus-groups");
  const params = await searchParams;
  if (params.session && !isUuid(params.session)) notFound();
  const { projects, project, missing } = await pickProject(scope, params.project);
  const header = (
    <PageHeader
      route="/contacting-fg"
      description="Run a project's discussion guide with its recruited participants: a moderator asks, synthetic personas answer in character and react to each other."
      actions={projects.length ? <ProjectPicker brandId={scope.brandId} projects={projects} value={project?.id ?? null} /> : null}
    />
  );
  if (!project) {
    return (
      <PageBody className="max-w-5xl">
        {header}
        <NoProject missing={missing} what="Sessions" />
      </PageBody>
    );
  }
  const [participants, inputs, sessions, research] = await Promise.all([
    listSessionParticipants(scope, project.id),
    getSessionInputs(scope, project.id),
    listSessions(scope, project.id),
    getBriefSettings(scope).then((s) => resolveResearchEngine(scope, s)),
  ]);
  const selectedId = params.session ?? sessions[0]?.id ?? null;
  const selected = selectedId ? await getSessionLive(scope, selectedId, 0, 2_000) : null;
  // Another project's (or brand's) session in the address answers like a missing one.
  if (params.session && (!selected || selected.session.projectId !== project.id)) notFound();
  return (
    <PageBody className="max-w-5xl">
      {header}
      <ContactingFgView
        brandId={scope.brandId}
        projectId={project.id}
        projectName={project.name}
        canEdit={canEdit}
        participants={participants}
        guide={inputs.guide}
        engine={research.kind === "ai" ? { ok: true, label: research.label, model: research.engine.model } : { ok: false, note: research.note }}
        sessions={sessions}
        selected={selected}
      />
    </PageBody>
  );
}
