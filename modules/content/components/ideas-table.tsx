"use client";

import * as React from "react";
import Link from "next/link";
import { CheckIcon, FileTextIcon, MergeIcon, RotateCcwIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { DataTableBulkBar } from "@/components/data-table/bulk-bar";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { StatusBadge } from "@/components/ui/tone-badge";
import { tableColumn } from "@/lib/table/columns";
import { cn } from "@/lib/utils";
import { acceptContentIdeaAction, mergeContentIdeasAction, rejectContentIdeaAction, reopenContentIdeaAction } from "../ideas/actions";
import type { IdeaRow, IdeasPage } from "../ideas/queries";
import { IDEA_STATES, IDEAS_TABLE, ORIGIN_LABELS, type IdeasTableState } from "../ideas/view-params";
import { NearDuplicateWarning } from "./near-duplicate-warning";

/** Where an accepted idea's brief opens (the briefs page). */
export const briefHref = (briefId: string) => `/content-briefs?brief=${briefId}`;

function IdeaCell({ r }: { r: IdeaRow }) {
  return (
    <div className="grid min-w-0 gap-1">
      <span className="font-medium break-words text-pretty" data-testid="idea-title">
        {r.title}
      </span>
      {r.summary ? <p className="line-clamp-3 text-xs break-words whitespace-pre-line text-muted-foreground">{r.summary}</p> : null}
      <p className="text-xs break-words" data-testid="idea-reason">
        <span className="font-medium">Why: </span>
        {r.reason}
      </p>
      {r.basedOn.length ? (
        <p className="text-xs break-words text-muted-foreground" data-testid="idea-based-on">
          <span className="font-medium text-foreground">Based on: </span>
          {r.basedOn.map((c) => `${c.sourceTitle}${c.heading ? ` › ${c.heading}` : ""}`).join("; ")}
        </p>
      ) : null}
      {r.status === "rejected" && r.rejectReason ? (
        <p className="text-xs break-words text-red-700 dark:text-red-300" data-testid="idea-reject-reason">
          <span className="font-medium">Rejected: </span>
          {r.rejectReason}
        </p>
      ) : null}
      {r.mergedInto ? <p className="text-xs break-words text-muted-foreground">Merged into “{r.mergedInto.title}”.</p> : null}
      <NearDuplicateWarning duplicates={r.nearDuplicates} className="mt-0.5" />
    </div>
  );
}

function ScoreCell({ r }: { r: IdeaRow }) {
  const p = r.scoreParts;
  return (
    <div className="grid gap-0.5 lg:text-right">
      <span className="text-base font-semibold tabular-nums" data-testid="idea-score">
        {r.score}
      </span>
      <span className="text-[11px] whitespace-nowrap text-muted-foreground tabular-nums">
        Volume {p.volume ?? "—"} · Ease {p.difficulty ?? "—"} · Fit {p.fit ?? "—"}
      </span>
    </div>
  );
}

function RejectDialog({ r, brandId, onClose }: { r: IdeaRow; brandId: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      title={`Reject “${r.title}”?`}
      description="The idea is kept with your reason (filter by Rejected to see it) and is not suggested again."
      onClose={onClose}
      onSubmit={() => run(rejectContentIdeaAction, { id: r.id, reason }, { success: "Idea rejected.", onSuccess: onClose, onError: (e, f) => setError(f?.reason?.[0] ?? e) })}
      pending={pending}
      submitLabel={pending ? "Rejecting…" : "Reject idea"}
    >
      <FormField id="reject-reason" label="Why is it rejected?" error={error}>
        <Textarea {...fieldA11y("reject-reason", error)} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} autoFocus placeholder="e.g. Off-brand: we do not sell refurbished machines." />
      </FormField>
    </FormDialog>
  );
}

function RowActions({ r, brandId }: { r: IdeaRow; brandId: string }) {
  const { run, isBusy, pending } = useAction({ brandId });
  const [rejecting, setRejecting] = React.useState(false);
  if (r.briefId) {
    return (
      <Button size="sm" variant="outline" asChild>
        <Link href={briefHref(r.briefId)}>
          <FileTextIcon aria-hidden="true" />
          Open brief
        </Link>
      </Button>
    );
  }
  if (r.status === "rejected") {
    return (
      <Button size="sm" variant="ghost" disabled={pending} onClick={() => run(reopenContentIdeaAction, { id: r.id }, { success: "Idea reopened." })}>
        <RotateCcwIcon aria-hidden="true" />
        Reopen
      </Button>
    );
  }
  if (r.status === "merged") return null;
  return (
    <div className="flex flex-wrap gap-1.5 lg:justify-end">
      <Button
        size="sm"
        disabled={pending}
        onClick={() => run(acceptContentIdeaAction, { id: r.id }, { key: "accept", success: (d) => (d.created ? `Brief created for “${r.title}”.` : d.linked ? `Added to the existing brief for “${r.keyword}”.` : "This idea already has a brief.") })}
      >
        <CheckIcon aria-hidden="true" />
        {isBusy("accept") ? "Creating…" : "Create brief"}
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => setRejecting(true)}>
        <XIcon aria-hidden="true" />
        Reject
      </Button>
      {rejecting ? <RejectDialog r={r} brandId={brandId} onClose={() => setRejecting(false)} /> : null}
    </div>
  );
}

