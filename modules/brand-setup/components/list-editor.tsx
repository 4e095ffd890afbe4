"use client";

import * as React from "react";
import { ArrowDownIcon, ArrowUpIcon, ClipboardPasteIcon, DownloadIcon, FileUpIcon, ListPlusIcon, LoaderCircleIcon, PencilIcon, PlusIcon, SearchIcon, XIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAction } from "@/components/actions/use-action";
import { cn } from "@/lib/utils";
import { updateBrandListAction } from "../actions";
import { LIST_LIMITS, LIST_META, listToCsv, move, normalizeDomain, parseListCsv, parsePaste, type Competitor, type ListKind } from "../lists";

type Row = { id: string; name: string; domain: string };

let rowSeq = 0;
const toRows = (kind: ListKind, items: readonly string[] | readonly Competitor[]): Row[] =>
  kind === "competitors"
    ? (items as Competitor[]).map((c) => ({ id: `r${++rowSeq}`, name: c.name, domain: c.domain }))
    : (items as string[]).map((s) => ({ id: `r${++rowSeq}`, name: s, domain: "" }));
const fromRows = (kind: ListKind, rows: Row[]) => (kind === "competitors" ? rows.map((r) => ({ name: r.name, domain: r.domain })) : rows.map((r) => r.name));
const same = (kind: ListKind, a: Row[], b: Row[]) => JSON.stringify(fromRows(kind, a)) === JSON.stringify(fromRows(kind, b));

