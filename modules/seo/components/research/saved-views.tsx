"use client";

import * as React from "react";
import Link from "next/link";
import { BookmarkIcon, BookmarkPlusIcon, Trash2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SavedView } from "../../queries/research";
import { deleteSeoKeywordViewAction, saveSeoKeywordViewAction } from "../../research-actions";
import { keywordsToSearch, type KeywordTableState } from "../../research-view";

/**
 * "Views": the person's named filter sets for this brand. A view is the table's query string, so
 * opening one is a link; saving keeps the current filters, sort and page size.
 */
export function SavedViewsMenu({ brandId, views, state }: { brandId: string; views: SavedView[]; state: KeywordTableState }) {
  const { run, pending } = useAction({ brandId });
  const [saving, setSaving] = React.useState(false);
  const current = keywordsToSearch({ filters: state.filters, sort: state.sort, size: state.size });
  const active = views.find((v) => v.search === current);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <BookmarkIcon aria-hidden="true" />
            {active ? `View: ${active.name}` : "Views"}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>Saved views</DropdownMenuLabel>
          {views.length === 0 ? <p className="px-2 py-1.5 text-sm text-muted-foreground">None yet. Filter the table, then save the view.</p> : null}
          {views.map((v) => (
            <div key={v.id} className="flex items-center gap-1">
              <DropdownMenuItem asChild className="min-w-0 flex-1">
                <Link href={`/keyword-research${v.search}`} scroll={false}>
                  <span className="truncate">{v.name}</span>
                </Link>
              </DropdownMenuItem>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 shrink-0"
                aria-label={`Delete the view "${v.name}"`}
                disabled={pending}
                onClick={() => void run(deleteSeoKeywordViewAction, { id: v.id }, { success: `Deleted the view "${v.name}"` })}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSaving(true)}>
            <BookmarkPlusIcon aria-hidden="true" />
            Save current view…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {saving ? <SaveViewDialog brandId={brandId} search={current} initialName={active?.name ?? ""} onClose={() => setSaving(false)} /> : null}
    </>
  );
}

function SaveViewDialog({ brandId, search, initialName, onClose }: { brandId: string; search: string; initialName: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(initialName);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const r = await run(saveSeoKeywordViewAction, { name, search }, { success: `Saved the view "${name.trim()}"`, onError: setError });
            if (r.ok) onClose();
          }}
        >
          <DialogHeader>
            <DialogTitle>Save this view</DialogTitle>
            <DialogDescription>Keeps the current filters, sort and page size under a name, for you in this brand. A view of the same name is replaced.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="view-name">Name</Label>
            <Input id="view-name" value={name} onChange={(e) => (setName(e.target.value), setError(null))} maxLength={60} autoFocus aria-invalid={!!error} />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFormFooter pending={pending} submitLabel="Save view" onCancel={onClose} disabled={!name.trim()} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
