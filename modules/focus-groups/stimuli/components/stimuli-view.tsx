"use client";

import * as React from "react";
import { ArrowDownIcon, ArrowUpIcon, CopyPlusIcon, ExternalLinkIcon, ImagesIcon, PencilIcon, PlusIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { toast } from "@/components/ui/sonner";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatDateTime, formatMoney } from "@/lib/format";
import { addFgVariantAction, deleteFgStimulusAction, refreshFgSnapshotAction, reorderFgStimuliAction } from "../actions";
import type { StimulusView } from "../queries";
import { KIND_LABELS } from "./kinds";
import { StimulusDialog, type StimulusDialogState } from "./stimulus-dialog";

type Block = { key: string; group: string | null; items: StimulusView[] };

/** Blocks in stored order: a stimulus on its own, or all variants of a group together (by letter). */
function blocksOf(stimuli: StimulusView[]): Block[] {
  const blocks: Block[] = [];
  const byGroup = new Map<string, Block>();
  for (const s of stimuli) {
    if (!s.variantGroup) {
      blocks.push({ key: s.id, group: null, items: [s] });
      continue;
    }
    const b = byGroup.get(s.variantGroup);
    if (b) b.items.push(s);
    else {
      const nb = { key: `g:${s.variantGroup}`, group: s.variantGroup, items: [s] };
      byGroup.set(s.variantGroup, nb);
      blocks.push(nb);
    }
  }
  for (const b of byGroup.values()) b.items.sort((x, y) => (x.variant ?? "").localeCompare(y.variant ?? ""));
  return blocks;
}

