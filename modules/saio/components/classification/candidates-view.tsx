"use client";

import * as React from "react";
import Link from "next/link";
import { ChevronRightIcon, LoaderCircleIcon, PlusIcon, RotateCcwIcon, SearchXIcon, SparklesIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { OptionSelect } from "@/components/ui/option-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useAction } from "@/components/actions/use-action";
import { cn } from "@/lib/utils";
import { addSaioCandidateAction, dismissSaioCandidateAction, restoreSaioCandidateAction } from "../../actions";
import type { CandidateRow } from "../../queries";
import { formatSeen, KIND_ORDER, KIND_STYLES, kindLabel, STATUSES, type CandidateStatus } from "./labels";

const ALL = "__all";

function KindBadge({ kind }: { kind: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", KIND_STYLES[kind] ?? KIND_STYLES.unrelated)}>
      {kindLabel(kind)}
    </Badge>
  );
}

function MethodLabel({ method }: { method: string }) {
  return method === "ai" ? (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" title="Classified by the brand's AI engine">
      <SparklesIcon className="size-3" aria-hidden="true" />
      AI
    </span>
  ) : (
    <span className="text-xs text-muted-foreground" title="Classified by local rules">
      Rules
    </span>
  );
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The snippet with the name marked, so the reader finds why it was picked up at a glance. */
function Snippet({ text, name }: { text: string; name: string }) {
  const parts = text.split(new RegExp(`(${escapeRegExp(name)})`, "gi"));
  return (
    <blockquote className="border-l-2 pl-3 text-sm leading-relaxed text-muted-foreground">
      {parts.map((p, i) =>
        p.toLowerCase() === name.toLowerCase() ? (
          <mark key={i} className="rounded-sm bg-amber-200/70 px-0.5 text-foreground dark:bg-amber-400/25">
            {p}
          </mark>
        ) : (
          <React.Fragment key={i}>{p}</React.Fragment>
        ),
      )}
    </blockquote>
  );
}

function CandidateRows({
  row,
  rank,
  canEdit,
  busy,
  onAdd,
  onDismiss,
  onRestore,
}: {
  row: CandidateRow;
  rank: number;
  canEdit: boolean;
  busy: boolean;
  onAdd: () => void;
  onDismiss: () => void;
  onRestore: () => void;
}) {
  const [open, setOpen] = React.useState(false);
  const detailId = `candidate-${row.id}-examples`;
  const hasExamples = row.examples.length > 0;
  return (
    <>
      <TableRow data-testid="candidate-row" data-name={row.name} className={cn(open && "border-b-0 bg-muted/30")}>
        <TableCell className="w-10 pr-0 pl-4">
          {hasExamples ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-expanded={open}
              aria-controls={detailId}
              aria-label={`${open ? "Hide" : "Show"} example snippet for ${row.name}`}
              onClick={() => setOpen((o) => !o)}
            >
              <ChevronRightIcon className={cn("transition-transform", open && "rotate-90")} aria-hidden="true" />
            </Button>
          ) : null}
        </TableCell>
        <TableCell className="max-w-56 min-w-40">
          <div className="flex items-baseline gap-2">
            <span className="w-5 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{rank}</span>
            <div className="min-w-0">
              <p className="truncate font-medium" title={row.name}>
                {row.name}
              </p>
              <p className="truncate text-xs text-muted-foreground" title={row.domains.join(", ")}>
                {row.domains.length ? (
                  <>
                    {row.domains[0]}
                    {row.domains.length > 1 ? ` +${row.domains.length - 1}` : ""}
                  </>
                ) : (
                  "No domain cited"
                )}
              </p>
            </div>
          </div>
        </TableCell>
        <TableCell className="max-w-80 min-w-56 whitespace-normal">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <KindBadge kind={row.kind} />
            <MethodLabel method={row.method} />
          </div>
          {row.reason ? (
            <p className="mt-1 line-clamp-2 text-xs text-muted-foreground" title={row.reason}>
              {row.reason}
            </p>
          ) : null}
          {row.basedOn.length ? (
            <p className="mt-1 text-xs text-muted-foreground" data-testid="classification-citation">
              Based on: {row.basedOn.slice(0, 2).join("; ")}
            </p>
          ) : null}
        </TableCell>
        <TableCell className="text-right font-medium tabular-nums">{row.answers}</TableCell>
        <TableCell className="text-right tabular-nums">{row.mentions}</TableCell>
        <TableCell className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{formatSeen(row.lastSeenAt)}</TableCell>
        {canEdit ? (
          <TableCell className="pr-4 text-right">
            <div className="flex justify-end gap-1.5">
              {row.status === "new" ? (
                <>
                  <Button size="sm" variant="outline" disabled={busy} onClick={onAdd}>
                    {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
                    Add to competitors
                  </Button>
                  <Tooltip>
                    <TooltipTrigger asChild>
                      <Button size="icon" variant="ghost" className="size-8" disabled={busy} onClick={onDismiss} aria-label={`Dismiss ${row.name}`}>
                        <XIcon aria-hidden="true" />
                      </Button>
                    </TooltipTrigger>
                    <TooltipContent>Dismiss</TooltipContent>
                  </Tooltip>
                </>
              ) : row.status === "dismissed" ? (
                <Button size="sm" variant="ghost" disabled={busy} onClick={onRestore} aria-label={`Restore ${row.name}`}>
                  {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
                  Restore
                </Button>
              ) : (
                <span className="text-xs whitespace-nowrap text-muted-foreground">On the competitors list</span>
              )}
            </div>
          </TableCell>
        ) : null}
      </TableRow>
      {open ? (
        <TableRow id={detailId} className="bg-muted/30 hover:bg-muted/30">
          <TableCell colSpan={canEdit ? 7 : 6} className="px-4 pt-0 pb-4 whitespace-normal">
            <div className="max-w-3xl space-y-2 pl-12">
              {row.examples.slice(0, 3).map((e, i) => (
                <Snippet key={i} text={e} name={row.name} />
              ))}
            </div>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/**
 * The names AI answers mention that the brand does not track, ranked by answers then mentions.
 * Status tabs and the class filter are local state: at most 500 rows arrive, and switching must be instant.
 */
export function CandidatesView({ rows, canEdit, brandId }: { rows: CandidateRow[]; canEdit: boolean; brandId: string }) {
  const [status, setStatus] = React.useState<CandidateStatus>("new");
  const [kind, setKind] = React.useState<string>(ALL);
  const { run, isBusy } = useAction({ brandId });
  const counts = Object.fromEntries(STATUSES.map((s) => [s.value, rows.filter((r) => r.status === s.value).length])) as Record<CandidateStatus, number>;
  const inStatus = rows.filter((r) => r.status === status);
  const kindCounts = Object.fromEntries(KIND_ORDER.map((k) => [k, inStatus.filter((r) => r.kind === k).length]));

  const add = (r: CandidateRow) =>
    run(addSaioCandidateAction, { id: r.id }, { key: r.id, success: (d) => (d.alreadyListed ? `${d.name} was already on the competitors list` : `Added ${d.name} to competitors`) });
  const dismiss = (r: CandidateRow) => run(dismissSaioCandidateAction, { id: r.id }, { key: r.id, success: `Dismissed ${r.name}` });
  const restore = (r: CandidateRow) => run(restoreSaioCandidateAction, { id: r.id }, { key: r.id, success: `Restored ${r.name} to New` });

  return (
    <Tabs value={status} onValueChange={(v) => setStatus(v as CandidateStatus)} className="gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Status">
          {STATUSES.map((s) => (
            <TabsTrigger key={s.value} value={s.value} className="px-3">
              {s.label}
              <span className="rounded-sm bg-muted-foreground/10 px-1.5 text-xs text-muted-foreground tabular-nums">{counts[s.value]}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <OptionSelect
          size="sm" className="w-60 max-w-full" aria-label="Class" value={kind} onValueChange={setKind} first={{ value: ALL, label: "All classes" }}
          options={KIND_ORDER.map((k) => ({ value: k, label: <>{kindLabel(k)} <span className="text-muted-foreground tabular-nums">({kindCounts[k]})</span></> }))}
        />
      </div>
      {STATUSES.map((s) => {
        const visible = s.value === status ? inStatus.filter((r) => kind === ALL || r.kind === kind) : [];
        return (
          <TabsContent key={s.value} value={s.value}>
            <Card className="gap-0 overflow-hidden py-0">
              {visible.length ? (
                <Table data-testid="candidates-table">
                  <TableHeader>
                    <TableRow className="hover:bg-transparent">
                      <TableHead className="w-10 pl-4">
                        <span className="sr-only">Example</span>
                      </TableHead>
                      <TableHead>Name and domains</TableHead>
                      <TableHead>Class and reason</TableHead>
                      <TableHead className="text-right">Answers</TableHead>
                      <TableHead className="text-right">Mentions</TableHead>
                      <TableHead>Last seen</TableHead>
                      {canEdit ? <TableHead className="pr-4 text-right">Actions</TableHead> : null}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {visible.map((r, i) => (
                      <CandidateRows
                        key={r.id}
                        row={r}
                        rank={i + 1}
                        canEdit={canEdit}
                        busy={isBusy(r.id)}
                        onAdd={() => add(r)}
                        onDismiss={() => dismiss(r)}
                        onRestore={() => restore(r)}
                      />
                    ))}
                  </TableBody>
                </Table>
              ) : (
                <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
                  <SearchXIcon className="size-5 text-muted-foreground" aria-hidden="true" />
                  <p className="text-sm font-medium">
                    {kind !== ALL && inStatus.length
                      ? `No ${kindLabel(kind).toLowerCase()} names in ${s.label}`
                      : s.value === "new"
                        ? "No new names to review"
                        : s.value === "added"
                          ? "No names added to the competitors yet"
                          : "No dismissed names"}
                  </p>
                  <p className="max-w-sm text-sm text-muted-foreground">
                    {kind !== ALL && inStatus.length ? (
                      <button type="button" className="font-medium text-foreground underline underline-offset-4" onClick={() => setKind(ALL)}>
                        Show all classes
                      </button>
                    ) : s.value === "new" ? (
                      <>
                        New names appear after each{" "}
                        <Link href="/run-analysis" className="font-medium text-foreground underline underline-offset-4">
                          analysis run
                        </Link>
                        .
                      </>
                    ) : s.value === "added" ? (
                      "Names you add to the competitors are tracked in every later run."
                    ) : (
                      "Dismissed names stay here and can be restored."
                    )}
                  </p>
                </div>
              )}
            </Card>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
