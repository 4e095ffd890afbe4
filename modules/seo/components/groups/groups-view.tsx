"use client";

import * as React from "react";
import Link from "next/link";
import { MergeIcon, SearchIcon, TriangleAlertIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, plural } from "@/lib/format";
import type { GroupView } from "../../queries/group-view";
import { mergeSeoKeywordGroupsAction } from "../../serps-actions";

export const METHOD_LABEL: Record<GroupView["method"], string> = { serp_overlap: "SERP overlap", lexical: "Lexical", manual: "Manual" };

const PAGE = 100;

/** The brand's focus keyword groups: search, select and merge; a group's name opens it. */
export function GroupsView({ brandId, groups, canEdit }: { brandId: string; groups: GroupView[]; canEdit: boolean }) {
  const [query, setQuery] = React.useState("");
  const [selected, setSelected] = React.useState<string[]>([]);
  const [shown, setShown] = React.useState(PAGE);
  const [merging, setMerging] = React.useState(false);
  const [name, setName] = React.useState("");
  const { run, pending } = useAction({ brandId });

  const q = query.trim().toLowerCase();
  const visible = q ? groups.filter((g) => g.name.toLowerCase().includes(q) || (g.focusKeyword ?? "").toLowerCase().includes(q)) : groups;
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const first = groups.find((g) => g.id === selected[0]);

  const merge = async () => {
    const r = await run(mergeSeoKeywordGroupsAction, { ids: selected, name: name.trim() || null }, { success: (d) => `Merged; ${plural(d.moved, "keyword")} moved` });
    if (r.ok) {
      setMerging(false);
      setSelected([]);
      setName("");
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full sm:w-72">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search groups" aria-label="Search groups" className="pl-8" />
        </div>
        {canEdit ? (
          <Button size="sm" variant="outline" disabled={selected.length < 2} onClick={() => setMerging(true)}>
            <MergeIcon aria-hidden="true" />
            Merge {selected.length >= 2 ? `${selected.length} groups` : "groups"}
          </Button>
        ) : null}
        <span className="text-xs text-muted-foreground sm:ml-auto">
          {formatNumber(visible.length)} of {plural(groups.length, "group")}
        </span>
      </div>

      <div className="overflow-x-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              {canEdit ? <TableHead className="w-10"><span className="sr-only">Select</span></TableHead> : null}
              <TableHead>Group</TableHead>
              <TableHead className="hidden md:table-cell">Method</TableHead>
              <TableHead className="text-right">Keywords</TableHead>
              <TableHead className="text-right">Volume</TableHead>
              <TableHead className="hidden lg:table-cell">Focus keyword</TableHead>
              <TableHead className="hidden lg:table-cell">Target URL</TableHead>
              <TableHead>Cannibalisation</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {visible.slice(0, shown).map((g) => (
              <TableRow key={g.id} data-state={selected.includes(g.id) ? "selected" : undefined}>
                {canEdit ? (
                  <TableCell>
                    <Checkbox checked={selected.includes(g.id)} onCheckedChange={(v) => toggle(g.id, v === true)} aria-label={`Select ${g.name}`} />
                  </TableCell>
                ) : null}
                <TableCell className="max-w-64 font-medium whitespace-normal">
                  <Link href={`?group=${g.id}`} scroll={false} className="underline-offset-4 hover:underline focus-visible:underline">
                    {g.name}
                  </Link>
                  <span className="block text-xs font-normal text-muted-foreground md:hidden">{METHOD_LABEL[g.method]}</span>
                </TableCell>
                <TableCell className="hidden md:table-cell">
                  <ToneBadge tone={g.method === "manual" ? "idle" : "info"}>{METHOD_LABEL[g.method]}</ToneBadge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(g.keywords)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(g.volume)}</TableCell>
                <TableCell className="hidden max-w-56 truncate lg:table-cell">{g.focusKeyword ?? <span className="text-muted-foreground">—</span>}</TableCell>
                <TableCell className="hidden max-w-56 truncate lg:table-cell">
                  {g.targetUrl ? (
                    <a href={g.targetUrl} target="_blank" rel="noreferrer noopener" className="underline-offset-4 hover:underline">
                      {g.targetUrl.replace(/^https?:\/\//, "")}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">Not set</span>
                  )}
                </TableCell>
                <TableCell>
                  {g.cannibalUrls.length ? (
                    <span title={g.cannibalUrls.join("\n")}>
                      <ToneBadge tone="warn">
                        <TriangleAlertIcon className="size-3" aria-hidden="true" />
                        {g.cannibalUrls.length} URLs
                      </ToneBadge>
                    </span>
                  ) : (
                    <span className="text-xs text-muted-foreground">None</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {visible.length === 0 ? (
              <TableRow>
                <TableCell colSpan={canEdit ? 8 : 7} className="py-8 text-center text-sm text-muted-foreground">
                  No group matches &ldquo;{query}&rdquo;.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </div>
      {visible.length > shown ? (
        <Button variant="outline" size="sm" className="self-center" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, visible.length - shown)} more
        </Button>
      ) : null}

      <Dialog open={merging} onOpenChange={setMerging}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Merge {selected.length} groups</DialogTitle>
            <DialogDescription>
              Every keyword moves into &ldquo;{first?.name}&rdquo;, the first group you selected; the other groups are deleted. The merged group is kept when you cluster again.
            </DialogDescription>
          </DialogHeader>
          <form
            id="merge-groups"
            onSubmit={(e) => {
              e.preventDefault();
              void merge();
            }}
            className="grid gap-2"
          >
            <Label htmlFor="merge-name">Name of the merged group</Label>
            <Input id="merge-name" value={name} onChange={(e) => setName(e.target.value)} placeholder={first?.name} maxLength={120} />
          </form>
          <DialogFormFooter pending={pending} submitLabel="Merge" pendingLabel="Merging..." onCancel={() => setMerging(false)} form="merge-groups" />
        </DialogContent>
      </Dialog>
    </div>
  );
}
