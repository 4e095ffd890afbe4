"use client";

import { LoaderCircleIcon, RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { UrlToggle } from "@/components/shell/url-toggle";
import { syncGa4Action } from "../../analytics-actions";
import { SeoImportButton } from "../seo-import-button";

/** The period lives in the URL (?days=), so a view can be shared and survives a reload; the table goes back to its first page. */
export function PeriodPicker({ days, periods }: { days: number; periods: readonly number[] }) {
  return <UrlToggle param="days" value={String(days)} fallback="28" label="Period" options={periods.map((p) => ({ value: String(p), label: `${p}d`, ariaLabel: `Last ${p} days` }))} />;
}

/** Queues the GA4 sync job (90 days); the page follows the job row while it runs. */
export function SyncGa4Button({ brandId, running, disabled }: { brandId: string; running: boolean; disabled?: boolean }) {
  const { run, pending } = useAction({ brandId });
  const busy = pending || running;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy || disabled}
      onClick={() =>
        void run(syncGa4Action, { days: 90 }, { success: (d) => (d.alreadyRunning ? "A Google Analytics sync is already queued or running." : `Google Analytics sync queued for ${d.property}: the last 90 days of organic sessions.`) })
      }
    >
      {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <RefreshCwIcon aria-hidden="true" />}
      {running ? "Syncing Google Analytics…" : "Sync Google Analytics"}
    </Button>
  );
}

/** The SEO import, offered here for the two files this page reads: Search Console's Performance export and GA4's report download. */
export function AnalyticsImportButton({ brandId, variant = "outline" }: { brandId: string; variant?: "outline" | "default" }) {
  return (
    <SeoImportButton
      id="seo-analytics-import"
      brandId={brandId}
      variant={variant}
      label="Import GSC or GA4 file"
      title="Import Search Console or Google Analytics data"
      description={
        <>
          Search Console: Performance → Export → Download CSV (the zip: Queries, Pages, Dates, Devices, Countries). Google Analytics 4: a report or exploration with Date, Landing page, Device category or
          Country and Sessions, filtered to Session default channel group = Organic Search → Share → Download file → CSV. Importing the same file again changes nothing.
        </>
      }
      placeholder={"# ----------------------------------------\n# Landing page\n# ----------------------------------------\n# Start date: 20260101\n# End date: 20260131\nLanding page,Sessions,Engaged sessions,Key events\n/,1204,830,12"}
    />
  );
}
