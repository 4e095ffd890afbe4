"use client";

import { LoaderCircleIcon, UnplugIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Connect / Reconnect and Disconnect of an outside account on /integrations (Google, social networks, ad accounts):
 * the same labels, busy state and order on every card. `onDisconnect` opens the card's own confirm dialog.
 */
export function ConnectButtons({
  name,
  connected,
  configured,
  canManage,
  busy,
  onConnect,
  onDisconnect,
}: {
  name: string;
  connected: boolean;
  configured: boolean;
  canManage: boolean;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  if (!canManage) return null;
  return (
    <>
      {configured ? (
        <Button size="sm" variant={connected ? "outline" : "default"} onClick={onConnect} disabled={busy} aria-label={`${connected ? "Reconnect" : "Connect"} ${name}`}>
          {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {busy ? `Waiting for ${name}…` : connected ? "Reconnect" : "Connect"}
        </Button>
      ) : null}
      {connected ? (
        <Button size="sm" variant="ghost" onClick={onDisconnect} disabled={busy} aria-label={`Disconnect ${name}`}>
          <UnplugIcon aria-hidden="true" />
          Disconnect
        </Button>
      ) : null}
    </>
  );
}
