import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireModule } from "@/modules/roles/guard";
import { AddTranscriptDialog } from "@/modules/meeting-minutes/components/add-transcript-dialog";
import { TranscriptsView } from "@/modules/meeting-minutes/components/transcripts-view";
import { listTranscripts } from "@/modules/meeting-minutes/queries";
import { today as currentDay } from "@/lib/calendar-day";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/project-moms");

export default async function ProjectMomsPage() {
  const { scope, canEdit } = await requireModule("meeting-minutes");
  const transcripts = await listTranscripts(scope);
  const today = currentDay();
  return (
    <PageBody className="max-w-5xl">
      <PageHeader
        route="/project-moms"
        description="Minutes of meetings and their transcripts. The action items in them — owner, action, due date — are found for you and assigned as tasks."
        actions={canEdit && transcripts.length ? <AddTranscriptDialog brandId={scope.brandId} today={today} /> : null}
      />
      <TranscriptsView brandId={scope.brandId} transcripts={transcripts} today={today} canEdit={canEdit} />
    </PageBody>
  );
}