function MergeDialog({ ideas, brandId, onClose, onDone }: { ideas: IdeaRow[]; brandId: string; onClose: () => void; onDone: () => void }) {
  const { run, pending } = useAction({ brandId });
  const best = [...ideas].sort((a, b) => b.score - a.score)[0];
  const [intoId, setIntoId] = React.useState(best?.id ?? "");
  return (
    <FormDialog
      title={`Merge ${ideas.length} ideas`}
      description="Keep one idea; the others are marked merged and point to it, and it takes the best score. Nothing is deleted."
      onClose={onClose}
      onSubmit={() => run(mergeContentIdeasAction, { ids: ideas.map((i) => i.id), intoId }, { success: (d) => `${d.merged} idea${d.merged === 1 ? "" : "s"} merged.`, onSuccess: () => (onDone(), onClose()) })}
      pending={pending}
      submitLabel={pending ? "Merging…" : "Merge"}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Idea to keep</legend>
        {ideas.map((i) => (
          <label key={i.id} className="flex items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary">
            <input type="radio" name="merge-into" value={i.id} checked={intoId === i.id} onChange={() => setIntoId(i.id)} className="mt-1 accent-primary" />
            <span className="min-w-0 break-words">
              {i.title} <span className="text-xs text-muted-foreground tabular-nums">· score {i.score}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}

function BulkMerge({ selected, rows, brandId, clear }: { selected: string[]; rows: IdeaRow[]; brandId: string; clear: () => void }) {
  const [open, setOpen] = React.useState(false);
  const ideas = rows.filter((r) => selected.includes(r.id));
  const blocked = ideas.filter((r) => r.status === "merged" || r.briefId);
  return (
    <DataTableBulkBar count={selected.length} onClear={clear}>
      <Button size="sm" variant="outline" disabled={ideas.length < 2 || blocked.length > 0} onClick={() => setOpen(true)}>
        <MergeIcon aria-hidden="true" />
        Merge…
      </Button>
      {blocked.length ? <span className="text-xs text-muted-foreground">Ideas with a brief or already merged cannot be merged.</span> : ideas.length < 2 ? <span className="text-xs text-muted-foreground">Choose two or more ideas to merge.</span> : null}
      {open ? <MergeDialog ideas={ideas} brandId={brandId} onClose={() => setOpen(false)} onDone={clear} /> : null}
    </DataTableBulkBar>
  );
}

function columns(brandId: string, canEdit: boolean) {
  const column = tableColumn<IdeaRow>;
  return [
    column("title", "Idea", (r) => <IdeaCell r={r} />, { alwaysVisible: true, cellClassName: "basis-full lg:min-w-80" }),
    column("origin", "Origin", (r) => <Badge variant="outline" className="whitespace-nowrap">{ORIGIN_LABELS[r.origin]}</Badge>, {}),
    column("score", "Score", (r) => <ScoreCell r={r} />, { headerClassName: "text-right" }),
    column("status", "Status", (r) => <StatusBadge status={r.status} states={IDEA_STATES} />, { alwaysVisible: true }),
    ...(canEdit ? [column("actions", "Actions", (r) => <RowActions r={r} brandId={brandId} />, { alwaysVisible: true, cellClassName: "basis-full lg:basis-auto lg:w-56" })] : []),
  ];
}

/** The ideas on the shared data table: server-sorted and paged from the URL, merge from the bulk bar. */
export function IdeasTable({ brandId, page, state, canEdit }: { brandId: string; page: IdeasPage; state: IdeasTableState; canEdit: boolean }) {
  const cols = React.useMemo(() => columns(brandId, canEdit), [brandId, canEdit]);
  return (
    <DataTable
      tableId="content-ideas"
      caption="Content ideas"
      columns={cols}
      rows={page.rows}
      getRowId={(r) => r.id}
      spec={IDEAS_TABLE}
      state={state}
      total={page.total}
      noun="idea"
      bulkActions={canEdit ? (selected, clear) => <BulkMerge selected={selected} rows={page.rows} brandId={brandId} clear={clear} /> : undefined}
      headerClassName="hidden lg:table-header-group"
      cellClassName="lg:px-3 lg:py-2.5 lg:align-top"
      rowClassName={cn("flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 lg:table-row lg:p-0")}
      rowProps={(r) => ({ "data-testid": "idea-row", "data-status": r.status, "data-origin": r.origin, "data-title": r.title })}
    />
  );
}
