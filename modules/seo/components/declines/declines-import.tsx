"use client";

import { SeoImportButton } from "../seo-import-button";

/** The SEO import, offered here for the file this page needs: the daily bulk data export. */
export function DeclinesImportButton({ brandId, variant = "outline" }: { brandId: string; variant?: "outline" | "default" }) {
  return (
    <SeoImportButton
      id="declines-import"
      brandId={brandId}
      variant={variant}
      label="Import bulk export"
      title="Import Search Console history"
      description={
        <>
          Search Console&apos;s bulk data export: the BigQuery table searchdata_url_impression saved as CSV (or zipped). Rows are summed per day, page and query; anonymized queries and
          non-web results are left out. Importing the same file again changes nothing.
        </>
      }
      placeholder={"data_date,site_url,url,query,is_anonymized_query,country,search_type,device,impressions,clicks,sum_position"}
    />
  );
}
