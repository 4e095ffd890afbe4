import type { Metadata } from "next";
import Link from "next/link";
import { FolderKanbanIcon, UsersRoundIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { listProjectOptions } from "@/modules/focus-groups/projects/queries";
import { RecruitView } from "@/modules/personas/recruiting/components/recruit-view";
import { listBriefsAndSegments, listCandidates, projectSeats } from "@/modules/personas/recruiting/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/recruiting-participants");

export default async function RecruitingParticipantsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope } = await requireModule("personas", { need: "edit" });
  const wanted = (await searchParams).project;
  const [projects, candidates, { briefs, segments }] = await Promise.all([listProjectOptions(scope), listCandidates(scope), listBriefsAndSegments(scope)]);
  const project = projects.find((p) => p.id === wanted) ?? projects[0] ?? null;
  const seats = project ? await projectSeats(scope, project.id) : [];
  return (
    <PageBody>
      <PageHeader
        route="/recruiting-participants"
        description="Choose personas for a focus-group project: filter by brief, segment, attributes and source, set quotas per segment and recruit, or pick personas by hand."
      />
      {!project ? (
        <EmptyState
          icon={FolderKanbanIcon}
          title="No focus-group project yet"
          action={
            <Button size="sm" asChild>
              <Link href="/projects">Create a project</Link>
            </Button>
          }
        >
          Participants are recruited into a project. Create one on Projects first.
        </EmptyState>
      ) : candidates.length === 0 ? (
        <EmptyState
          icon={UsersRoundIcon}
          title="No personas to recruit"
          action={
            <Button size="sm" asChild>
              <Link href="/personas">Generate personas</Link>
            </Button>
          }
        >
          Recruiting picks from the brand&apos;s active personas. Generate some from a brief, or write or import them on My Personas.
        </EmptyState>
      ) : (
        <RecruitView key={project.id} brandId={scope.brandId} projects={projects} project={project} candidates={candidates} seats={seats} briefs={briefs} segments={segments} />
      )}
    </PageBody>
  );
}
