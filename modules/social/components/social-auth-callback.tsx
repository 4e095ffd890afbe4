"use client";

import * as React from "react";
import Link from "next/link";
import { CircleAlertIcon, LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SOCIAL_AUTH_ERROR, SOCIAL_AUTH_SUCCESS, type SocialAuthMessage } from "../connect/messages";

/**
 * Hands Meta's or LinkedIn's answer (code + state, or error) to the /integrations window that opened
 * this popup, then closes. The message goes only to this app's own origin; the opener checks the
 * state and the server checks it again before exchanging the code.
 */
export function SocialAuthCallback({ code, error, state }: { code: string | null; error: string | null; state: string | null }) {
  const [status, setStatus] = React.useState<"posting" | "sent" | "no-opener">("posting");
  React.useEffect(() => {
    const opener = window.opener as Window | null;
    let next: "sent" | "no-opener" = "no-opener";
    if (opener && !opener.closed) {
      const message: SocialAuthMessage = code ? { type: SOCIAL_AUTH_SUCCESS, code, state } : { type: SOCIAL_AUTH_ERROR, error: error ?? "The network did not return an authorization code.", state };
      opener.postMessage(message, window.location.origin);
      window.close();
      next = "sent";
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- window.opener only exists in the browser
    setStatus(next);
  }, [code, error, state]);

  if (status !== "no-opener") {
    return (
      <Card className="w-full gap-3 py-7 text-center">
        <CardHeader className="justify-items-center gap-2">
          {status === "posting" ? <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" aria-hidden="true" /> : null}
          <h1 className="text-lg font-semibold tracking-tight">{status === "posting" ? "Finishing the connection…" : "You can close this window"}</h1>
          <CardDescription role="status">{status === "posting" ? "Returning you to Integrations." : "The connection continues in the window you started from."}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card className="w-full gap-4 py-7 text-center">
      <CardHeader className="justify-items-center gap-2">
        {error ? <CircleAlertIcon className="size-5 text-destructive" aria-hidden="true" /> : null}
        <h1 className="text-lg font-semibold tracking-tight">{error ? "The connection failed" : "This page belongs to a connection popup"}</h1>
        <CardDescription>{error ?? "Connect Instagram or LinkedIn from Integrations: the network's sign-in opens in a popup that comes back here."}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild variant="outline">
          <Link href="/integrations">Back to Integrations</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
