"use client";

import * as React from "react";
import { BriefcaseBusinessIcon, CameraIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { ConnectButtons } from "@/components/actions/connect-buttons";
import { useAction } from "@/components/actions/use-action";
import { ErrorSince } from "@/components/ui/error-since";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import type { SocialNetwork } from "@/db/schema";
import { completeSocialConnectionAction, disconnectSocialAction, startSocialConnectionAction } from "../connect/actions";
import type { SocialConnectionView } from "../connect/connection";
import { useCallbackConnect } from "../connect/use-callback-connect";

const NAME: Record<SocialNetwork, string> = { instagram: "Instagram", linkedin: "LinkedIn" };
const WHAT: Record<SocialNetwork, string> = {
  instagram: "The brand's Instagram professional account, through Facebook Login for Business: its followers, posts and their insights, and publishing.",
  linkedin: "The brand's LinkedIn company page, through the Community Management API: followers, posts and their statistics, and publishing.",
};

/**
 * /integrations → Instagram and LinkedIn. Connect opens the network's consent screen in a popup;
 * the network sends it back to /social-auth-callback, which posts code and state to this window
 * (same origin, the window we opened) and closes; the server checks the state before the exchange.
 */
export function SocialConnectionsCard({ brandId, views, canManage }: { brandId: string; views: SocialConnectionView[]; canManage: boolean }) {
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="social-connections">
      <div className="grid gap-0.5">
        <h2 id="social-connections" className="text-base font-semibold">
          Social accounts
        </h2>
        <p className="text-sm text-muted-foreground">The brand&apos;s own Instagram and LinkedIn accounts: their data feeds Social Media analysis and competitor comparisons, and scheduled posts publish through them.</p>
      </div>
      {views.map((v) => (
        <SocialConnectionRow key={v.network} brandId={brandId} view={v} canManage={canManage} />
      ))}
    </section>
  );
}

function SocialConnectionRow({ brandId, view, canManage }: { brandId: string; view: SocialConnectionView; canManage: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [confirming, setConfirming] = React.useState(false);
  const { network } = view;
  const name = NAME[network];
  const c = view.connection;

  const popup = useCallbackConnect({
    key: network,
    name,
    start: async () => {
      const started = await run(startSocialConnectionAction, { network }, { key: "start", refresh: false });
      return started.ok ? started.data : null;
    },
    complete: (code, state) =>
      void run(completeSocialConnectionAction, { network, code, state }, { key: "complete", success: (d) => `${name} connected: ${d.accountName}.${d.note ? ` ${d.note}` : ""}` }),
  });
  const connect = popup.connect;

  const disconnect = async () => (await run(disconnectSocialAction, { network }, { key: "disconnect", success: (d) => `${name} disconnected. ${d.note}` })).ok;
  const busy = popup.waiting || isBusy("start") || isBusy("complete");
  const Icon = network === "instagram" ? CameraIcon : BriefcaseBusinessIcon;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-card px-4 py-3" data-testid={`social-connection-${network}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">
            {name}
            {c ? `: ${c.accountName}` : ""}
          </p>
          <p className="text-xs text-muted-foreground">
            {c ? (
              <>
                Connected <RelativeTime at={c.connectedAt} />
                {c.connectedByName ? ` by ${c.connectedByName}` : ""}
                {c.accessExpiresAt ? (
                  <>
                    {" "}
                    · access {c.accessExpired ? "expired" : "expires"} <RelativeTime at={c.accessExpiresAt} />
                  </>
                ) : null}
              </>
            ) : (
              WHAT[network]
            )}
          </p>
        </div>
        {!view.configured ? <ToneBadge tone="idle">Not set up</ToneBadge> : !c ? <ToneBadge tone="idle">Not connected</ToneBadge> : c.lastError ? <ToneBadge tone="bad">Failing</ToneBadge> : <ToneBadge tone="ok">Connected</ToneBadge>}
        <ConnectButtons name={name} connected={!!c} configured={view.configured} canManage={canManage} busy={busy} onConnect={() => void connect()} onDisconnect={() => setConfirming(true)} />
      </div>
      {!view.configured ? (
        <p className="text-sm text-muted-foreground" data-testid={`${network}-not-configured`}>
          {view.notConfiguredNote}
        </p>
      ) : null}
      {c?.lastError ? <ErrorSince message={c.lastError} at={c.lastErrorAt} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${name}?`}
        description={`The stored ${name} access is deleted: refreshes of the brand's own account and publishing to ${name} stop until someone connects again. Tracked profiles and the data already fetched stay.`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting…"
        destructive
        onConfirm={disconnect}
      />
    </div>
  );
}
