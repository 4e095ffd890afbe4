"use client";

import * as React from "react";
import Link from "next/link";
import { FileTextIcon, ListChecksIcon, NotebookPenIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Badge } from "@/components/ui/badge";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EmptyState } from "@/components/ui/empty";
import { deleteTranscriptAction } from "../actions";
import type { TranscriptListItem } from "../queries";
import { AddTranscriptDialog } from "./add-transcript-dialog";
import { formatDay } from "@/lib/format";

const SOURCE_LABELS: Record<string, string> = { paste: "Pasted", txt: "TXT", md: "Markdown", vtt: "VTT captions", docx: "Word" };

export function TranscriptsView({ brandId, transcripts, today, canEdit }: { brandId: string; transcripts: TranscriptListItem[]; today: string; canEdit: boolean }) {
  const { run } = useAction({ brandId });
  const [deleting, setDeleting] = React.useState<TranscriptListItem | null>(null);

  if (transcripts.length === 0) {
    return (
      <EmptyState
        icon={NotebookPenIcon}
        title="No minutes or transcripts yet"
        action={canEdit ? <AddTranscriptDialog brandId={brandId} today={today} /> : null}
      >
        {canEdit
          ? "Paste the notes of a meeting or upload its transcript (.txt, .md, .vtt or .docx). The action items in it — who does what by when — become tasks for the squad in two clicks."
          : "Minutes and transcripts of this brand's meetings appear here once someone adds them."}
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="grid gap-3" aria-label="Minutes and transcripts">
        {transcripts.map((t) => (
          <li key={t.id} className="group relative flex items-start gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:bg-accent/30 sm:p-5" data-testid="transcript-row">
            <div className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg border bg-background text-muted-foreground">
              <FileTextIcon className="size-4" aria-hidden="true" />
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <Link href={`/project-moms/${t.id}/assign-tasks`} className="truncate text-sm font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
                  {t.title}
                </Link>
                <Badge variant="outline" className="font-normal text-muted-foreground">
                  {SOURCE_LABELS[t.source] ?? t.source}
                </Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                {t.meetingDate ? formatDay(t.meetingDate, { weekday: true }) : `Added ${formatDay(t.createdAt.slice(0, 10))}`}
                {t.createdByName ? ` · by ${t.createdByName}` : ""} · {t.lines} line{t.lines === 1 ? "" : "s"}
                <span className="sm:hidden"> · {t.tasks === 0 ? "no tasks yet" : `${t.tasks} task${t.tasks === 1 ? "" : "s"}`}</span>
              </p>
              <p className="line-clamp-2 text-sm text-muted-foreground">{t.excerpt}</p>
            </div>
            <div className="relative z-10 flex shrink-0 items-center gap-2">
              <span className="hidden items-center gap-1 text-xs text-muted-foreground sm:inline-flex">
                <ListChecksIcon className="size-3.5" aria-hidden="true" />
                {t.tasks === 0 ? "No tasks yet" : `${t.tasks} task${t.tasks === 1 ? "" : "s"}`}
              </span>
              {canEdit ? (
                <RowActionsMenu
                  label={`More for ${t.title}`}
                  modal={false}
                  className="w-48"
                  actions={[{ label: "Assign tasks", icon: ListChecksIcon, href: `/project-moms/${t.id}/assign-tasks` }, "separator", { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setDeleting(t) }]}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete "${deleting?.title ?? ""}"?`}
        description={<p>The text is removed. {deleting && deleting.tasks > 0 ? `The ${deleting.tasks} task${deleting.tasks === 1 ? "" : "s"} created from it stay.` : "No tasks were created from it."}</p>}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => (deleting ? (await run(deleteTranscriptAction, { transcriptId: deleting.id }, { success: `Deleted "${deleting.title}"` })).ok : true)}
      />
    </>
  );
}
