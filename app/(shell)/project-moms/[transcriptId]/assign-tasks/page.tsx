import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageBody } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { AssignTranscriptPage } from "@/modules/meeting-minutes/components/assign-transcript-page";
import { getAssignTranscriptPage } from "@/modules/meeting-minutes/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/project-moms/[transcriptId]/assign-tasks");

export default async function AssignTranscriptTasksPage({ params }: { params: Promise<{ transcriptId: string }> }) {
  const [{ scope }, { transcriptId }] = await Promise.all([requireModule("meeting-minutes"), params]);
  if (!isUuid(transcriptId)) notFound();
  const page = await getAssignTranscriptPage(scope, transcriptId);
  if (!page) notFound();
  return (
    <PageBody>
      <AssignTranscriptPage brandId={scope.brandId} page={page} />
    </PageBody>
  );
}
