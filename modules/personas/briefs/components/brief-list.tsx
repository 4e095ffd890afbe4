"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CopyIcon, FilePlusIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RelativeTime } from "@/components/ui/relative-time";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { StatusBadge } from "@/components/ui/tone-badge";
import { formatDate, formatNumber, plural } from "@/lib/format";
import { deletePersonasBriefAction, duplicatePersonasBriefAction } from "../actions";
import { BRIEF_SOURCE_STATES } from "../labels";
import type { BriefListRow } from "../queries";

/** "Owners 40 % · Baristas 60 %", or the general audience when the brief has no segments. */
export function segmentsSummary(segments: { name: string; share: number }[]): string {
  return segments.length ? segments.map((s) => `${s.name} ${formatNumber(s.share)} %`).join(" · ") : "General audience";
}

export function BriefList({ brandId, briefs, canEdit }: { brandId: string; briefs: BriefListRow[]; canEdit: boolean }) {
  const router = useRouter();
  const { run, busy } = useAction({ brandId });
  const [deleting, setDeleting] = React.useState<BriefListRow | null>(null);

  if (!briefs.length) {
    return (
      <EmptyState
        icon={FilePlusIcon}
        title="No persona briefs yet"
        action={
          canEdit ? (
            <Button asChild>
              <Link href="/personas-brief">Write a brief</Link>
            </Button>
          ) : null
        }
      >
        A brief says who the personas represent: the audience, its segments and their shares, and the decision they face. Personas are generated from a brief.
      </EmptyState>
    );
  }

  return (
    <>
      <div className="rounded-xl border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-4">Brief</TableHead>
              <TableHead className="hidden lg:table-cell">Segments</TableHead>
              <TableHead className="text-right">Personas</TableHead>
              <TableHead className="hidden md:table-cell">Latest persona</TableHead>
              <TableHead className="hidden md:table-cell">Source</TableHead>
              <TableHead className="hidden xl:table-cell">Created</TableHead>
              <TableHead className="w-10">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {briefs.map((b) => (
              <TableRow key={b.id} data-testid="brief-row">
                <TableCell className="max-w-0 pl-4 whitespace-normal sm:max-w-none">
                  <Link href={`/personas-brief?id=${b.id}`} className="font-medium underline-offset-4 hover:underline">
                    {b.name}
                  </Link>
                  <p className="mt-0.5 line-clamp-2 text-[13px] text-muted-foreground lg:hidden">{segmentsSummary(b.segments)}</p>
                </TableCell>
                <TableCell className="hidden max-w-72 truncate text-muted-foreground lg:table-cell" title={segmentsSummary(b.segments)}>
                  {segmentsSummary(b.segments)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(b.personas)}</TableCell>
                <TableCell className="hidden text-muted-foreground md:table-cell">{b.latestPersonaAt ? <RelativeTime at={b.latestPersonaAt} /> : "None yet"}</TableCell>
                <TableCell className="hidden md:table-cell">
                  <StatusBadge status={b.source} states={BRIEF_SOURCE_STATES} />
                </TableCell>
                <TableCell className="hidden text-muted-foreground xl:table-cell">
                  {formatDate(b.createdAt)}
                  {b.createdByName ? ` · ${b.createdByName}` : ""}
                </TableCell>
                <TableCell className="pr-3 text-right">
                  <RowActionsMenu
                    label={`More for ${b.name}`}
                    title={b.name}
                    modal={false}
                    actions={[
                      { label: canEdit ? "Edit" : "Open", icon: PencilIcon, href: `/personas-brief?id=${b.id}` },
                      canEdit && {
                        label: "Duplicate",
                        icon: CopyIcon,
                        disabled: busy !== null,
                        onSelect: () =>
                          void run(duplicatePersonasBriefAction, { id: b.id }, { key: b.id, success: (d) => `Duplicated as “${d.name}”`, onSuccess: (d) => router.push(`/personas-brief?id=${d.id}`) }),
                      },
                      canEdit && "separator",
                      canEdit && { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setDeleting(b) },
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete the brief “${deleting?.name ?? ""}”?`}
        description={
          deleting?.personas ? (
            <p>
              Its {plural(deleting.personas, "persona")} will keep existing, listed under “Unknown Brief”. Generation runs of this brief keep their results. This cannot be undone.
            </p>
          ) : (
            <p>No personas were generated from it. This cannot be undone.</p>
          )
        }
        confirmLabel="Delete brief"
        busyLabel="Deleting…"
        destructive
        onConfirm={async () => {
          if (!deleting) return true;
          const r = await run(deletePersonasBriefAction, { id: deleting.id }, { key: deleting.id, success: (d) => `Deleted “${d.name}”` });
          return r.ok;
        }}
      />
    </>
  );
}
