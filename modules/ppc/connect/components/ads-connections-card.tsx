"use client";

import * as React from "react";
import { LoaderCircleIcon, MegaphoneIcon, RefreshCwIcon, SearchIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { ConnectButtons } from "@/components/actions/connect-buttons";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { ErrorSince } from "@/components/ui/error-since";
import { OptionSelect } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import type { PpcNetwork } from "@/db/schema";
import { plural } from "@/lib/format";
import { useCallbackConnect } from "@/modules/social/connect/use-callback-connect";
import { syncAdsNowAction } from "../../sync/actions";
import { chooseAdsAccountAction, completeAdsConnectionAction, disconnectAdsAction, startAdsConnectionAction } from "../actions";
import type { AdsConnectionView } from "../connection";
import { PPC_NETWORK_LABELS } from "../../labels";

const NAME = PPC_NETWORK_LABELS;
const WHAT: Record<PpcNetwork, string> = {
  google_ads: "The brand's Google Ads account (directly or through a manager account): campaigns, keywords and search terms, synced daily, and Keyword Planner ideas.",
  microsoft_ads: "The brand's Microsoft Advertising account: campaign, keyword and search query reports, synced daily.",
};

/**
 * /integrations → Ad accounts. Connect opens the network's consent screen in a popup; the answer comes
 * back to this window and the server checks its state before the exchange. With several accounts the
 * person picks one; syncs then run daily, or now on request.
 */
export function AdsConnectionsCard({ brandId, views, canManage, canSync }: { brandId: string; views: AdsConnectionView[]; canManage: boolean; canSync: boolean }) {
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="ads-connections">
      <div className="grid gap-0.5">
        <h2 id="ads-connections" className="text-base font-semibold">
          Ad accounts
        </h2>
        <p className="text-sm text-muted-foreground">The brand&apos;s Google Ads and Microsoft Advertising accounts: their campaigns, keywords and search terms feed Performance Marketing, synced every day (the last 3 days are read again, as conversions arrive late).</p>
      </div>
      <AutoRefresh active={views.some((v) => v.syncing)} intervalMs={3000} />
      {views.map((v) => (
        <AdsConnectionRow key={v.network} brandId={brandId} view={v} canManage={canManage} canSync={canSync} />
      ))}
    </section>
  );
}

function AdsConnectionRow({ brandId, view, canManage, canSync }: { brandId: string; view: AdsConnectionView; canManage: boolean; canSync: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [confirming, setConfirming] = React.useState(false);
  const { network } = view;
  const name = NAME[network];
  const c = view.connection;
  const [picked, setPicked] = React.useState(c?.accountId ?? "");

  const popup = useCallbackConnect({
    key: network,
    name,
    start: async () => {
      const started = await run(startAdsConnectionAction, { network }, { key: "start", refresh: false });
      return started.ok ? started.data : null;
    },
    complete: (code, state) =>
      void run(completeAdsConnectionAction, { network, code, state }, {
        key: "complete",
        success: (d) => (d.accountName ? `${name} connected: ${d.accountName}. The first sync (last 30 days) has started.` : `${name} connected: choose which of its ${d.accounts} accounts this brand uses.`),
      }),
  });
  const connect = popup.connect;

  const disconnect = async () => (await run(disconnectAdsAction, { network }, { key: "disconnect", success: (d) => `${name} disconnected. ${d.note}` })).ok;
  const choose = () => void run(chooseAdsAccountAction, { network, accountId: picked }, { key: "choose", success: (d) => `${name}: using ${d.accountName}. The first sync has started.` });
  const syncNow = () => void run(syncAdsNowAction, { network }, { key: "sync", success: (d) => (d.alreadyQueued ? `A ${name} sync is already on its way.` : `${name} sync started.`) });
  const busy = popup.waiting || isBusy("start") || isBusy("complete");
  const Icon = network === "google_ads" ? SearchIcon : MegaphoneIcon;
  const needsAccount = !!c && !c.accountId;

  return (
    <div className="grid min-w-0 gap-3 rounded-xl border bg-card px-4 py-3" data-testid={`ads-connection-${network}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        </div>
        {/* At least 12rem for the name and status line: on a phone the badge and buttons wrap below it. */}
        <div className="min-w-48 flex-1">
          <p className="truncate text-sm font-medium">
            {name}
            {c?.accountName ? `: ${c.accountName}` : ""}
          </p>
          <p className="text-xs text-muted-foreground">
            {c ? (
              <>
                Connected <RelativeTime at={c.connectedAt} />
                {c.connectedByName ? ` by ${c.connectedByName}` : ""}
                {" · "}
                {view.syncing ? (
                  "syncing now…"
                ) : c.lastSyncAt ? (
                  <>
                    last synced <RelativeTime at={c.lastSyncAt} /> · {plural(view.campaigns, "campaign")} stored
                  </>
                ) : c.accountId ? (
                  "not synced yet"
                ) : (
                  "no account chosen"
                )}
              </>
            ) : (
              WHAT[network]
            )}
          </p>
        </div>
        {!view.configured ? (
          <ToneBadge tone="idle">Not set up</ToneBadge>
        ) : !c ? (
          <ToneBadge tone="idle">Not connected</ToneBadge>
        ) : needsAccount ? (
          <ToneBadge tone="warn">Choose an account</ToneBadge>
        ) : c.lastError ? (
          <ToneBadge tone="bad">Failing</ToneBadge>
        ) : view.syncing ? (
          <ToneBadge tone="info">Syncing</ToneBadge>
        ) : (
          <ToneBadge tone="ok">Connected</ToneBadge>
        )}
        {c?.accountId && canSync ? (
          <Button size="sm" variant="outline" onClick={syncNow} disabled={isBusy("sync") || view.syncing} aria-label={`Sync ${name} now`}>
            {isBusy("sync") || view.syncing ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <RefreshCwIcon aria-hidden="true" />}
            Sync now
          </Button>
        ) : null}
        <ConnectButtons name={name} connected={!!c} configured={view.configured} canManage={canManage} busy={busy} onConnect={() => void connect()} onDisconnect={() => setConfirming(true)} />
      </div>
      {!view.configured ? (
        <p className="text-sm text-muted-foreground" data-testid={`${network}-not-configured`}>
          {view.notConfiguredNote}
        </p>
      ) : null}
      {c && canManage && c.accounts.length > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          <OptionSelect
            className="w-full sm:w-80"
            aria-label={`${name} account`}
            value={picked}
            onValueChange={setPicked}
            placeholder="Choose the brand's account"
            options={c.accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.id})` }))}
          />
          <Button size="sm" onClick={choose} disabled={!picked || picked === c.accountId || isBusy("choose")}>
            {isBusy("choose") ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            Use this account
          </Button>
        </div>
      ) : null}
      {c?.lastError ? <ErrorSince message={c.lastError} at={c.lastErrorAt} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${name}?`}
        description={`The stored ${name} access is deleted and the daily sync stops until someone connects again. Campaigns, keywords and search terms already synced stay.`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting…"
        destructive
        onConfirm={disconnect}
      />
    </div>
  );
}
