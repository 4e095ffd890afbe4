"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CopyIcon, DownloadIcon, LinkIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { toast } from "@/components/ui/sonner";
import { formatBytes, formatDate, formatDay, formatNumber, plural } from "@/lib/format";
import {
  assignContentBriefAction,
  contentBriefExportUrlAction,
  deleteContentBriefAction,
  exportContentBriefAction,
  revokeContentBriefShareAction,
  setContentBriefStatusAction,
  shareContentBriefAction,
} from "@/modules/content/briefs/actions";
import { EXPORT_FORMAT_LABEL, EXPORT_FORMATS, type ExportFormat } from "@/modules/content/briefs/export-formats";
import type { BriefEditorData } from "@/modules/content/briefs/page";
import { BRIEF_STATUS_OPTIONS } from "./briefs-status";

const NOBODY = "__nobody";

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-sm">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 text-sm">{children}</CardContent>
    </Card>
  );
}

/** Starts a download of a signed link without leaving the page. */
function download(url: string, name: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

export function BriefSide({ data, brandId, canEdit }: { data: BriefEditorData; brandId: string; canEdit: boolean }) {
  const { brief, options, exports, performance } = data;
  const router = useRouter();
  const { run, isBusy, pending } = useAction({ brandId });
  const [shareUrl, setShareUrl] = React.useState<string | null>(null);
  const [days, setDays] = React.useState("14");
  const [confirmDelete, setConfirmDelete] = React.useState(false);
  const person = options.people.find((p) => p.id === brief.assigneeId);

  const doExport = (format: ExportFormat) =>
    run(exportContentBriefAction, { id: brief.id, format }, { key: `export-${format}`, success: `Exported as ${EXPORT_FORMAT_LABEL[format]}`, onSuccess: (d) => download(d.url, d.name) });

  return (
    <div className="grid content-start gap-4">
      <Panel title="Status and assignee">
        <FormField id="brief-status" label="Status">
          <OptionSelect
            id="brief-status"
            value={brief.status}
            onValueChange={(v) => run(setContentBriefStatusAction, { id: brief.id, status: v as typeof brief.status }, { key: "status", success: "Status changed" })}
            options={BRIEF_STATUS_OPTIONS}
            disabled={!canEdit || pending}
          />
        </FormField>
        <FormField
          id="brief-assignee"
          label="Assignee"
          hint={person && !person.inSquad ? `${person.name} is not in the Growth Squad, so the task stays unassigned. Add them on /growth-squad.` : "Assigning creates a task for the writer, linked to this brief."}
        >
          <OptionSelect
            id="brief-assignee"
            value={brief.assigneeId ?? NOBODY}
            onValueChange={(v) =>
              run(
                assignContentBriefAction,
                { id: brief.id, assigneeId: v === NOBODY ? null : v },
                { key: "assign", success: (d) => (d.assigneeName ? `Assigned to ${d.assigneeName}${d.created ? "; task created" : "; task updated"}` : "Unassigned") },
              )
            }
            first={{ value: NOBODY, label: "Unassigned" }}
            options={options.people.map((p) => ({ value: p.id, label: p.inSquad ? p.name : `${p.name} (not in squad)` }))}
            disabled={!canEdit || pending}
          />
        </FormField>
        {brief.task ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="brief-task">
            <span className="text-muted-foreground">Task:</span>
            <Link className="underline underline-offset-4" href={`/tasks/${brandId}/${brief.task.id}`}>
              {brief.task.title}
            </Link>
            <TaskStatusBadge status={brief.task.status} />
            <span className="basis-full text-xs text-muted-foreground">The brief follows this task: Done when the task is done, back to In writing if it is reopened.</span>
          </div>
        ) : null}
      </Panel>

      <Panel title="Share read-only">
        {brief.share.active && brief.share.expiresAt ? (
          <p>
            A read-only link is active until {formatDate(brief.share.expiresAt)}. Anyone with it can read this brief, nothing else of the brand.
          </p>
        ) : brief.share.expired ? (
          <p className="text-muted-foreground">The last link expired. Create a new one to share again.</p>
        ) : (
          <p className="text-muted-foreground">Share the brief with a freelance writer who has no account: they see the brief only.</p>
        )}
        {shareUrl ? (
          <div className="flex gap-2">
            <Input aria-label="Share link" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
            <Button
              size="icon"
              variant="outline"
              aria-label="Copy share link"
              onClick={() => navigator.clipboard.writeText(shareUrl).then(() => toast.success("Link copied"), () => toast.error("Copy the link from the field: the browser refused the clipboard."))}
            >
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        {canEdit ? (
          <div className="flex flex-wrap items-end gap-2">
            <FormField id="share-days" label="Valid for (days)" className="w-32">
              <Input id="share-days" type="number" min={1} max={90} value={days} onChange={(e) => setDays(e.target.value)} />
            </FormField>
            <Button
              variant="outline"
              disabled={pending}
              onClick={() =>
                run(shareContentBriefAction, { id: brief.id, days: Number(days) || 14 }, { key: "share", success: "Share link created. Copy it now: it is shown only once.", onSuccess: (d) => setShareUrl(`${window.location.origin}${d.path}`) })
              }
            >
              <LinkIcon aria-hidden="true" />
              {brief.share.active ? "New link" : "Create link"}
            </Button>
            {brief.share.active ? (
              <Button variant="ghost" disabled={pending} onClick={() => run(revokeContentBriefShareAction, { id: brief.id }, { key: "revoke", success: "Share link revoked", onSuccess: () => setShareUrl(null) })}>
                Revoke
              </Button>
            ) : null}
          </div>
        ) : null}
      </Panel>

      <Panel title="Export">
        <div className="flex flex-wrap gap-2">
          {EXPORT_FORMATS.map((format) => (
            <Button key={format} variant="outline" size="sm" disabled={pending} onClick={() => doExport(format)}>
              <DownloadIcon aria-hidden="true" />
              {isBusy(`export-${format}`) ? "Exporting…" : EXPORT_FORMAT_LABEL[format]}
            </Button>
          ))}
        </div>
        {exports.length ? (
          <ul className="grid gap-1" aria-label="Recent exports">
            {exports.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-2">
                <button
                  type="button"
                  className="min-w-0 truncate text-left underline underline-offset-4"
                  onClick={() => run(contentBriefExportUrlAction, { exportId: e.id }, { key: e.id, refresh: false, onSuccess: (d) => download(d.url, d.name) })}
                >
                  {e.name}
                </button>
                <span className="shrink-0 text-muted-foreground">
                  {formatBytes(e.size)} · <RelativeTime at={e.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No exports yet.</p>
        )}
      </Panel>

      <Panel title="Performance">
        {!brief.published ? (
          <p className="text-muted-foreground">Add the published URL and date once the piece is live: clicks, impressions, position, sessions and conversions of its first 30, 60 and 90 days appear here.</p>
        ) : (
          <>
            <p className="text-muted-foreground">
              <span className="break-all">{brief.published.url}</span>, published {formatDate(brief.published.at)}.
            </p>
            <ul className="grid gap-2" aria-label="Performance after publishing">
              {performance?.map((w) => (
                <li key={w.days} className="rounded-md border p-2">
                  <p className="font-medium">First {w.days} days</p>
                  {w.figures ? (
                    w.figures.gscRows || w.figures.ga4Rows ? (
                      <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 text-muted-foreground">
                        <dt>Clicks</dt>
                        <dd className="text-right tabular-nums text-foreground">{formatNumber(w.figures.clicks)}</dd>
                        <dt>Impressions</dt>
                        <dd className="text-right tabular-nums text-foreground">{formatNumber(w.figures.impressions)}</dd>
                        <dt>Avg. position</dt>
                        <dd className="text-right tabular-nums text-foreground">{w.figures.position ?? "—"}</dd>
                        <dt>Sessions</dt>
                        <dd className="text-right tabular-nums text-foreground">{formatNumber(w.figures.sessions)}</dd>
                        <dt>Conversions</dt>
                        <dd className="text-right tabular-nums text-foreground">{formatNumber(w.figures.conversions)}</dd>
                      </dl>
                    ) : (
                      <p className="text-muted-foreground">
                        No Search Console or GA4 rows for this URL from {formatDay(w.start)} to {formatDay(w.end)}. Connect or sync them on /integrations and /seo-analytics.
                      </p>
                    )
                  ) : (
                    <p className="text-muted-foreground">
                      Not yet {w.days} days since publishing ({plural(w.daysToGo, "day")} to go).
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>

      {canEdit ? (
        <div>
          <Button variant="ghost" className="text-destructive" onClick={() => setConfirmDelete(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete brief
          </Button>
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title="Delete this brief?"
            description={`"${brief.title}" and its exports will be deleted. Its task, if any, stays.`}
            confirmLabel="Delete brief"
            busyLabel="Deleting…"
            destructive
            onConfirm={async () => (await run(deleteContentBriefAction, { id: brief.id }, { key: "delete", success: "Brief deleted", refresh: false, onSuccess: () => router.push("/content-briefs") })).ok}
          />
        </div>
      ) : null}
    </div>
  );
}
