"use client";

import * as React from "react";
import { DatabaseIcon, FileTextIcon, GlobeIcon, LibraryIcon, MapIcon, PlusIcon, RefreshCwIcon, RotateCwIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { Progress } from "@/components/ui/progress";
import { RelativeTime } from "@/components/ui/relative-time";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Switch } from "@/components/ui/switch";
import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";
import { formatBytes, formatNumber } from "@/lib/format";
import { tableColumn } from "@/lib/table/columns";
import { cn } from "@/lib/utils";
import type { SourceKind, SourceRow, SourcesPage } from "../queries";
import { deleteKnowledgeSourceAction, retryKnowledgeSourceAction, setKnowledgeSourceEnabledAction, syncKnowledgeBrandDataAction } from "../source-actions";
import { SOURCES_TABLE, type SourcesTableState } from "../view-params";
import { SourcesAddDialog } from "./sources-add-dialog";

const STATES: StatusStates = {
  queued: ["idle", "Queued"],
  processing: ["info", "Reading"],
  ready: ["ok", "Ready"],
  failed: ["bad", "Failed"],
};

const KIND: Record<SourceKind, { label: string; icon: typeof FileTextIcon }> = {
  file: { label: "File", icon: FileTextIcon },
  text: { label: "Text", icon: FileTextIcon },
  url: { label: "Page", icon: GlobeIcon },
  sitemap: { label: "Sitemap", icon: MapIcon },
  "brand-data": { label: "Brand data", icon: DatabaseIcon },
};

const numeric = "text-xs tabular-nums lg:text-right";
const none = <span className="text-muted-foreground">—</span>;

function ProgressCell({ r }: { r: SourceRow }) {
  if (r.status === "ready" || r.status === "failed") {
    return r.error ? <span className={cn("line-clamp-3 max-w-72 text-xs", r.status === "failed" ? "text-red-700 dark:text-red-300" : "text-amber-700 dark:text-amber-300")}>{r.error}</span> : none;
  }
  const pct = r.progressTotal > 0 ? (r.progressDone / r.progressTotal) * 100 : null;
  return (
    <span className="grid w-40 gap-1">
      <Progress value={r.status === "queued" ? 0 : pct} aria-label={`Reading ${r.title}`} />
      <span className="text-xs text-muted-foreground tabular-nums">{r.status === "queued" ? "waiting to start" : r.progressTotal > 1 ? `${formatNumber(r.progressDone)} of ${formatNumber(r.progressTotal)} pages` : "reading…"}</span>
    </span>
  );
}

function EnabledSwitch({ r, brandId, canEdit }: { r: SourceRow; brandId: string; canEdit: boolean }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Switch
      checked={r.enabled}
      disabled={!canEdit || pending}
      aria-label={`Use "${r.title}" in search and grounding`}
      onCheckedChange={(enabled) =>
        run(setKnowledgeSourceEnabledAction, { sourceId: r.id, enabled }, { success: enabled ? `"${r.title}" is used again.` : `"${r.title}" is left out of search and grounding.` })
      }
    />
  );
}

