"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { FolderIcon, PencilIcon, PlusIcon, Trash2Icon, ListChecksIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { plural } from "@/lib/format";
import { createKnowledgeCollectionAction, deleteKnowledgeCollectionAction, renameKnowledgeCollectionAction, setKnowledgeSourceCollectionsAction } from "../collections-actions";
import type { CollectionRow, SourceMembership } from "../search/page-data";

type Dialog = { kind: "create" } | { kind: "rename"; c: CollectionRow } | { kind: "delete"; c: CollectionRow } | { kind: "sources"; c: CollectionRow } | null;

/** Named groups of sources ("Tone of voice", "Product facts") that search and AI features can be pointed at. */
export function CollectionsManager({ brandId, collections, sources, canEdit }: { brandId: string; collections: CollectionRow[]; sources: SourceMembership[]; canEdit: boolean }) {
  const [dialog, setDialog] = React.useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Collections</CardTitle>
          <CardDescription>Group sources (e.g. tone of voice, product facts, legal) so a search or an AI feature can use only those.</CardDescription>
        </div>
        {canEdit ? (
          <Button size="sm" onClick={() => setDialog({ kind: "create" })}>
            <PlusIcon aria-hidden="true" /> New collection
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {collections.length ? (
          <ul className="divide-y rounded-md border" aria-label="Collections">
            {collections.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2 p-3">
                <FolderIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-32 flex-1 break-words font-medium">{c.name}</span>
                <span className="text-xs text-muted-foreground">{plural(c.sourceCount, "source")}</span>
                {canEdit ? (
                  <div className="flex gap-1">
                    <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "sources", c })} aria-label={`Choose the sources of ${c.name}`}>
                      <ListChecksIcon aria-hidden="true" /> Sources
                    </Button>
                    <Button size="icon" variant="ghost" className="size-8" onClick={() => setDialog({ kind: "rename", c })} aria-label={`Rename ${c.name}`}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button size="icon" variant="ghost" className="size-8" onClick={() => setDialog({ kind: "delete", c })} aria-label={`Delete ${c.name}`}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={FolderIcon} title="No collections yet">
            {canEdit ? "Create one, then choose its sources; search and AI features can then be limited to it." : "Someone who can edit the knowledge base can create collections."}
          </EmptyState>
        )}
      </CardContent>
      {dialog?.kind === "create" || dialog?.kind === "rename" ? <NameDialog brandId={brandId} collection={dialog.kind === "rename" ? dialog.c : null} onClose={close} /> : null}
      {dialog?.kind === "sources" ? <SourcesDialog brandId={brandId} collection={dialog.c} sources={sources} onClose={close} /> : null}
      <DeleteDialog brandId={brandId} collection={dialog?.kind === "delete" ? dialog.c : null} onClose={close} />
    </Card>
  );
}

function NameDialog({ brandId, collection, onClose }: { brandId: string; collection: CollectionRow | null; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(collection?.name ?? "");
  const [error, setError] = React.useState<string | null>(null);
  const submit = async () => {
    const r = collection
      ? await run(renameKnowledgeCollectionAction, { collectionId: collection.id, name }, { success: "Collection renamed", onError: setError })
      : await run(createKnowledgeCollectionAction, { name }, { success: "Collection created", onError: setError });
    if (r.ok) onClose();
  };
  return (
    <FormDialog title={collection ? "Rename collection" : "New collection"} onClose={onClose} onSubmit={submit} pending={pending} submitLabel={collection ? "Rename" : "Create"} submitDisabled={!name.trim()}>
      <FormField id="collection-name" label="Name" error={error}>
        <Input id="collection-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoFocus placeholder="e.g. Tone of voice" />
      </FormField>
    </FormDialog>
  );
}

function SourcesDialog({ brandId, collection, sources, onClose }: { brandId: string; collection: CollectionRow; sources: SourceMembership[]; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const router = useRouter();
  const initial = React.useMemo(() => new Set(sources.filter((s) => s.collectionIds.includes(collection.id)).map((s) => s.id)), [sources, collection.id]);
  const [picked, setPicked] = React.useState<Set<string>>(initial);
  const submit = async () => {
    for (const s of sources) {
      const was = initial.has(s.id);
      const now = picked.has(s.id);
      if (was === now) continue;
      const ids = now ? [...s.collectionIds, collection.id] : s.collectionIds.filter((id) => id !== collection.id);
      const r = await run(setKnowledgeSourceCollectionsAction, { sourceId: s.id, collectionIds: ids }, { refresh: false });
      if (!r.ok) return;
    }
    toast.success(`Sources of ${collection.name} saved`);
    onClose();
    router.refresh();
  };
  return (
    <FormDialog title={`Sources of ${collection.name}`} description="Search and AI features pointed at this collection use only these sources." className="max-h-[90svh] overflow-y-auto sm:max-w-lg" onClose={onClose} onSubmit={submit} pending={pending} submitLabel="Save">
      {sources.length ? (
        <ul className="grid max-h-[50svh] gap-1 overflow-y-auto rounded-md border p-1">
          {sources.map((s) => (
            <li key={s.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded px-2 py-1.5 text-sm hover:bg-muted/60">
                <Checkbox
                  className="mt-0.5"
                  checked={picked.has(s.id)}
                  onCheckedChange={(c) => {
                    const next = new Set(picked);
                    if (c) next.add(s.id);
                    else next.delete(s.id);
                    setPicked(next);
                  }}
                />
                <span className="min-w-0 flex-1 break-words">{s.title}</span>
                {!s.enabled ? <span className="text-xs text-muted-foreground">disabled</span> : null}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">The knowledge base has no sources yet: add files, text or URLs first.</p>
      )}
    </FormDialog>
  );
}

function DeleteDialog({ brandId, collection, onClose }: { brandId: string; collection: CollectionRow | null; onClose: () => void }) {
  const { run } = useAction({ brandId });
  return (
    <ConfirmDialog
      open={!!collection}
      onOpenChange={(o) => !o && onClose()}
      title={`Delete ${collection?.name ?? "collection"}?`}
      description="Its sources stay in the knowledge base; only the grouping goes. Features pointed at this collection then use all sources."
      confirmLabel="Delete"
      busyLabel="Deleting…"
      destructive
      onConfirm={async () => (collection ? (await run(deleteKnowledgeCollectionAction, { collectionId: collection.id }, { success: "Collection deleted" })).ok : true)}
    />
  );
}