type Incoming = { items: string[] | Competitor[]; invalid: string[]; source: "paste" | "csv" };

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ListEditor({ brandId, brandSlug, kind, initial, canEdit }: { brandId: string; brandSlug: string; kind: ListKind; initial: string[] | Competitor[]; canEdit: boolean }) {
  const meta = LIST_META[kind];
  const saved = React.useMemo(() => toRows(kind, initial), [kind, initial]);
  const [rows, setRows] = React.useState<Row[]>(saved);
  // A save (or another tab's save) refreshes `initial`; start over only when this list's content changed.
  const [seen, setSeen] = React.useState(() => JSON.stringify(initial));
  if (seen !== JSON.stringify(initial)) {
    setSeen(JSON.stringify(initial));
    setRows(saved);
  }
  const [name, setName] = React.useState("");
  const [domain, setDomain] = React.useState("");
  const [addError, setAddError] = React.useState<string | null>(null);
  const [editing, setEditing] = React.useState<string | null>(null);
  const [filter, setFilter] = React.useState("");
  const [incoming, setIncoming] = React.useState<Incoming | null>(null);
  const [pasteOpen, setPasteOpen] = React.useState(false);
  const [pasteText, setPasteText] = React.useState("");
  const fileInput = React.useRef<HTMLInputElement>(null);
  const nameInput = React.useRef<HTMLInputElement>(null);
  const { run, pending } = useAction({ brandId });
  const dirty = !same(kind, rows, saved);
  const max = LIST_LIMITS[kind].maxItems;

  const add = (e?: React.FormEvent) => {
    e?.preventDefault();
    const n = name.trim();
    const d = domain.trim();
    if (!n && !d) {
      setAddError(`Type a ${meta.singular} first.`);
      return;
    }
    if (kind === "competitors" && d && !normalizeDomain(d)) {
      setAddError("Enter the domain like acme.com, or leave it empty.");
      return;
    }
    const key = (kind === "competitors" ? normalizeDomain(d) || n : n).toLowerCase();
    if (rows.some((r) => (kind === "competitors" ? normalizeDomain(r.domain) || r.name : r.name).toLowerCase() === key)) {
      setAddError(`This ${meta.singular} is already in the list.`);
      return;
    }
    if (rows.length >= max) {
      setAddError(`The list is full (${max} entries).`);
      return;
    }
    setRows((r) => [...r, { id: `r${++rowSeq}`, name: n || normalizeDomain(d) || d, domain: kind === "competitors" ? normalizeDomain(d) || "" : "" }]);
    setName("");
    setDomain("");
    setAddError(null);
    nameInput.current?.focus();
  };

  const save = async () => {
    await run(updateBrandListAction, { list: kind, items: fromRows(kind, rows) } as Parameters<typeof updateBrandListAction>[0], {
      success: (d) => `${meta.title} saved (${d.items.length}).`,
    });
  };

  const applyIncoming = (mode: "append" | "replace") => {
    if (!incoming) return;
    const next = toRows(kind, incoming.items);
    setRows((r) => {
      if (mode === "replace") return next.slice(0, max);
      const key = (x: Row) => (kind === "competitors" ? x.domain || `name:${x.name.toLowerCase()}` : x.name.toLowerCase());
      const seen = new Set(r.map(key));
      return [...r, ...next.filter((x) => !seen.has(key(x)))].slice(0, max);
    });
    setIncoming(null);
    setPasteOpen(false);
    setPasteText("");
    toast.message("Review the list, then save it.");
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 2 * 1024 * 1024) {
      toast.error("That CSV is larger than 2 MB. Split it and import the parts.");
      return;
    }
    const parsed = parseListCsv(kind, await file.text());
    if (fileInput.current) fileInput.current.value = "";
    if (!parsed.items.length) {
      toast.error(`No ${meta.title.toLowerCase()} found in ${file.name}. Expected one per row${kind === "competitors" ? " with columns name, domain" : ""}.`);
      return;
    }
    setIncoming({ ...parsed, source: "csv" });
  };

  const moveRow = (index: number, to: number) => setRows((r) => move(r, index, to));
  const visible = filter.trim() ? rows.filter((r) => `${r.name} ${r.domain}`.toLowerCase().includes(filter.trim().toLowerCase())) : rows;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-muted-foreground">
          {rows.length} {rows.length === 1 ? meta.singular : meta.title.toLowerCase()}
          {dirty ? <span className="ml-2 font-medium text-amber-600 dark:text-amber-400">· unsaved changes</span> : null}
        </p>
        {canEdit ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setPasteOpen(true)}>
              <ClipboardPasteIcon aria-hidden="true" />
              Bulk paste
            </Button>
            <input ref={fileInput} type="file" accept=".csv,text/csv" className="sr-only" tabIndex={-1} onChange={(e) => onFile(e.target.files?.[0])} aria-label={`Import ${meta.title} CSV`} />
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              <FileUpIcon aria-hidden="true" />
              Import CSV
            </Button>
          </>
        ) : null}
        <Button variant="outline" size="sm" disabled={rows.length === 0} onClick={() => download(`${brandSlug}-${kind}.csv`, listToCsv(kind, fromRows(kind, rows) as string[] | Competitor[]))}>
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </Button>
      </div>

      {canEdit ? (
        <form onSubmit={add} className="grid grid-cols-1 gap-1.5" noValidate>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={nameInput}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setAddError(null);
              }}
              placeholder={meta.placeholder}
              aria-label={kind === "competitors" ? "Competitor name" : `New ${meta.singular}`}
              maxLength={LIST_LIMITS[kind].maxLength}
              aria-invalid={addError ? true : undefined}
            />
            {kind === "competitors" ? (
              <Input value={domain} onChange={(e) => { setDomain(e.target.value); setAddError(null); }} placeholder="acme.com" aria-label="Competitor domain" className="sm:max-w-56" inputMode="url" />
            ) : null}
            <Button type="submit" variant="secondary" className="shrink-0">
              <PlusIcon aria-hidden="true" />
              Add
            </Button>
          </div>
          {addError ? (
            <p role="alert" className="text-[13px] text-destructive">
              {addError}
            </p>
          ) : null}
        </form>
      ) : null}

      {rows.length > 12 ? (
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={`Filter ${meta.title.toLowerCase()}`} className="pl-8" aria-label={`Filter ${meta.title.toLowerCase()}`} />
        </div>
      ) : null}

      {rows.length === 0 ? (
        <EmptyState className="py-8 md:py-8" icon={ListPlusIcon} title={`No ${meta.title.toLowerCase()} yet`}>
          {canEdit
            ? `Add them one at a time above, paste a whole list with Bulk paste, or import a CSV.`
            : `Nobody has added ${meta.title.toLowerCase()} for this brand yet.`}
        </EmptyState>
      ) : (
        <ol className="max-h-[28rem] divide-y overflow-y-auto rounded-lg border" aria-label={meta.title}>
          {visible.map((row) => {
            const index = rows.indexOf(row);
            return (
              <li
                key={row.id}
                className="group flex items-center gap-2 px-3 py-1.5 focus-within:bg-muted/40 hover:bg-muted/30"
                onKeyDown={(e) => {
                  if (!canEdit || !e.altKey) return;
                  if (e.key === "ArrowUp") {
                    e.preventDefault();
                    moveRow(index, index - 1);
                  } else if (e.key === "ArrowDown") {
                    e.preventDefault();
                    moveRow(index, index + 1);
                  }
                }}
              >
                <span className="w-7 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{index + 1}</span>
                {editing === row.id ? (
                  <EditRow kind={kind} row={row} onDone={(next) => { if (next) setRows((r) => r.map((x) => (x.id === row.id ? next : x))); setEditing(null); }} />
                ) : (
                  <div className="min-w-0 flex-1 py-1">
                    <p className={cn("text-sm break-words", kind === "prompts" || kind === "personas" ? "whitespace-pre-wrap" : "truncate")}>{row.name}</p>
                    {kind === "competitors" ? <p className="truncate text-xs text-muted-foreground">{row.domain || "no domain"}</p> : null}
                  </div>
                )}
                {canEdit && editing !== row.id ? (
                  <div className="flex shrink-0 items-center opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
                    <Button variant="ghost" size="icon-sm" className="size-7" onClick={() => setEditing(row.id)} aria-label={`Edit ${row.name}`}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" className="size-7" onClick={() => moveRow(index, index - 1)} disabled={index === 0} aria-label={`Move ${row.name} up`} title="Move up (Alt+↑)">
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" className="size-7" onClick={() => moveRow(index, index + 1)} disabled={index === rows.length - 1} aria-label={`Move ${row.name} down`} title="Move down (Alt+↓)">
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" className="size-7 hover:text-destructive" onClick={() => setRows((r) => r.filter((x) => x.id !== row.id))} aria-label={`Remove ${row.name}`}>
                      <XIcon aria-hidden="true" />
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
          {visible.length === 0 ? <li className="px-3 py-6 text-center text-sm text-muted-foreground">Nothing matches &ldquo;{filter}&rdquo;.</li> : null}
        </ol>
      )}

      {canEdit && dirty ? (
        <div className="sticky bottom-3 z-10 flex items-center justify-end gap-2 rounded-lg border bg-background/95 p-2 shadow-sm backdrop-blur">
          <span className="mr-auto pl-2 text-xs text-muted-foreground">Changes are kept here until you save.</span>
          <Button variant="ghost" size="sm" onClick={() => setRows(saved)} disabled={pending}>
            Discard
          </Button>
          <Button size="sm" onClick={save} disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? "Saving..." : `Save ${meta.title.toLowerCase()}`}
          </Button>
        </div>
      ) : null}

      <Dialog open={pasteOpen} onOpenChange={(o) => { setPasteOpen(o); if (!o) setPasteText(""); }}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Paste {meta.title.toLowerCase()}</DialogTitle>
            <DialogDescription>{meta.pasteHint} Duplicates and blank lines are dropped.</DialogDescription>
          </DialogHeader>
          <Textarea value={pasteText} onChange={(e) => setPasteText(e.target.value)} rows={10} placeholder={kind === "competitors" ? "Acme, acme.com\nGlobex, globex.com" : `${meta.placeholder.replace(/^e\.g\. /, "")}\n…`} aria-label={`${meta.title} to paste`} autoFocus />
          <DialogFooter>
            <Button variant="outline" onClick={() => setPasteOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const parsed = parsePaste(kind, pasteText);
                if (!parsed.items.length) {
                  toast.error(parsed.invalid.length ? `None of the lines could be read: ${parsed.invalid[0]}` : "Paste at least one line.");
                  return;
                }
                setIncoming({ ...parsed, source: "paste" });
              }}
            >
              Continue
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={!!incoming} onOpenChange={(o) => !o && setIncoming(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>
              {incoming?.items.length} {incoming?.items.length === 1 ? meta.singular : meta.title.toLowerCase()} ready
            </DialogTitle>
            <DialogDescription>Add them after the {rows.length} already in the list, or replace the list with them. Nothing is saved until you press Save.</DialogDescription>
          </DialogHeader>
          {incoming?.invalid.length ? (
            <div className="rounded-md border border-amber-500/30 bg-amber-500/5 p-3 text-sm">
              <p className="font-medium">
                {incoming.invalid.length} line{incoming.invalid.length === 1 ? "" : "s"} skipped (not a valid domain):
              </p>
              <ul className="mt-1 max-h-24 list-disc overflow-y-auto pl-5 text-muted-foreground">
                {incoming.invalid.slice(0, 10).map((l) => (
                  <li key={l} className="truncate">
                    {l}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => applyIncoming("replace")} disabled={rows.length === 0}>
              Replace list
            </Button>
            <Button onClick={() => applyIncoming("append")}>Add to list</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function EditRow({ kind, row, onDone }: { kind: ListKind; row: Row; onDone: (next: Row | null) => void }) {
  const [name, setName] = React.useState(row.name);
  const [domain, setDomain] = React.useState(row.domain);
  const [error, setError] = React.useState<string | null>(null);
  const commit = () => {
    if (!name.trim()) return setError("Cannot be empty.");
    if (kind === "competitors" && domain.trim() && !normalizeDomain(domain)) return setError("Enter the domain like acme.com.");
    onDone({ ...row, name: name.trim(), domain: kind === "competitors" ? normalizeDomain(domain) || "" : "" });
  };
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 py-1">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit();
            } else if (e.key === "Escape") onDone(null);
          }}
          aria-label="Edit entry"
          className="h-8"
        />
        {kind === "competitors" ? <Input value={domain} onChange={(e) => setDomain(e.target.value)} aria-label="Edit domain" className="h-8 sm:max-w-48" onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), commit())} /> : null}
        <div className="flex gap-1">
          <Button size="sm" className="h-8" onClick={commit}>
            Done
          </Button>
          <Button size="sm" variant="ghost" className="h-8" onClick={() => onDone(null)}>
            Cancel
          </Button>
        </div>
      </div>
      {error ? <p className="text-[13px] text-destructive">{error}</p> : null}
    </div>
  );
}
