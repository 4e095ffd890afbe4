"use client";

import Link from "next/link";
import { RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RelativeTime } from "@/components/ui/relative-time";
import { syncSearchConsoleAction } from "@/modules/seo/rank-actions";

export type GscState = {
  /** null: the deployment has no Google OAuth client. */
  configured: boolean;
  connected: boolean;
  granted: boolean;
  siteUrl: string | null;
  lastError: string | null;
  rows: number;
  lastSyncAt: Date | null;
};

/** "Sync Search Console": the last 28 days of queries × days into the keyword store, through the brand's Google connection. */
export function GscSyncCard({ brandId, state, canEdit }: { brandId: string; state: GscState; canEdit: boolean }) {
  const { run, pending } = useAction({ brandId });
  const ready = state.configured && state.connected && state.granted && !!state.siteUrl;
  const why = !state.configured
    ? "This deployment has no Google OAuth client yet, so Search Console cannot be connected."
    : !state.connected
      ? "Connect Google Search Console on Integrations to bring in real clicks, impressions and positions."
      : !state.granted
        ? "The Google connection did not grant Search Console access: reconnect it on Integrations."
        : !state.siteUrl
          ? "Choose this brand's Search Console property on Integrations."
          : null;
  return (
    <Card data-testid="gsc-sync">
      <CardHeader>
        <CardTitle className="text-base">Google Search Console</CardTitle>
        <CardDescription>Queries with their clicks, impressions, CTR and average position per day; each query joins the keyword store, and the dashboard&apos;s branded share uses the clicks.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {ready ? (
          <p>
            Property <span className="font-mono text-xs">{state.siteUrl}</span> · {state.rows.toLocaleString("en-US")} rows stored
            {state.lastSyncAt ? (
              <>
                {" "}
                · last sync <RelativeTime at={state.lastSyncAt} />
              </>
            ) : null}
          </p>
        ) : (
          <p className="text-muted-foreground">
            {why}{" "}
            <Link href="/integrations" className="underline underline-offset-2">
              Open Integrations
            </Link>
          </p>
        )}
        {state.lastError ? <p className="text-xs break-words text-red-700 dark:text-red-300">Last error: {state.lastError}</p> : null}
        {canEdit ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={!ready || pending}
              onClick={() =>
                void run(syncSearchConsoleAction, { days: 28 }, { success: (d) => `Synced ${d.rows.toLocaleString("en-US")} query rows and ${d.splitRows.toLocaleString("en-US")} device and country rows (${d.startDate} to ${d.endDate}): ${d.added} added, ${d.updated} updated, ${d.keywordsAdded} new keywords.` })
              }
            >
              <RefreshCwIcon className={pending ? "animate-spin" : undefined} aria-hidden="true" />
              {pending ? "Syncing…" : "Sync Search Console"}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