function RowActions({ r, brandId }: { r: SourceRow; brandId: string }) {
  const { run, pending } = useAction({ brandId });
  const [confirm, setConfirm] = React.useState(false);
  return (
    <>
      <RowActionsMenu
        label={`More for ${r.title}`}
        title={r.title}
        modal={false}
        disabled={pending}
        actions={[
          r.kind !== "brand-data" && {
            label: r.status === "failed" ? "Retry" : "Read again",
            icon: RotateCwIcon,
            disabled: r.status === "processing" || r.status === "queued",
            onSelect: () => void run(retryKnowledgeSourceAction, { sourceId: r.id }, { success: `"${r.title}" is being read again.` }),
          },
          {
            label: "Delete",
            icon: Trash2Icon,
            destructive: true,
            onSelect: () => setConfirm(true),
          },
        ]}
      />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Delete "${r.title}"?`}
        description={r.kind === "brand-data" ? "Its passages are removed now; the next brand-data sync adds them back." : "Its passages are removed from the knowledge base, and an uploaded file is deleted. This cannot be undone."}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        destructive
        onConfirm={async () => (await run(deleteKnowledgeSourceAction, { sourceId: r.id }, { success: `"${r.title}" was deleted.` })).ok}
      />
    </>
  );
}

function columns(brandId: string, canEdit: boolean) {
  const column = tableColumn<SourceRow>;
  return [
    column(
      "title",
      "Source",
      (r) => {
        const k = KIND[r.kind];
        return (
          <span className="flex min-w-0 items-start gap-2">
            <k.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words" data-testid="source-title">
                {r.title}
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {k.label}
                {r.byteSize ? ` · ${formatBytes(r.byteSize)}` : ""}
                {r.kind === "url" || r.kind === "sitemap" ? ` · ${r.origin}` : ""}
              </span>
            </span>
          </span>
        );
      },
      { alwaysVisible: true, cellClassName: "basis-full lg:max-w-80" },
    ),
    column("status", "Status", (r) => <StatusBadge status={r.status} states={STATES} />, { alwaysVisible: true }),
    column("progress", "Progress", (r) => <ProgressCell r={r} />, { cellClassName: "basis-full lg:basis-auto" }),
    column("chunks", "Chunks", (r) => formatNumber(r.chunkCount), { headerClassName: "text-right", cellClassName: numeric }),
    column("tokens", "Tokens", (r) => formatNumber(r.tokenCount), { headerClassName: "text-right", cellClassName: numeric }),
    column("synced", "Last sync", (r) => (r.lastSyncedAt ? <RelativeTime at={new Date(r.lastSyncedAt)} className="text-xs whitespace-nowrap text-muted-foreground" /> : none), {}),
    column("enabled", "Enabled", (r) => <EnabledSwitch r={r} brandId={brandId} canEdit={canEdit} />, {}),
    ...(canEdit ? [column("actions", "Actions", (r) => <RowActions r={r} brandId={brandId} />, { alwaysVisible: true, cellClassName: "ml-auto lg:w-10" })] : []),
  ];
}

/**
 * The knowledge base's sources on the shared data table (sorted and paged on the server from the
 * URL), with the add dialog and the brand-data sync. While any source is queued or being read the
 * page re-renders every 2 s, so progress moves and survives a reload (it lives on the rows).
 */
export function SourcesTable({ brandId, page, state, canEdit, maxUploadBytes }: { brandId: string; page: SourcesPage; state: SourcesTableState; canEdit: boolean; maxUploadBytes: number }) {
  const [adding, setAdding] = React.useState(false);
  const { run, pending } = useAction({ brandId });
  const cols = React.useMemo(() => columns(brandId, canEdit), [brandId, canEdit]);
  const sync = () =>
    run(syncKnowledgeBrandDataAction, {}, {
      success: (d) =>
        d.created + d.updated === 0 ? "The brand data in the knowledge base is up to date." : `${d.created + d.updated} brand-data document${d.created + d.updated === 1 ? " is" : "s are"} being read.`,
    });
  const addButtons = canEdit ? (
    <>
      <Button variant="outline" size="sm" onClick={sync} disabled={pending}>
        <RefreshCwIcon aria-hidden="true" className={cn(pending && "animate-spin")} />
        Sync brand data
      </Button>
      <Button size="sm" onClick={() => setAdding(true)}>
        <PlusIcon aria-hidden="true" />
        Add source
      </Button>
    </>
  ) : null;

  return (
    <section aria-label="Sources" className="grid gap-3">
      <AutoRefresh active={page.working} />
      {canEdit ? <SourcesAddDialog brandId={brandId} open={adding} onOpenChange={setAdding} maxUploadBytes={maxUploadBytes} /> : null}
      {!page.any ? (
        <EmptyState
          icon={LibraryIcon}
          title="The knowledge base is empty"
          action={
            canEdit ? (
              <>
                <Button onClick={() => setAdding(true)}>
                  <UploadIcon aria-hidden="true" />
                  Add files, text or pages
                </Button>
                <Button variant="outline" onClick={sync} disabled={pending}>
                  <DatabaseIcon aria-hidden="true" />
                  Use the brand&apos;s own data
                </Button>
              </>
            ) : null
          }
        >
          {canEdit
            ? "Upload the brand's guides, decks, price lists and FAQs, paste text, or add pages and sitemaps of its site. The AI features then write from this material and cite it."
            : "Nothing has been added yet. People who may edit the knowledge base can upload files, paste text or add pages."}
        </EmptyState>
      ) : (
        <DataTable
          tableId="knowledge-sources"
          caption="Knowledge sources"
          columns={cols}
          rows={page.rows}
          getRowId={(r) => r.id}
          spec={SOURCES_TABLE}
          state={state}
          total={page.total}
          noun="source"
          toolbar={addButtons}
          headerClassName="hidden lg:table-header-group"
          cellClassName="lg:px-3 lg:py-2.5 lg:align-top"
          rowClassName="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 lg:table-row lg:p-0"
          rowProps={(r) => ({ "data-testid": "source-row", "data-status": r.status, "data-enabled": String(r.enabled), "data-title": r.title })}
        />
      )}
    </section>
  );
}
