"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CrosshairIcon, ScissorsIcon, StarIcon, Trash2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, plural } from "@/lib/format";
import { deleteSeoKeywordGroupAction, trackSeoKeywordsAction, updateSeoKeywordGroupAction } from "../../actions";
import type { GroupKeyword, GroupView } from "../../queries/group-view";
import { splitSeoKeywordGroupAction } from "../../serps-actions";
import { METHOD_LABEL } from "./groups-view";

/** One group opened from the list (`?group=<id>`): rename, focus keyword, target URL, track, split, delete. */
export function GroupDetail({ brandId, group, keywords, canEdit }: { brandId: string; group: GroupView; keywords: GroupKeyword[]; canEdit: boolean }) {
  const router = useRouter();
  const close = () => router.push("?", { scroll: false });
  const { run, pending, isBusy } = useAction({ brandId });
  const [name, setName] = React.useState(group.name);
  const [target, setTarget] = React.useState(group.targetUrl ?? "");
  const [targetError, setTargetError] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [splitName, setSplitName] = React.useState("");
  const allTracked = keywords.length > 0 && keywords.every((k) => k.tracked);

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    setTargetError(null);
    void run(
      updateSeoKeywordGroupAction,
      { id: group.id, name: name.trim(), targetUrl: target.trim() || null },
      { key: "save", success: "Group saved", onError: (err, fields) => (fields?.targetUrl ? setTargetError(fields.targetUrl[0] ?? err) : setTargetError(err)) },
    );
  };

  return (
    <Sheet open onOpenChange={(open) => (open ? null : close())}>
      <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>{group.name}</SheetTitle>
          <SheetDescription>
            {METHOD_LABEL[group.method]} · {plural(group.keywords, "keyword")} · {formatNumber(group.volume)} searches a month
          </SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-5 px-4 pb-6">
          {group.cannibalUrls.length ? (
            <div className="rounded-md border border-amber-500/30 bg-amber-500/10 p-3 text-sm">
              <p className="font-medium text-amber-800 dark:text-amber-200">Cannibalisation: {group.cannibalUrls.length} of the brand&apos;s pages rank for this group</p>
              <ul className="mt-1 list-disc pl-5 text-xs break-all text-muted-foreground">
                {group.cannibalUrls.map((u) => (
                  <li key={u}>{u}</li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-muted-foreground">Pick one target URL and point the others at it, or split the group if they answer different intents.</p>
            </div>
          ) : null}

          {canEdit ? (
            <form onSubmit={save} className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="group-name">Name</Label>
                <Input id="group-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="group-target">Target URL</Label>
                <Input id="group-target" value={target} onChange={(e) => setTarget(e.target.value)} placeholder="https://example.com/page" aria-invalid={!!targetError} aria-describedby={targetError ? "group-target-error" : undefined} />
                {targetError ? (
                  <p id="group-target-error" className="text-xs text-destructive">
                    {targetError}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={pending}>
                  {isBusy("save") ? "Saving..." : "Save"}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending || keywords.length === 0}
                  onClick={() => void run(trackSeoKeywordsAction, { ids: keywords.map((k) => k.id), tracked: !allTracked }, { key: "track", success: allTracked ? "Tracking stopped" : `Tracking ${plural(keywords.length, "keyword")} from the next rank check` })}
                >
                  <CrosshairIcon aria-hidden="true" />
                  {allTracked ? "Stop tracking group" : "Track group"}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="text-destructive sm:ml-auto"
                  disabled={pending}
                  onClick={() => {
                    if (!window.confirm(`Delete the group "${group.name}"? Its keywords stay in the keyword store.`)) return;
                    void run(deleteSeoKeywordGroupAction, { id: group.id }, { key: "delete", success: "Group deleted", onSuccess: close });
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete group
                </Button>
              </div>
            </form>
          ) : null}

          <section aria-labelledby="group-keywords" className="grid gap-2">
            <h3 id="group-keywords" className="text-sm font-semibold">
              Keywords
            </h3>
            <ul className="divide-y rounded-md border">
              {keywords.map((k) => {
                const focus = k.id === group.focusKeywordId;
                return (
                  <li key={k.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                    {canEdit ? (
                      <Checkbox checked={selected.includes(k.id)} onCheckedChange={(v) => setSelected((s) => (v === true ? [...s, k.id] : s.filter((x) => x !== k.id)))} aria-label={`Select ${k.keyword}`} />
                    ) : null}
                    <span className="min-w-0 flex-1">
                      <span className="break-words">{k.keyword}</span>
                      {focus ? <ToneBadge tone="ok" className="ml-2">Focus</ToneBadge> : null}
                      {k.tracked ? <ToneBadge tone="info" className="ml-2">Tracked</ToneBadge> : null}
                      {k.brandUrls.length ? <span className="block truncate text-xs text-muted-foreground">{k.brandUrls.join(", ")}</span> : null}
                    </span>
                    <span className="w-16 text-right text-xs text-muted-foreground tabular-nums">{formatNumber(k.volume)}</span>
                    <span className="w-10 text-right text-xs tabular-nums" title="The brand's latest position">
                      {k.position ?? "—"}
                    </span>
                    {canEdit && !focus ? (
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-7"
                        disabled={pending}
                        aria-label={`Make "${k.keyword}" the focus keyword`}
                        title="Make focus keyword"
                        onClick={() => void run(updateSeoKeywordGroupAction, { id: group.id, focusKeywordId: k.id }, { success: `"${k.keyword}" is the focus keyword` })}
                      >
                        <StarIcon aria-hidden="true" />
                      </Button>
                    ) : (
                      <span className="size-7" aria-hidden="true" />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          {canEdit ? (
            <form
              className="grid gap-2 rounded-md border p-3"
              onSubmit={(e) => {
                e.preventDefault();
                void run(
                  splitSeoKeywordGroupAction,
                  { id: group.id, keywordIds: selected, name: splitName.trim() },
                  { key: "split", success: (d) => `${plural(d.moved, "keyword")} moved to "${splitName.trim()}"`, onSuccess: () => (setSelected([]), setSplitName("")) },
                );
              }}
            >
              <Label htmlFor="split-name">Split the selected keywords into a new group</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id="split-name" value={splitName} onChange={(e) => setSplitName(e.target.value)} placeholder="New group name" maxLength={120} />
                <Button type="submit" size="sm" variant="outline" disabled={pending || selected.length === 0 || !splitName.trim()}>
                  <ScissorsIcon aria-hidden="true" />
                  Split {selected.length ? plural(selected.length, "keyword") : ""}
                </Button>
              </div>
            </form>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
