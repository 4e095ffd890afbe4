import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { accessTo, isUuid } from "@/lib/brand-scope";
import { atLeast } from "@/lib/permissions";
import { requireModule } from "@/modules/roles/guard";
import { AssignTasksForm } from "@/modules/meeting-minutes/components/assign-tasks-form";
import { AssignedTasks } from "@/modules/meeting-minutes/components/assigned-tasks";
import { TranscriptText } from "@/modules/meeting-minutes/components/transcript-text";
import { extractActionItems } from "@/modules/meeting-minutes/extract";
import { getTranscriptForAssign } from "@/modules/meeting-minutes/queries";
import { routeMetadata } from "@/lib/navigation/registry";
import { formatDay } from "@/lib/format";

export const metadata: Metadata = routeMetadata("/project-moms/[transcriptId]/assign-tasks");

export default async function AssignTranscriptTasksPage({ params }: { params: Promise<{ transcriptId: string }> }) {
  const [{ scope }, { transcriptId }] = await Promise.all([requireModule("meeting-minutes"), params]);
  if (!isUuid(transcriptId)) notFound();
  const [data, tasksAccess] = await Promise.all([getTranscriptForAssign(scope, transcriptId), accessTo(scope, "tasks")]);
  if (!data) notFound();
  const { transcript, squad, tasks } = data;
  // An item counts as assigned when a task was made from it (edited title or not) or has its title.
  const doneKeys = new Set(tasks.map((t) => t.itemKey).filter(Boolean));
  const doneTitles = new Set(tasks.map((t) => t.title.trim().toLowerCase()));
  const items = extractActionItems(transcript.content, squad, { referenceDate: transcript.meetingDate ?? transcript.createdDay }).map((i) => ({
    ...i,
    alreadyAssigned: doneKeys.has(i.key) || doneTitles.has(i.title.toLowerCase()),
  }));
  return (
    <PageBody>
      <PageHeader
        route="/project-moms/[transcriptId]/assign-tasks"
        title={transcript.title}
        description={
          <>
            {transcript.meetingDate ? formatDay(transcript.meetingDate, { weekday: true }) : `Added ${formatDay(transcript.createdDay)}`}
            {transcript.fileName ? ` · ${transcript.fileName}` : ""}. Check the action items found in the text, fix owners and dates, and create them as tasks.
          </>
        }
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link href="/project-moms">
              <ArrowLeftIcon aria-hidden="true" />
              All minutes
            </Link>
          </Button>
        }
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <AssignTasksForm key={tasks.length} brandId={scope.brandId} transcriptId={transcript.id} items={items} squad={squad} canAssign={atLeast(tasksAccess, "edit")} />
          {tasks.length ? <AssignedTasks brandId={scope.brandId} tasks={tasks} /> : null}
        </div>
        <TranscriptText content={transcript.content} highlight={items.map((i) => i.line)} />
      </div>
    </PageBody>
  );
}
