"use client";

import * as React from "react";
import { EyeIcon, EyeOffIcon, RefreshCwIcon, TagIcon, Trash2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { DataTableBulkBar } from "@/components/data-table/bulk-bar";
import { DataTableExportLink } from "@/components/data-table/toolbar";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { createSeoKeywordGroupAction, deleteSeoKeywordsAction, groupSeoKeywordsAction, tagSeoKeywordsAction, trackSeoKeywordsAction } from "../../actions";
import type { GroupOption } from "../../queries/research";
import { refreshSeoKeywordVolumesAction } from "../../research-actions";
import { OneFieldDialog } from "./one-field-dialog";

const NEW_GROUP = "__new";
const NO_GROUP = "__none";
const n = (count: number) => `${count} keyword${count === 1 ? "" : "s"}`;

/** What can be done to the selected keywords at once (inside the data table's bulk bar). */
export function KeywordBulkBar({ brandId, selected, groups, onDone }: { brandId: string; selected: string[]; groups: GroupOption[]; onDone: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [dialog, setDialog] = React.useState<"tag" | "group" | "delete" | null>(null);
  // Remounts the group picker so the same choice can be made twice.
  const [key, setKey] = React.useState(0);
  const ids = selected;
  const done = (ok: boolean) => {
    setKey((k) => k + 1);
    if (ok) onDone();
    return ok;
  };
  const track = async (tracked: boolean) =>
    done(
      (
        await run(trackSeoKeywordsAction, { ids, tracked }, {
          success: (d) => (d.changed === 0 ? `Nothing to change: already ${tracked ? "tracked" : "not tracked"}` : `${tracked ? "Tracking" : "Stopped tracking"} ${n(d.changed)}`),
        })
      ).ok,
    );
  const group = async (v: string) => {
    if (v === NEW_GROUP) return setDialog("group");
    done((await run(groupSeoKeywordsAction, { ids, groupId: v === NO_GROUP ? null : v }, { success: (d) => (v === NO_GROUP ? `Took ${n(d.changed)} out of their group` : `Moved ${n(d.changed)} to the group`) })).ok);
  };
  const refresh = async () =>
    done(
      (
        await run(refreshSeoKeywordVolumesAction, { ids }, {
          success: (d) => `DataForSEO had figures for ${d.withVolume} of ${n(d.asked)}${d.updated ? `; ${d.updated} updated` : ""}`,
        })
      ).ok,
    );
  const tagged = async (input: { ids: string[]; add?: string[]; remove?: string[] }, verb: string) => {
    let error: string | null = null;
    const r = await run(tagSeoKeywordsAction, input, { success: (d) => `${verb} ${n(d.changed)}`, onError: (e) => (error = e) });
    if (r.ok) onDone();
    return r.ok ? null : error;
  };
  const exportHref = `/keyword-research/export?ids=${ids.join(",")}`;
  return (
    <>
      <DataTableBulkBar count={ids.length} pending={pending} onClear={onDone}>
        <Button size="sm" variant="outline" onClick={() => void track(true)} disabled={pending}>
          <EyeIcon aria-hidden="true" />
          Track
        </Button>
        <Button size="sm" variant="outline" onClick={() => void track(false)} disabled={pending}>
          <EyeOffIcon aria-hidden="true" />
          Untrack
        </Button>
        <Select key={key} onValueChange={(v) => void group(v)} disabled={pending}>
          <SelectTrigger size="sm" className="w-auto" aria-label="Add the selected keywords to a group">
            <SelectValue placeholder="Add to group" />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={NEW_GROUP}>New group…</SelectItem>
            {groups.length ? <SelectSeparator /> : null}
            {groups.map((g) => (
              <SelectItem key={g.id} value={g.id}>
                {g.name}
              </SelectItem>
            ))}
            <SelectSeparator />
            <SelectItem value={NO_GROUP}>Out of any group</SelectItem>
          </SelectContent>
        </Select>
        <Button size="sm" variant="outline" onClick={() => setDialog("tag")} disabled={pending}>
          <TagIcon aria-hidden="true" />
          Tag
        </Button>
        <Button size="sm" variant="outline" onClick={() => void refresh()} disabled={pending}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh volumes
        </Button>
        {ids.length <= 500 ? <DataTableExportLink href={exportHref} label="Export selected" /> : null}
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDialog("delete")} disabled={pending}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </DataTableBulkBar>
      {dialog === "tag" ? (
        <OneFieldDialog
          title={`Tag ${n(ids.length)}`}
          description="Add a tag to the selected keywords, or remove it from them."
          label="Tag"
          fieldId="bulk-tag"
          maxLength={40}
          submitLabel="Add tag"
          onSubmit={(tag) => tagged({ ids, add: [tag.trim()] }, "Tagged")}
          secondary={{ label: "Remove tag", onSubmit: (tag) => tagged({ ids, remove: [tag.trim()] }, "Untagged") }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "group" ? (
        <OneFieldDialog
          title="New group"
          description={`A focus keyword group for the ${n(ids.length)} selected; manage groups on Focus Keywords Groups.`}
          label="Name"
          fieldId="new-group-name"
          maxLength={120}
          submitLabel="Create group"
          onSubmit={async (name) => {
            let error: string | null = null;
            const r = await run(createSeoKeywordGroupAction, { name, keywordIds: ids }, { success: `Created the group "${name.trim()}" with ${n(ids.length)}`, onError: (e) => (error = e) });
            done(r.ok);
            return r.ok ? null : error;
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(o) => setDialog(o ? "delete" : null)}
        title={`Delete ${n(ids.length)}?`}
        description="Their figures, rank history and group membership go with them. Importing or adding them again starts afresh."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        destructive
        onConfirm={async () => done((await run(deleteSeoKeywordsAction, { ids }, { success: (d) => `Deleted ${n(d.deleted)}` })).ok)}
      />
    </>
  );
}
