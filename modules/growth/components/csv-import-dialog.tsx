"use client";

import * as React from "react";
import { CircleAlertIcon } from "lucide-react";
import { CsvSource } from "@/components/ui/csv-source";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { importMetricValuesAction } from "../actions";
import { CSV_MAX_BYTES, parseMetricValuesCsv } from "../csv";
import { formatDay, formatNumber } from "../format";
import { useAction } from "@/components/actions/use-action";

/**
 * Import metric values from a CSV file (or pasted text). The file is previewed in the browser with
 * the same parser the server runs again before writing.
 */
export function CsvImportDialog({ brandId, open, onOpenChange, metricNames }: { brandId: string; open: boolean; onOpenChange: (o: boolean) => void; metricNames: string[] }) {
  const { run, pending } = useAction({ brandId });
  const [text, setText] = React.useState("");
  const preview = React.useMemo(() => (text.trim() ? parseMetricValuesCsv(text, metricNames) : null), [text, metricNames]);
  const example = metricNames.slice(0, 2).length ? metricNames.slice(0, 2) : ["Visitors", "Sign-ups"];

  const submit = async () => {
    if (!preview?.rows.length) return;
    const result = await run(importMetricValuesAction, { csv: text }, {
      success: (d) => `Imported ${d.created + d.updated} value${d.created + d.updated === 1 ? "" : "s"} (${d.created} new, ${d.updated} updated)`,
    });
    if (result.ok) {
      setText("");
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import values from CSV</DialogTitle>
          <DialogDescription>
            One row per metric and date (<code className="font-mono text-xs">date,metric,value</code>) or one column per metric (<code className="font-mono text-xs">date,{example.join(",")}</code>). Dates as yyyy-MM-dd. A value for a metric and
            date that already exists is replaced.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <CsvSource id="csv" text={text} onTextChange={setText} maxBytes={CSV_MAX_BYTES} placeholder={`date,metric,value\n2025-01-31,${example[0]},1200\n2025-02-28,${example[0]},1350`} />
          {preview ? (
            <div className="space-y-2 rounded-lg border bg-muted/30 p-3 text-sm" aria-live="polite">
              <p className="font-medium">
                {preview.rows.length} value{preview.rows.length === 1 ? "" : "s"} ready to import
                {preview.layout ? <span className="font-normal text-muted-foreground"> · {preview.layout === "long" ? "one row per value" : "one column per metric"}</span> : null}
                {preview.skipped ? <span className="font-normal text-muted-foreground"> · {preview.skipped} empty cells skipped</span> : null}
              </p>
              {preview.unknownMetrics.length ? (
                <p className="flex gap-1.5 text-amber-700 dark:text-amber-300">
                  <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    No metric is named {preview.unknownMetrics.map((n) => `"${n}"`).join(", ")}: those columns or rows are skipped. Create the metric first, or fix the name.
                  </span>
                </p>
              ) : null}
              {preview.errors.length ? (
                <ul className="max-h-28 space-y-0.5 overflow-y-auto text-destructive">
                  {preview.errors.slice(0, 20).map((e, i) => (
                    <li key={i}>
                      {e.line ? `Line ${e.line}: ` : ""}
                      {e.message}
                    </li>
                  ))}
                  {preview.errors.length > 20 ? <li>…and {preview.errors.length - 20} more</li> : null}
                </ul>
              ) : null}
              {preview.rows.length ? (
                <div className="max-h-40 overflow-y-auto rounded-md border bg-background">
                  <table className="w-full text-xs">
                    <thead className="sticky top-0 bg-background">
                      <tr className="border-b text-left text-muted-foreground">
                        <th className="px-2 py-1 font-medium">Metric</th>
                        <th className="px-2 py-1 font-medium">Date</th>
                        <th className="px-2 py-1 text-right font-medium">Value</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.rows.slice(0, 50).map((r) => (
                        <tr key={`${r.metric}|${r.date}`} className="border-b last:border-0">
                          <td className="px-2 py-1">{r.metric}</td>
                          <td className="px-2 py-1">{formatDay(r.date)}</td>
                          <td className="px-2 py-1 text-right tabular-nums">{formatNumber(r.value)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {preview.rows.length > 50 ? <p className="px-2 py-1 text-xs text-muted-foreground">…and {preview.rows.length - 50} more</p> : null}
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
        <DialogFormFooter
          pending={pending}
          disabled={!preview?.rows.length}
          submitLabel={`Import ${preview?.rows.length ?? 0} value${preview?.rows.length === 1 ? "" : "s"}`}
          pendingLabel="Importing..."
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
          cancelDisabled={false}
        />
      </DialogContent>
    </Dialog>
  );
}
