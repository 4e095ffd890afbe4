import type { Metadata } from "next";
import Link from "next/link";
import { UserCheckIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { ParticipantsView } from "@/modules/personas/recruiting/components/participants-view";
import { listBriefsAndSegments, listParticipantsByProject } from "@/modules/personas/recruiting/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/participants");

export default async function ParticipantsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("personas");
  const wanted = (await searchParams).project;
  const projectId = isUuid(wanted) ? wanted : undefined;
  const [groups, { segments }] = await Promise.all([listParticipantsByProject(scope, { projectId }), listBriefsAndSegments(scope)]);
  const segmentNames = Object.fromEntries(segments.map((s) => [s.key, s.name]));
  return (
    <PageBody>
      <PageHeader
        route="/participants"
        description="Who is recruited into which focus-group project, with the segment and quota each persona fills. Drop a participant to keep them out of the next sessions; re-add them any time."
        actions={
          projectId ? (
            <Button size="sm" variant="outline" asChild>
              <Link href="/participants">All projects</Link>
            </Button>
          ) : null
        }
      />
      {groups.length === 0 ? (
        <EmptyState
          icon={UserCheckIcon}
          title={projectId ? "No participants in this project yet" : "No participants yet"}
          action={
            canEdit ? (
              <Button size="sm" asChild>
                <Link href={projectId ? `/recruiting-participants?project=${projectId}` : "/recruiting-participants"}>Recruit participants</Link>
              </Button>
            ) : null
          }
        >
          Recruit personas into a focus-group project by segment, attributes and quotas; they show up here grouped by project.
        </EmptyState>
      ) : (
        <ParticipantsView brandId={scope.brandId} groups={groups} segmentNames={segmentNames} canEdit={canEdit} />
      )}
    </PageBody>
  );
}
