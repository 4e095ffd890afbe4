import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import type { AssignTranscriptPage as AssignTranscriptPageData } from "../queries";
import { AssignTasksForm } from "./assign-tasks-form";
import { AssignedTasks } from "./assigned-tasks";
import { TranscriptText } from "./transcript-text";

/** Turning a transcript's action items into tasks, beside the text they were found in. */
export function AssignTranscriptPage({ brandId, page }: { brandId: string; page: AssignTranscriptPageData }) {
  const { transcript, squad, tasks, items, canAssign } = page;
  return (
    <>
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
          <AssignTasksForm key={tasks.length} brandId={brandId} transcriptId={transcript.id} items={items} squad={squad} canAssign={canAssign} />
          {tasks.length ? <AssignedTasks brandId={brandId} tasks={tasks} /> : null}
        </div>
        <TranscriptText content={transcript.content} highlight={items.map((i) => i.line)} />
      </div>
    </>
  );
}
