"use client";

import * as React from "react";
import { DownloadIcon, HistoryIcon, PlusIcon, UploadIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ToneBadge } from "@/components/ui/tone-badge";
import { toast } from "@/components/ui/sonner";
import { formatDateTime, plural } from "@/lib/format";
import { addNegativesAction, applyNegativeListAction, createNegativeListAction, exportNegativeListAction, negativeListDetailAction, removeNegativeAction, restoreNegativeListAction } from "../actions";
import type { NegativeConflict, NegativeListDetail, NegativeListSummary } from "../queries";
import { formatNotation } from "../text";

function download(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function ConflictNote({ conflicts }: { conflicts: NegativeConflict[] }) {
  if (!conflicts.length) return null;
  return (
    <div role="status" className="rounded-md border border-red-500/30 bg-red-500/10 p-3 text-sm" data-testid="negative-conflicts">
      <p className="font-medium">
        {plural(conflicts.length, "conflict")}: these negatives block the brand&apos;s own paid keywords
      </p>
      <ul className="mt-1 grid gap-0.5">
        {conflicts.slice(0, 50).map((c) => (
          <li key={`${c.matchType}:${c.text}:${c.keyword}`}>
            {formatNotation(c)} blocks &ldquo;{c.keyword}&rdquo;
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NegativeListsPanel({ brandId, lists, industry, canEdit }: { brandId: string; lists: NegativeListSummary[]; industry: string | null; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [openId, setOpenId] = React.useState<string | null>(lists[0]?.id ?? null);
  const [creating, setCreating] = React.useState(false);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          The brand&apos;s own lists always apply. {industry ? `Lists shared with every brand in "${industry}" apply when switched on.` : "Set the brand's industry in Brand Basic Data to share lists with its industry."}
        </p>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New list
          </Button>
        ) : null}
      </div>
      {lists.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No negative keyword lists yet. Create one, or add negatives from Search Keywords or the N-grams tab: they go to &ldquo;Brand negatives&rdquo;.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Negative keyword lists">
          {lists.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <button type="button" className="min-w-0 flex-1 truncate text-left font-medium hover:underline" aria-expanded={openId === l.id} onClick={() => setOpenId(openId === l.id ? null : l.id)}>
                {l.name}
              </button>
              {l.shared ? <ToneBadge tone="info">Shared with industry</ToneBadge> : null}
              <span className="text-xs text-muted-foreground">{plural(l.entries, "keyword")} · v{l.version}</span>
              {l.conflicts ? <ToneBadge tone="bad">{plural(l.conflicts, "conflict")}</ToneBadge> : null}
              {l.shared ? (
                <label className="flex items-center gap-2 text-xs">
                  <Switch checked={l.applied} disabled={!canEdit || isBusy(`apply-${l.id}`)} aria-label={`Apply ${l.name}`} onCheckedChange={(v) => void run(applyNegativeListAction, { listId: l.id, applied: v }, { key: `apply-${l.id}`, success: v ? "The list applies to this brand" : "The list no longer applies" })} />
                  Applied
                </label>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {openId && lists.some((l) => l.id === openId) ? <ListDetail key={`${openId}:${lists.find((l) => l.id === openId)!.version}`} brandId={brandId} listId={openId} canEdit={canEdit} /> : null}
      {creating ? <NewListDialog brandId={brandId} canShare={Boolean(industry)} onClose={() => setCreating(false)} onCreated={setOpenId} /> : null}
    </div>
  );
}

function NewListDialog({ brandId, canShare, onClose, onCreated }: { brandId: string; canShare: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState("");
  const [shared, setShared] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      title="New negative keyword list"
      onClose={onClose}
      pending={pending}
      submitLabel="Create list"
      onSubmit={() =>
        run(createNegativeListAction, { name, shared }, {
          success: "List created",
          onError: setError,
          onSuccess: (d) => {
            onCreated(d.id);
            onClose();
          },
        })
      }
    >
      <FormField id="list-name" label="List name" error={error}>
        <Input id="list-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id="list-shared" checked={shared} disabled={!canShare} onCheckedChange={(v) => setShared(v === true)} />
        <Label htmlFor="list-shared">Share with every brand of the same industry</Label>
      </div>
    </FormDialog>
  );
}

function ListDetail({ brandId, listId, canEdit }: { brandId: string; listId: string; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [detail, setDetail] = React.useState<NegativeListDetail | null>(null);
  const [text, setText] = React.useState("");
  const [conflicts, setConflicts] = React.useState<NegativeConflict[]>([]);
  const fileRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    let live = true;
    // Through run: the read is pinned to the page's brand like every write.
    void run(negativeListDetailAction, { listId }, { refresh: false, key: "load" }).then((r) => {
      if (live && r.ok) setDetail(r.data);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run is stable per brand; reload only when the list changes
  }, [listId]);

  if (!detail) return <p className="text-sm text-muted-foreground">Loading the list…</p>;

  const add = (input: { text: string }) =>
    run(addNegativesAction, { listId, ...input }, {
      key: "add",
      success: (d) => `${plural(d.added, "negative")} added${d.skipped ? `, ${d.skipped} already on the list` : ""}${d.conflicts.length ? ` — ${plural(d.conflicts.length, "conflict")}` : ""}`,
      onSuccess: (d) => {
        setText("");
        setConflicts(d.conflicts);
        for (const r of d.refused) toast.warning(r);
      },
    });

  return (
    <section aria-label={`List ${detail.name}`} className="grid gap-4 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{detail.name}</h3>
        <div className="flex gap-2">
          {(["csv", "txt"] as const).map((format) => (
            <Button key={format} size="sm" variant="outline" onClick={() => void run(exportNegativeListAction, { listId, format }, { refresh: false, onSuccess: (d) => download(d.name, d.content, format === "csv" ? "text/csv" : "text/plain") })}>
              <DownloadIcon aria-hidden="true" />
              {format === "csv" ? "Export CSV" : "Export text"}
            </Button>
          ))}
        </div>
      </div>
      <ConflictNote conflicts={conflicts.length ? conflicts : detail.conflictList} />
      {canEdit ? (
        <div className="grid gap-2">
          <Label htmlFor={`neg-add-${listId}`}>Add negatives</Label>
          <Textarea id={`neg-add-${listId}`} rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder={'One a line: [exact]  "phrase"  broad'} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={!text.trim() || isBusy("add")} onClick={() => void add({ text })}>
              <PlusIcon aria-hidden="true" />
              Add to list
            </Button>
            <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()}>
              <UploadIcon aria-hidden="true" />
              Import CSV or text
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="sr-only"
              aria-label="Import a negative keyword file"
              onChange={async (e) => {
                const f = e.target.files?.[0];
                e.target.value = "";
                if (f) await add({ text: await f.text() });
              }}
            />
          </div>
        </div>
      ) : null}
      {detail.items.length ? (
        <ul className="grid max-h-80 gap-1 overflow-y-auto text-sm" aria-label="Negatives">
          {detail.items.map((i) => (
            <li key={i.id} className="flex items-center justify-between gap-2 rounded px-2 py-1 hover:bg-muted/50">
              <span className="min-w-0 truncate font-mono text-xs">{formatNotation(i)}</span>
              <span className="flex items-center gap-2">
                <span className="text-xs text-muted-foreground">{i.origin.replace("_", " ")}</span>
                {canEdit ? (
                  <Button size="icon" variant="ghost" className="size-7" aria-label={`Remove ${i.text}`} onClick={() => void run(removeNegativeAction, { listId, text: i.text, matchType: i.matchType }, { success: "Negative removed" })}>
                    <XIcon aria-hidden="true" />
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">The list is empty.</p>
      )}
      <details className="text-sm">
        <summary className="flex cursor-pointer items-center gap-2">
          <HistoryIcon aria-hidden="true" className="size-4" />
          History ({plural(detail.history.length, "version")})
        </summary>
        <ol className="mt-2 grid gap-2">
          {detail.history.map((h) => (
            <li key={h.version} className="flex flex-wrap items-start justify-between gap-2 rounded border px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  Version {h.version} · {formatDateTime(h.at)}
                  {h.by ? ` · ${h.by}` : ""}
                </p>
                <p className="text-xs text-muted-foreground">
                  {h.changes.length === 0
                    ? "List created"
                    : h.changes
                        .slice(0, 8)
                        .map((c) => `${c.op === "add" ? "+" : "−"} ${formatNotation(c)}`)
                        .join(", ") + (h.changes.length > 8 ? ` and ${h.changes.length - 8} more` : "")}
                </p>
              </div>
              {canEdit && h.version < detail.version ? (
                <Button size="sm" variant="outline" disabled={isBusy(`restore-${h.version}`)} onClick={() => void run(restoreNegativeListAction, { listId, version: h.version }, { key: `restore-${h.version}`, success: `Version ${h.version} restored` })}>
                  Restore
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