export function StimuliView({ brandId, projectId, stimuli, canEdit }: { brandId: string; projectId: string; stimuli: StimulusView[]; canEdit: boolean }) {
  const { run, isBusy, pending } = useAction({ brandId });
  const [dialog, setDialog] = React.useState<StimulusDialogState | null>(null);
  const [deleting, setDeleting] = React.useState<StimulusView | null>(null);
  const blocks = React.useMemo(() => blocksOf(stimuli), [stimuli]);
  const groups = React.useMemo(() => [...new Set(stimuli.map((s) => s.variantGroup).filter((g): g is string => Boolean(g)))], [stimuli]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [b] = next.splice(index, 1);
    next.splice(index + by, 0, b!);
    void run(reorderFgStimuliAction, { projectId, ids: next.flatMap((x) => x.items.map((s) => s.id)) }, { key: `move:${b!.key}` });
  };
  const addVariant = async (s: StimulusView) => {
    const r = await run(addFgVariantAction, { stimulusId: s.id }, { key: `variant:${s.id}` });
    if (r.ok) {
      toast.success(`Variant ${r.data.variant} added to "${r.data.variantGroup}". Edit its text.`);
      setDialog({ mode: "edit", stimulus: r.data });
    }
  };
  const refresh = async (s: StimulusView) => {
    const r = await run(refreshFgSnapshotAction, { stimulusId: s.id }, { key: `snap:${s.id}` });
    if (r.ok) {
      if (r.data.snapshotError) toast.error(`The snapshot was not refreshed. ${r.data.snapshotError}`);
      else toast.success("Snapshot refreshed");
    }
  };

  const addButton = canEdit ? (
    <Button size="sm" onClick={() => setDialog({ mode: "create" })}>
      <PlusIcon aria-hidden="true" />
      Add stimulus
    </Button>
  ) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {stimuli.length === 0
            ? "Nothing to react to yet."
            : `${stimuli.length} ${stimuli.length === 1 ? "stimulus" : "stimuli"}${groups.length ? ` · ${groups.length} A/B/n ${groups.length === 1 ? "group" : "groups"}` : ""} · shown to each participant in a different order, variants rotated so each is seen first equally often.`}
        </p>
        {addButton}
      </div>

      {stimuli.length === 0 ? (
        <EmptyState icon={ImagesIcon} title="No stimuli yet" action={addButton}>
          Add the concepts, headlines, ad copy, images, web pages or price points the participants should react to. Put variants of one test in the same group to compare them.
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Stimuli in presentation order">
          {blocks.map((b, i) => (
            <li key={b.key} className="rounded-xl border bg-card text-card-foreground shadow-xs">
              <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
                <div className="flex min-w-0 items-center gap-2">
                  <span className="w-5 shrink-0 text-xs tabular-nums text-muted-foreground">{i + 1}</span>
                  {b.group ? (
                    <>
                      <h2 className="truncate text-sm font-semibold">{b.group}</h2>
                      <Badge variant="secondary" className="shrink-0">
                        {b.items.length === 1 ? "1 variant" : `${b.items.length} variants`}
                      </Badge>
                    </>
                  ) : (
                    <h2 className="truncate text-sm font-semibold">{b.items[0]!.label}</h2>
                  )}
                </div>
                {canEdit ? (
                  <div className="flex shrink-0 items-center gap-1">
                    {b.group ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={pending}
                        onClick={() => {
                          const last = b.items[b.items.length - 1]!;
                          if (last.kind === "image") setDialog({ mode: "create", kind: "image", variantGroup: b.group! });
                          else void addVariant(last);
                        }}
                      >
                        <CopyPlusIcon aria-hidden="true" />
                        <span className="max-sm:sr-only">Add variant</span>
                      </Button>
                    ) : null}
                    <Button variant="ghost" size="icon-sm" aria-label={`Move ${b.group ?? b.items[0]!.label} up`} disabled={i === 0 || pending} onClick={() => move(i, -1)}>
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" aria-label={`Move ${b.group ?? b.items[0]!.label} down`} disabled={i === blocks.length - 1 || pending} onClick={() => move(i, 1)}>
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                  </div>
                ) : null}
              </div>
              <ul className="divide-y">
                {b.items.map((s) => (
                  <li key={s.id} className="flex gap-3 px-4 py-3">
                    {s.kind === "image" && s.imageUrl ? (
                      <a href={s.imageUrl} target="_blank" rel="noreferrer" className="shrink-0 rounded-md outline-offset-2" aria-label={`Open the image of ${s.label}`}>
                        {/* A brand file behind the session's access check: next/image's optimizer cannot fetch it. */}
                        {/* eslint-disable-next-line @next/next/no-img-element */}
                        <img src={s.imageUrl} alt={s.content || s.label} className="size-16 rounded-md border object-cover sm:size-20" loading="lazy" />
                      </a>
                    ) : null}
                    <div className="min-w-0 flex-1 space-y-1.5">
                      <div className="flex flex-wrap items-center gap-1.5">
                        {s.variant ? (
                          <Badge className="font-mono" aria-label={`Variant ${s.variant}`}>
                            {s.variant}
                          </Badge>
                        ) : null}
                        <Badge variant="outline">{KIND_LABELS[s.kind]}</Badge>
                        {b.group ? <span className="min-w-0 truncate text-sm font-medium">{s.label}</span> : null}
                        {s.kind === "price" ? <span className="text-sm font-semibold tabular-nums">{formatMoney(s.price === null ? null : Number(s.price), s.currency ?? "USD")}</span> : null}
                      </div>
                      {s.kind === "url" && s.url ? (
                        <a href={s.url} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
                          <span className="truncate">{s.url}</span>
                          <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
                        </a>
                      ) : null}
                      {s.content ? <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{s.content}</p> : null}
                      {s.kind === "url" ? (
                        <div className="flex flex-wrap items-center gap-2">
                          {s.snapshotAt ? <ToneBadge tone="ok">Snapshot {formatDateTime(s.snapshotAt, { year: false })}</ToneBadge> : <ToneBadge tone="warn">No snapshot</ToneBadge>}
                          {s.snapshot ? (
                            <details className="w-full text-sm">
                              <summary className="cursor-pointer text-muted-foreground">What participants read ({s.snapshot.length.toLocaleString("en-US")} characters)</summary>
                              <p className="mt-2 max-h-48 overflow-y-auto rounded-md bg-muted p-3 text-xs whitespace-pre-line">{s.snapshot}</p>
                            </details>
                          ) : null}
                        </div>
                      ) : null}
                    </div>
                    {canEdit ? (
                      <RowActionsMenu
                        label={`More for ${s.label}`}
                        title={s.label}
                        modal={false}
                        disabled={isBusy(`snap:${s.id}`) || isBusy(`variant:${s.id}`)}
                        actions={[
                          { label: "Edit", icon: PencilIcon, onSelect: () => setDialog({ mode: "edit", stimulus: s }) },
                          s.kind !== "image" ? { label: s.variantGroup ? "Add variant" : "Add variant (A/B test)", icon: CopyPlusIcon, onSelect: () => void addVariant(s) } : null,
                          s.kind === "url" ? { label: "Refresh snapshot", icon: RefreshCwIcon, onSelect: () => void refresh(s) } : null,
                          "separator",
                          { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setDeleting(s) },
                        ]}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}

      {dialog ? <StimulusDialog key={dialog.mode === "edit" ? dialog.stimulus.id : "new"} brandId={brandId} projectId={projectId} groups={groups} state={dialog} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete "${deleting?.label ?? ""}"?`}
        description="The stimulus and its image are removed. Guide questions about it will be flagged until you change them."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        destructive
        onConfirm={async () => {
          if (!deleting) return true;
          const r = await run(deleteFgStimulusAction, { stimulusId: deleting.id }, { success: "Stimulus deleted" });
          return r.ok;
        }}
      />
    </div>
  );
}
