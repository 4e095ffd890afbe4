"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FileUpIcon } from "lucide-react";
import { ImportDialog, type ImportInput } from "@/components/import/import-dialog";
import { Button } from "@/components/ui/button";
import { importPpcReportAction, previewPpcImportAction } from "../actions";
import { PPC_IMPORT_MAX_BYTES } from "../inputs";

/**
 * Imports a Google Ads or Microsoft Advertising report download (search terms, keywords or campaigns; CSV,
 * Excel .csv or .xlsx). The preview says which report, network and period the file is and which totals lines
 * are left out before anything is stored; afterwards the page refreshes to show the rows.
 */
export function ImportReportButton({ brandId, label = "Import report", variant = "outline" }: { brandId: string; label?: string; variant?: "outline" | "default" }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const commit = React.useCallback(
    async (input: ImportInput) => {
      const r = await importPpcReportAction(input);
      if (r.ok) router.refresh();
      return r;
    },
    [router],
  );

  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        <FileUpIcon aria-hidden="true" />
        {label}
      </Button>
      <ImportDialog
        id="ppc-import"
        brandId={brandId}
        open={open}
        onOpenChange={setOpen}
        title="Import a paid search report"
        description="A Google Ads report download (Search terms, Keywords or Campaigns — CSV, Excel .csv or .xlsx, with its title and date-range lines) or a Microsoft Advertising report (search query, keyword or campaign performance). Totals lines are left out. Importing the same file again stores nothing new; a new download of the same period replaces its rows."
        maxBytes={PPC_IMPORT_MAX_BYTES}
        fileHint="Google Ads or Microsoft Advertising report (.csv or .xlsx) — or paste below"
        placeholder={"Search terms report\n\"January 1, 2026 - January 31, 2026\"\nSearch term,Match type,Campaign,Ad group,Keyword,Clicks,Impr.,Cost,Conversions,Conv. value\ncold brew concentrate,Exact match,Coffee,Cold brew,[cold brew concentrate],12,140,10.80,1,38.00"}
        preview={previewPpcImportAction}
        commit={commit}
      />
    </>
  );
}
