"use client";

import * as React from "react";
import Link from "next/link";
import { BookmarkIcon, BookmarkPlusIcon, Trash2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { SavedView } from "../../queries/research";
import { deleteSeoKeywordViewAction, saveSeoKeywordViewAction } from "../../research-actions";
import { keywordsToSearch, type KeywordTableState } from "../../research-view";
import { OneFieldDialog } from "./one-field-dialog";

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
      {saving ? (
        <OneFieldDialog
          title="Save this view"
          description="Keeps the current filters, sort and page size under a name, for you in this brand. A view of the same name is replaced."
          label="Name"
          fieldId="view-name"
          maxLength={60}
          initialValue={active?.name ?? ""}
          submitLabel="Save view"
          onSubmit={async (name) => {
            let error: string | null = null;
            const r = await run(saveSeoKeywordViewAction, { name, search: current }, { success: `Saved the view "${name.trim()}"`, onError: (e) => (error = e) });
            return r.ok ? null : error;
          }}
          onClose={() => setSaving(false)}
        />
      ) : null}
    </>
  );
}
