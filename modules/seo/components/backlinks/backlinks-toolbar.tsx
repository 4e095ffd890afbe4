"use client";

import * as React from "react";
import { FileUpIcon, RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { ImportDialog } from "@/components/import/import-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { plural } from "@/lib/format";
import { fetchBacklinksAction, importBacklinksFileAction, previewBacklinksImportAction } from "../../backlinks-actions";
import { SEO_IMPORT_MAX_BYTES } from "../../inputs";
import type { FetchOutcome } from "../../queries/backlinks";
import type { ProviderFailure } from "../../types";
import { ProviderFailureAlert } from "../provider-failure-alert";

function fetchedToast(o: FetchOutcome): string {
  if (!o.fetched.length && o.gap === "reused") return "Every domain was already fetched from DataForSEO Backlinks today: the stored answers were reused, nothing was paid";
  const reused = o.reused.length ? `; ${plural(o.reused.length, "domain")} fetched earlier today reused from the store` : "";
  return `Backlinks of ${plural(o.fetched.length, "domain")} fetched from DataForSEO Backlinks${reused}`;
}

/** Fetch from DataForSEO Backlinks (when a login is there) and import a Semrush Backlinks export; a provider failure shows as such. */
export function BacklinksToolbar({ brandId, canFetch, variant = "header" }: { brandId: string; canFetch: boolean; variant?: "header" | "empty" }) {
  const { run, pending, isBusy } = useAction({ brandId });
  const [failure, setFailure] = React.useState<ProviderFailure | null>(null);
  const [importing, setImporting] = React.useState(false);
  return (
    <div className={variant === "empty" ? "flex flex-col items-center gap-3" : "flex flex-col gap-3"}>
      <div className="flex flex-wrap gap-2">
        {canFetch ? (
          <Button
            size="sm"
            disabled={pending}
            onClick={() => {
              setFailure(null);
              void run(fetchBacklinksAction, {}, {
                key: "fetch",
                onSuccess: (r) => {
                  if (!r.ok) return setFailure(r.failure);
                  toast.success(fetchedToast(r.value));
                },
              });
            }}
          >
            <RefreshCwIcon aria-hidden="true" className={isBusy("fetch") ? "animate-spin" : undefined} />
            {isBusy("fetch") ? "Fetching..." : "Fetch from DataForSEO Backlinks"}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
          <FileUpIcon aria-hidden="true" />
          Import Semrush backlinks
        </Button>
      </div>
      <ProviderFailureAlert failure={failure} />
      <ImportDialog
        id="backlinks-import"
        brandId={brandId}
        open={importing}
        onOpenChange={setImporting}
        title="Import backlinks"
        description={
          <>
            A Semrush Backlink Analytics → Backlinks export (CSV or XLSX) of the brand&apos;s website or of a competitor. Each file replaces today&apos;s backlinks of the domain its Target url column
            names; the link gap is recomputed from the imported referring domains.
          </>
        }
        maxBytes={SEO_IMPORT_MAX_BYTES}
        placeholder={"Page ascore,Source title,Source url,Target url,Anchor,First seen,Last seen,New link,Lost link\n42,Best trail shoes,https://blog.example/trail,https://www.competitor.example/,trail shoes,2026-10-02,2026-11-20,true,false"}
        preview={previewBacklinksImportAction}
        commit={importBacklinksFileAction}
      />
    </div>
  );
}
