"use client";

import * as React from "react";
import { LoaderCircleIcon, RefreshCwIcon, SearchIcon, UnplugIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { useOAuthPopup } from "@/components/actions/use-oauth-popup";
import { GOOGLE_AUTH_ERROR, GOOGLE_AUTH_SUCCESS, type GoogleAuthMessage } from "@/modules/auth/google-auth-messages";
import { Button } from "@/components/ui/button";
import { ErrorSince } from "@/components/ui/error-since";
import { OptionSelect } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { toast } from "@/components/ui/sonner";
import { ToneBadge } from "@/components/ui/tone-badge";
import { chooseSearchConsolePropertyAction, completeGoogleConnectionAction, disconnectGoogleAction, startGoogleConnectionAction } from "../actions";
import { chooseGa4PropertyAction, refreshGa4PropertiesAction } from "../ga4-actions";
import type { GoogleConnectionView } from "../google/connection";

const PERMISSION: Record<string, string> = {
  siteOwner: "Owner",
  siteFullUser: "Full user",
  siteRestrictedUser: "Restricted user",
  siteUnverifiedUser: "Unverified",
};

const POPUP = "width=520,height=680,menubar=no,toolbar=no";

function isMessage(data: unknown): data is GoogleAuthMessage {
  const t = (data as { type?: unknown } | null)?.type;
  return t === GOOGLE_AUTH_SUCCESS || t === GOOGLE_AUTH_ERROR;
}

/** The completion toast: who connected, then what each service needs next. */
function connectedText(d: { accountEmail: string | null; siteUrl: string | null; sites: unknown[]; ga4Property: string | null; ga4Properties: { property: string; displayName: string }[]; ga4Note: string | null }): string {
  const gsc = d.sites.length === 0 ? "Search Console: this account sees no properties yet." : d.siteUrl ? `Search Console: using ${d.siteUrl}.` : "Search Console: choose the property to use.";
  const chosen = d.ga4Properties.find((p) => p.property === d.ga4Property);
  const ga4 = d.ga4Note ?? (d.ga4Properties.length === 0 ? "Analytics: this account reaches no GA4 properties." : chosen ? `Analytics: using ${chosen.displayName}.` : "Analytics: choose the property to use.");
  return `Google connected${d.accountEmail ? ` as ${d.accountEmail}` : ""}. ${gsc} ${ga4}`;
}

/**
 * /integrations → Google (Search Console and Analytics). Connect opens Google's consent screen in a
 * popup; Google sends it back to /google-auth-callback, which posts the code and state to this
 * window (same origin only) and closes; the code and state then go to the server, which checks the
 * state was issued to this user for this brand before exchanging the code.
 */
export function GoogleSearchConsoleCard({ brandId, view, canManage }: { brandId: string; view: GoogleConnectionView; canManage: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [confirming, setConfirming] = React.useState(false);
  const c = view.connection;

  const popup = useOAuthPopup({ windowName: "growth-os-google", features: POPUP, blockedText: "Your browser blocked the Google window. Allow pop-ups for this site and click Connect again.", isMessage });
  const connect = () =>
    popup.connect(
      async () => {
        const started = await run(startGoogleConnectionAction, {}, { key: "start", refresh: false });
        return started.ok ? started.data : null;
      },
      (m, expected) => {
        if (m.type === GOOGLE_AUTH_ERROR) {
          toast.error(m.error === "access_denied" ? "Google access was not granted, so Search Console is not connected." : `Google did not connect: ${m.error}`);
          return;
        }
        if (m.state !== expected) {
          toast.error("Google answered for another connection attempt. Click Connect again.");
          return;
        }
        void run(completeGoogleConnectionAction, { code: m.code, state: m.state }, { key: "complete", success: connectedText });
      },
    );

  const choose = (siteUrl: string) => run(chooseSearchConsolePropertyAction, { siteUrl }, { key: "choose", success: `Search Console data will come from ${siteUrl}.` });
  const chooseGa4 = (property: string) => run(chooseGa4PropertyAction, { property }, { key: "choose-ga4", success: (d) => `Google Analytics data will come from ${d.displayName}.` });
  const relistGa4 = () => run(refreshGa4PropertiesAction, {}, { key: "relist-ga4", success: (d) => `Found ${d.properties} Google Analytics ${d.properties === 1 ? "property" : "properties"}.` });

  const disconnect = async () => {
    const r = await run(disconnectGoogleAction, {}, { key: "disconnect", success: (d) => (d.revoked ? "Google disconnected and its access revoked." : `Google disconnected. ${d.note ?? ""}`) });
    return r.ok;
  };

  const busy = popup.waiting || isBusy("start") || isBusy("complete");
  const status = !view.configured ? (
    <ToneBadge tone="idle">Not set up</ToneBadge>
  ) : !c ? (
    <ToneBadge tone="idle">Not connected</ToneBadge>
  ) : c.lastError ? (
    <ToneBadge tone="bad">Failing</ToneBadge>
  ) : !c.siteUrl ? (
    <ToneBadge tone="warn">Choose a property</ToneBadge>
  ) : !c.analyticsGranted ? (
    <ToneBadge tone="warn">Search Console only</ToneBadge>
  ) : (
    <ToneBadge tone="ok">Connected</ToneBadge>
  );

  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="google-search-console">
      <div className="grid gap-0.5">
        <h2 id="google-search-console" className="text-base font-semibold">
          Google Search Console and Analytics
        </h2>
        <p className="text-sm text-muted-foreground">The Google account whose Search Console data (queries, pages, clicks, positions) and Google Analytics 4 data (organic sessions, key events) this brand&apos;s SEO reads.</p>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-card px-4 py-3" data-testid="google-search-console">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
            <SearchIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          </div>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{c?.accountEmail ?? (c ? "Google account" : "No Google account connected")}</p>
            <p className="truncate text-xs text-muted-foreground">
              {c ? (
                <>
                  Connected <RelativeTime at={c.connectedAt} />
                  {c.connectedByName ? ` by ${c.connectedByName}` : ""}
                  {c.searchConsoleGranted ? "" : " · Search Console access not granted"}
                  {c.analyticsGranted ? "" : " · Google Analytics not granted"}
                </>
              ) : view.configured ? (
                "Connect a Google account that has access to the brand's Search Console and Google Analytics properties."
              ) : (
                "This deployment has no Google OAuth client yet."
              )}
            </p>
          </div>
          {status}
          {view.configured && canManage ? (
            <Button size="sm" variant={c ? "outline" : "default"} onClick={() => void connect()} disabled={busy}>
              {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {busy ? "Waiting for Google…" : !c ? "Connect" : c.analyticsGranted ? "Reconnect" : "Reconnect to add Google Analytics"}
            </Button>
          ) : null}
          {c && canManage ? (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
              <UnplugIcon aria-hidden="true" />
              Disconnect
            </Button>
          ) : null}
        </div>
        {!view.configured ? (
          <p className="text-sm text-muted-foreground" data-testid="google-not-configured">
            {view.notConfiguredNote}
          </p>
        ) : null}
        {c?.lastError ? <ErrorSince message={c.lastError} at={c.lastErrorAt} /> : null}
        {c ? (
          c.sites.length === 0 ? (
            <p className="text-sm text-muted-foreground">This Google account sees no Search Console properties. Add it as a user of the brand&apos;s property in Search Console, then reconnect.</p>
          ) : (
            <div className="grid gap-1.5 sm:max-w-md">
              <label htmlFor="gsc-property" className="text-sm font-medium">
                Search Console property
              </label>
              <OptionSelect
                id="gsc-property"
                value={c.siteUrl ?? ""}
                placeholder="Choose a property"
                disabled={!canManage || isBusy("choose")}
                onValueChange={(v) => void choose(v)}
                options={c.sites.map((s) => ({ value: s.siteUrl, label: `${s.siteUrl} · ${PERMISSION[s.permissionLevel] ?? s.permissionLevel}` }))}
              />
            </div>
          )
        ) : null}
        {c && !c.analyticsGranted ? (
          <p className="text-sm text-muted-foreground" data-testid="ga4-reconnect">
            This connection was made before Google Analytics was asked for (or its box was left unticked). Reconnect to add Google Analytics: Google asks only for the new access and keeps the old.
          </p>
        ) : null}
        {c?.analyticsGranted ? (
          <div className="grid min-w-0 gap-1.5 sm:max-w-md">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor="ga4-property" className="text-sm font-medium">
                Google Analytics 4 property
              </label>
              {canManage ? (
                <Button size="sm" variant="ghost" onClick={() => void relistGa4()} disabled={isBusy("relist-ga4")}>
                  <RefreshCwIcon className={isBusy("relist-ga4") ? "animate-spin" : undefined} aria-hidden="true" />
                  List again
                </Button>
              ) : null}
            </div>
            {c.ga4Properties.length ? (
              <OptionSelect
                id="ga4-property"
                className="w-full min-w-0 [&>span]:truncate"
                value={c.ga4Property ?? ""}
                placeholder="Choose a property"
                disabled={!canManage || isBusy("choose-ga4")}
                onValueChange={(v) => void chooseGa4(v)}
                options={c.ga4Properties.map((p) => ({ value: p.property, label: `${p.displayName} · ${p.accountName} (${p.property.replace("properties/", "")})` }))}
              />
            ) : (
              <p className="text-sm text-muted-foreground">This Google account reaches no GA4 properties. Give it Viewer access to the brand&apos;s property in Google Analytics, then list again.</p>
            )}
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Google?"
        description="The app's access is revoked at Google and the stored connection deleted. Search Console and Google Analytics syncs stop until someone connects again; data already synced stays."
        confirmLabel="Disconnect"
        busyLabel="Disconnecting…"
        destructive
        onConfirm={disconnect}
      />
    </section>
  );
}
