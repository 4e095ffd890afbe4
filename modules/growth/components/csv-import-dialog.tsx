"use client";

import { ImportDialog } from "@/components/import/import-dialog";
import { importMetricValuesAction, previewMetricValuesImportAction } from "../actions";
import { CSV_MAX_BYTES } from "../csv";

/** Import metric values from a file (CSV in any delimiter and encoding, or .xlsx) or pasted text. */
export function CsvImportDialog({ brandId, open, onOpenChange, metricNames }: { brandId: string; open: boolean; onOpenChange: (o: boolean) => void; metricNames: string[] }) {
  const example = metricNames.slice(0, 2).length ? metricNames.slice(0, 2) : ["Visitors", "Sign-ups"];
  return (
    <ImportDialog
      id="metric-import"
      brandId={brandId}
      open={open}
      onOpenChange={onOpenChange}
      title="Import values from CSV"
      description={
        <>
          One row per metric and date (<code className="font-mono text-xs">date,metric,value</code>) or one column per metric (<code className="font-mono text-xs">date,{example.join(",")}</code>). Dates as yyyy-MM-dd. CSV or TSV in any
          encoding, or an Excel .xlsx file. A value for a metric and date that already exists is replaced; importing the same file again changes nothing.
        </>
      }
      maxBytes={CSV_MAX_BYTES}
      placeholder={`date,metric,value\n2025-01-31,${example[0]},1200\n2025-02-28,${example[0]},1350`}
      preview={previewMetricValuesImportAction}
      commit={importMetricValuesAction}
    />
  );
}
