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
import type { ProviderFailure } from "../../types";
import { ProviderFailureAlert } from "../provider-failure-alert";

/**
 * Fetch from DataForSEO Backlinks (when a login is there) and import a Semrush Backlinks export. The
 * fetch runs as a job whose progress and outcome the page shows (BacklinksFetchStatus); what stops it
 * before it starts (no website, competitor or login) shows here as that failure.
 */
export function BacklinksToolbar({ brandId, canFetch, running = false, variant = "header" }: { brandId: string; canFetch: boolean; running?: boolean; variant?: "header" | "empty" }) {
  const { run, pending, isBusy } = useAction({ brandId });
  const [failure, setFailure] = React.useState<ProviderFailure | null>(null);
  const [importing, setImporting] = React.useState(false);
  return (
    <div className={variant === "empty" ? "flex flex-col items-center gap-3" : "flex flex-col gap-3"}>
      <div className="flex flex-wrap gap-2">
        {canFetch ? (
          <Button
            size="sm"
            disabled={pending || running}
            onClick={() => {
              setFailure(null);
              void run(fetchBacklinksAction, {}, {
                key: "fetch",
                onSuccess: (r) => {
                  if (!r.ok) return setFailure(r.failure);
                  toast.success(r.value.alreadyRunning ? "A backlinks fetch of this brand is already running: its progress is shown below" : `Fetching the backlinks of ${plural(r.value.domains, "domain")} in the background: you may leave this page meanwhile`);
                },
              });
            }}
          >
            <RefreshCwIcon aria-hidden="true" className={isBusy("fetch") || running ? "animate-spin" : undefined} />
            {running ? "Fetching..." : "Fetch from DataForSEO Backlinks"}
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
