"use client";

import * as React from "react";
import { FileUpIcon } from "lucide-react";
import { ImportDialog } from "@/components/import/import-dialog";
import { Button } from "@/components/ui/button";
import { importSeoFileAction, previewSeoImportAction } from "@/modules/seo/actions";
import { SEO_IMPORT_MAX_BYTES } from "@/modules/seo/inputs";

/** The SEO import (lib/import kit), offered here for the file this page needs: the daily bulk data export. */
export function DeclinesImportButton({ brandId, variant = "outline" }: { brandId: string; variant?: "outline" | "default" }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        <FileUpIcon aria-hidden="true" />
        Import bulk export
      </Button>
      <ImportDialog
        id="declines-import"
        brandId={brandId}
        open={open}
        onOpenChange={setOpen}
        title="Import Search Console history"
        description={
          <>
            Search Console&apos;s bulk data export: the BigQuery table searchdata_url_impression saved as CSV (or zipped). Rows are summed per day, page and query; anonymized queries and
            non-web results are left out. Importing the same file again changes nothing.
          </>
        }
        maxBytes={SEO_IMPORT_MAX_BYTES}
        placeholder={"data_date,site_url,url,query,is_anonymized_query,country,search_type,device,impressions,clicks,sum_position"}
        preview={previewSeoImportAction}
        commit={importSeoFileAction}
      />
    </>
  );
}
