"use client";

import * as React from "react";
import Link from "next/link";
import { ChartLineIcon, FileUpIcon, GaugeIcon, ListIcon, LoaderCircleIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { METRIC_STAGES, type MetricStage } from "@/db/schema/growth-enums";
import { deleteMetricAction, deleteMetricValueAction, recordMetricValueAction } from "../actions";
import { today } from "@/lib/calendar-day";
import { formatDay } from "@/lib/format";
import { formatValue, parseNumberField } from "../format";
import { STAGE_LABELS, STAGE_QUESTIONS } from "../labels";
import type { Metric } from "../queries/metrics";
import { CsvImportDialog } from "./csv-import-dialog";
import { EmptyState } from "@/components/ui/empty";
import { FormField } from "@/components/ui/form-field";
import { MetricDialog } from "./metric-dialog";
import { useAction } from "@/components/actions/use-action";
import { FormDialog } from "@/components/ui/form-dialog";

type DialogState =
  | { kind: "metric"; metric: Metric | null; stage: MetricStage }
  | { kind: "value"; metric: Metric }
  | { kind: "values"; metric: Metric }
  | { kind: "delete"; metric: Metric }
  | { kind: "csv" }
  | null;

export function MetricsManager({ brandId, metrics, canEdit }: { brandId: string; metrics: Metric[]; canEdit: boolean }) {
  const [dialog, setDialog] = React.useState<DialogState>(null);
  const { run, busy } = useAction({ brandId });
  const hasNorthStar = metrics.some((m) => m.stage === "north_star");
  const close = () => setDialog(null);
  // Dialogs keep showing the latest server data for the metric they were opened for.
  const live = (m: Metric) => metrics.find((x) => x.id === m.id) ?? m;

  return (
    <div className="space-y-8">
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ kind: "metric", metric: null, stage: hasNorthStar ? "acquisition" : "north_star" })}>
            <PlusIcon aria-hidden="true" /> New metric
          </Button>
          <Button variant="outline" onClick={() => setDialog({ kind: "csv" })} disabled={!metrics.length}>
            <FileUpIcon aria-hidden="true" /> Import CSV
          </Button>
          <Button variant="ghost" asChild>
            <Link href="/growth-metrics-overview">
              <ChartLineIcon aria-hidden="true" /> Charts and funnel
            </Link>
          </Button>
        </div>
      ) : null}

      {metrics.length === 0 ? (
        <EmptyState
          icon={GaugeIcon}
          title="No metrics yet"
          action={
            canEdit ? (
              <Button onClick={() => setDialog({ kind: "metric", metric: null, stage: "north_star" })}>
                <PlusIcon aria-hidden="true" /> Define the North Star Metric
              </Button>
            ) : null
          }
        >
          Start with the North Star Metric, then add one metric per AARRR stage: acquisition, activation, retention, referral and revenue. Values can be typed in or imported from a CSV file.
        </EmptyState>
      ) : null}

      {metrics.length > 0
        ? METRIC_STAGES.map((stage) => {
            const list = metrics.filter((m) => m.stage === stage);
            if (stage === "north_star" && !list.length && !canEdit) return null;
            return (
              <section key={stage} aria-labelledby={`stage-${stage}`} className="space-y-3">
                <div className="flex flex-wrap items-end justify-between gap-2">
                  <div>
                    <h2 id={`stage-${stage}`} className="text-base font-semibold tracking-tight">
                      {STAGE_LABELS[stage]}
                    </h2>
                    <p className="text-sm text-muted-foreground">{STAGE_QUESTIONS[stage]}</p>
                  </div>
                  {canEdit && (stage !== "north_star" || !hasNorthStar) ? (
                    <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "metric", metric: null, stage })}>
                      <PlusIcon aria-hidden="true" /> Add {stage === "north_star" ? "North Star" : `${STAGE_LABELS[stage].toLowerCase()} metric`}
                    </Button>
                  ) : null}
                </div>
                {list.length === 0 ? (
                  <EmptyState title={`No ${STAGE_LABELS[stage].toLowerCase()} metric yet`} className="p-4 md:p-4" />
                ) : (
                  <ul className="grid gap-3 md:grid-cols-2">
                    {list.map((m) => (
                      <li key={m.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
                        <div className="flex items-start justify-between gap-2">
                          <div className="min-w-0 space-y-1">
                            <div className="flex flex-wrap items-center gap-1.5">
                              <h3 className="font-medium">{m.name}</h3>
                              {m.inFunnel ? <Badge variant="secondary">Funnel step</Badge> : null}
                            </div>
                            {m.definition ? <p className="line-clamp-2 text-sm text-muted-foreground">{m.definition}</p> : null}
                          </div>
                          {canEdit ? (
                            <RowActionsMenu
                              label={`Actions for ${m.name}`}
                              actions={[
                                { label: "Add value", icon: PlusIcon, onSelect: () => setDialog({ kind: "value", metric: m }) },
                                { label: `Values (${m.values.length})`, icon: ListIcon, onSelect: () => setDialog({ kind: "values", metric: m }) },
                                { label: "Edit", icon: PencilIcon, onSelect: () => setDialog({ kind: "metric", metric: m, stage: m.stage }) },
                                "separator",
                                { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setDialog({ kind: "delete", metric: m }) },
                              ]}
                            />
                          ) : null}
                        </div>
                        <dl className="mt-auto grid grid-cols-3 gap-2 text-sm">
                          <div>
                            <dt className="text-xs text-muted-foreground">Latest</dt>
                            <dd className="font-semibold tabular-nums">{formatValue(m.latest?.value ?? null, m.unit)}</dd>
                            <dd className="text-xs text-muted-foreground">{m.latest ? formatDay(m.latest.date) : "no values"}</dd>
                          </div>
                          <div>
                            <dt className="text-xs text-muted-foreground">Target</dt>
                            <dd className="font-semibold tabular-nums">{formatValue(m.target, m.unit)}</dd>
                            <dd className="text-xs text-muted-foreground">{m.targetDate ? `by ${formatDay(m.targetDate)}` : m.direction === "decrease" ? "lower is better" : "higher is better"}</dd>
                          </div>
                          <div>
                            <dt className="text-xs text-muted-foreground">Values</dt>
                            <dd className="font-semibold tabular-nums">{m.values.length}</dd>
                            {canEdit ? (
                              <dd>
                                <button type="button" className="text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline" onClick={() => setDialog({ kind: "value", metric: m })}>
                                  Add value
                                </button>
                              </dd>
                            ) : null}
                          </div>
                        </dl>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        : null}

      <MetricDialog
        brandId={brandId}
        open={dialog?.kind === "metric"}
        onOpenChange={(o) => !o && close()}
        metric={dialog?.kind === "metric" ? dialog.metric : null}
        defaultStage={dialog?.kind === "metric" ? dialog.stage : "acquisition"}
        hasNorthStar={hasNorthStar}
      />
      <CsvImportDialog brandId={brandId} open={dialog?.kind === "csv"} onOpenChange={(o) => !o && close()} metricNames={metrics.map((m) => m.name)} />
      {dialog?.kind === "value" ? <ValueDialog brandId={brandId} metric={live(dialog.metric)} onClose={close} /> : null}
      {dialog?.kind === "values" ? (
        <ValuesDialog
          metric={live(dialog.metric)}
          onClose={close}
          busyId={busy}
          onDelete={(id) => run(deleteMetricValueAction, { id }, { key: id, success: "Value deleted" })}
          onAdd={() => setDialog({ kind: "value", metric: dialog.metric })}
        />
      ) : null}
      <AlertDialog open={dialog?.kind === "delete"} onOpenChange={(o) => !o && close()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {dialog?.kind === "delete" ? `"${dialog.metric.name}"` : "metric"}?</AlertDialogTitle>
            <AlertDialogDescription>
              Its {dialog?.kind === "delete" ? dialog.metric.values.length : 0} values go with it. Learnings that point at it keep their text but lose the link.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-white hover:bg-destructive/90"
              onClick={() => dialog?.kind === "delete" && void run(deleteMetricAction, { id: dialog.metric.id }, { success: "Metric deleted" })}
            >
              Delete metric
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function ValueDialog({ brandId, metric, onClose }: { brandId: string; metric: Metric; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [date, setDate] = React.useState(today());
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const submit = async () => {
    const n = parseNumberField(value);
    if (n === null || !Number.isFinite(n)) return setError("Enter a number");
    if (!date) return setError("Choose a date");
    setError(null);
    const r = await run(recordMetricValueAction, { metricId: metric.id, date, value: n }, { success: `Saved ${formatValue(n, metric.unit)} for ${formatDay(date)}` });
    if (r.ok) onClose();
  };
  return (
    <FormDialog title="Add a value" description={<>{metric.name}{metric.unit ? ` (${metric.unit})` : ""}. A value on a date that already has one replaces it.</>} className="sm:max-w-sm" onClose={onClose} onSubmit={submit} pending={pending} submitLabel="Save value">
      <FormField id="value-date" label="Date">
        <Input id="value-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </FormField>
      <FormField id="value-value" label="Value" error={error}>
        <Input id="value-value" autoFocus inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!!error} />
      </FormField>
    </FormDialog>
  );
}

function ValuesDialog({ metric, onClose, onDelete, onAdd, busyId }: { metric: Metric; onClose: () => void; onDelete: (id: string) => void; onAdd: () => void; busyId: string | null }) {
  const rows = [...metric.values].reverse();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{metric.name}: values</DialogTitle>
          <DialogDescription>Newest first. Values come from manual entry, CSV imports or the one-pager.</DialogDescription>
        </DialogHeader>
        {rows.length === 0 ? (
          <EmptyState title="No values yet" className="p-4 md:p-4">
            Add one, or import a CSV file.
          </EmptyState>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Value</TableHead>
                <TableHead>Source</TableHead>
                <TableHead className="w-10">
                  <span className="sr-only">Delete</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((v) => (
                <TableRow key={v.id}>
                  <TableCell>{formatDay(v.date)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatValue(v.value, metric.unit)}</TableCell>
                  <TableCell className="text-muted-foreground">{v.source === "csv" ? "CSV" : v.source === "one_pager" ? "One-pager" : "Manual"}</TableCell>
                  <TableCell>
                    <Button variant="ghost" size="icon-sm" aria-label={`Delete the value of ${formatDay(v.date)}`} disabled={busyId === v.id} onClick={() => onDelete(v.id)}>
                      {busyId === v.id ? <LoaderCircleIcon className="animate-spin" /> : <Trash2Icon />}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onAdd}>
            <PlusIcon aria-hidden="true" /> Add value
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
