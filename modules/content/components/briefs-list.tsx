"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { FileTextIcon, PlusIcon, XIcon } from "lucide-react";
import { FilterSelect } from "@/components/filters/table-filters";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RelativeTime } from "@/components/ui/relative-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BriefFilters, BriefListRow, EditorOptions } from "@/modules/content/briefs/queries";
import { BRIEF_STATUS_OPTIONS, BriefStatusBadge } from "./briefs-status";
import { NewBriefDialog } from "./briefs-new";

const briefHref = (id: string) => `/content-briefs?brief=${id}`;

export function BriefsList({ rows, filters, total, options, brandId, canEdit }: { rows: BriefListRow[]; filters: BriefFilters; total: number; options: EditorOptions; brandId: string; canEdit: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const [creating, setCreating] = React.useState(false);
  const [q, setQ] = React.useState(filters.q ?? "");
  const go = (patch: Partial<Record<"status" | "q" | "assignee", string | undefined>>) => {
    const next = { status: filters.status ?? undefined, q: filters.q ?? undefined, assignee: filters.assignee ?? undefined, ...patch };
    const sp = new URLSearchParams(Object.entries(next).filter((e): e is [string, string] => !!e[1]));
    startTransition(() => router.push(`${pathname}${sp.size ? `?${sp}` : ""}`, { scroll: false }));
  };
  const filtered = !!(filters.status || filters.q || filters.assignee);
  const people = [{ value: "none", label: "Unassigned" }, ...options.people.map((p) => ({ value: p.id, label: p.name }))];

  const newButton = canEdit ? (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New brief
    </Button>
  ) : null;

  return (
    <div className="flex flex-col gap-4">
      {creating ? <NewBriefDialog brandId={brandId} ideas={options.ideas} onClose={() => setCreating(false)} /> : null}
      {total === 0 ? (
        <EmptyState icon={FileTextIcon} title="No content briefs yet" action={newButton}>
          A brief tells a writer what to write for one keyword: intent, angle, outline, questions, terms and links. Start one here, from an accepted idea on{" "}
          <Link href="/content-ideas">/content-ideas</Link>, or save a structure from <Link href="/getting-proper-structure">/getting-proper-structure</Link>.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <form
              className="grid min-w-0 gap-1.5 sm:w-64"
              onSubmit={(e) => {
                e.preventDefault();
                go({ q: q.trim() || undefined });
              }}
            >
              <Label htmlFor="briefs-q">Search</Label>
              <Input id="briefs-q" type="search" placeholder="Title or keyword" value={q} onChange={(e) => setQ(e.target.value)} onBlur={() => q.trim() !== (filters.q ?? "") && go({ q: q.trim() || undefined })} />
            </form>
            <FilterSelect id="briefs-status" label="Status" className="sm:w-44" value={filters.status ?? undefined} onChange={(v) => go({ status: v })} allLabel="Any status" options={BRIEF_STATUS_OPTIONS} />
            <FilterSelect id="briefs-assignee" label="Assignee" className="sm:w-52" value={filters.assignee ?? undefined} onChange={(v) => go({ assignee: v })} allLabel="Anyone" options={people} />
            <Button
              variant="ghost"
              disabled={!filtered || pending}
              onClick={() => {
                setQ("");
                go({ status: undefined, q: undefined, assignee: undefined });
              }}
            >
              <XIcon aria-hidden="true" />
              Clear
            </Button>
            <div className="sm:ml-auto">{newButton}</div>
          </div>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No brief matches these filters. Clear them to see all {total} briefs.</p>
          ) : (
            <>
              <div className="hidden rounded-lg border md:block" aria-busy={pending}>
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Title</TableHead>
                      <TableHead>Keyword</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead>Assignee</TableHead>
                      <TableHead className="text-right">Updated</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.id}>
                        <TableCell className="max-w-md font-medium">
                          <Link href={briefHref(r.id)} className="line-clamp-2 hover:underline">
                            {r.title}
                          </Link>
                        </TableCell>
                        <TableCell className="text-muted-foreground">{r.keyword ?? "—"}</TableCell>
                        <TableCell>
                          <BriefStatusBadge status={r.status} />
                        </TableCell>
                        <TableCell>
                          <div className="flex flex-wrap items-center gap-2">
                            <span>{r.assigneeName ?? <span className="text-muted-foreground">Unassigned</span>}</span>
                            {r.taskStatus ? <TaskStatusBadge status={r.taskStatus} /> : null}
                          </div>
                        </TableCell>
                        <TableCell className="text-right text-muted-foreground">
                          <RelativeTime at={r.updatedAt} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <ul className="grid gap-2 md:hidden" aria-busy={pending}>
                {rows.map((r) => (
                  <li key={r.id}>
                    <Link href={briefHref(r.id)} className="flex flex-col gap-2 rounded-lg border p-3 hover:bg-muted/50">
                      <span className="font-medium">{r.title}</span>
                      <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        <BriefStatusBadge status={r.status} />
                        {r.keyword ? <span>{r.keyword}</span> : null}
                        <span>· {r.assigneeName ?? "Unassigned"}</span>
                        <span>
                          · <RelativeTime at={r.updatedAt} />
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
