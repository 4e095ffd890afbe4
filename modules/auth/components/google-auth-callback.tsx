"use client";

import * as React from "react";
import Link from "next/link";
import { CircleAlertIcon, LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { GOOGLE_AUTH_ERROR, GOOGLE_AUTH_SUCCESS, type GoogleAuthMessage } from "../google-auth-messages";

type Status = "posting" | "sent" | "no-opener";

/**
 * Spec §2: hand the provider's answer to the window that opened this popup and close. The message
 * goes only to this app's own origin, so another site that opened the popup never sees the code.
 */
export function GoogleAuthCallback({ code, error, state = null }: { code: string | null; error: string | null; state?: string | null }) {
  const [status, setStatus] = React.useState<Status>("posting");

  React.useEffect(() => {
    const opener = window.opener as Window | null;
    let next: Status = "no-opener";
    if (opener && !opener.closed) {
      const message: GoogleAuthMessage = code
        ? { type: GOOGLE_AUTH_SUCCESS, code, ...(state ? { state } : {}) }
        : { type: GOOGLE_AUTH_ERROR, error: error ?? "Google did not return an authorization code." };
      opener.postMessage(message, window.location.origin);
      window.close();
      // Still here: the browser refused to close the window.
      next = "sent";
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- window.opener only exists in the browser
    setStatus(next);
  }, [code, error, state]);

  if (status === "posting" || status === "sent") {
    return (
      <Card className="w-full gap-3 py-7 text-center">
        <CardHeader className="justify-items-center gap-2">
          {status === "posting" ? (
            <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
          ) : null}
          <h1 className="text-lg font-semibold tracking-tight">
            {status === "posting" ? "Finishing Google sign-in…" : "You can close this window"}
          </h1>
          <CardDescription role="status">
            {status === "posting"
              ? "Returning you to S-AI-O Intelligence."
              : "Sign-in continues in the window you started from."}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <Card className="w-full gap-4 py-7 text-center">
      <CardHeader className="justify-items-center gap-2">
        {error ? <CircleAlertIcon className="size-5 text-destructive" aria-hidden="true" /> : null}
        <h1 className="text-lg font-semibold tracking-tight">
          {error ? "Google sign-in failed" : "Google sign-in opened in this window"}
        </h1>
        <CardDescription>
          {error
            ? error
            : code
              ? "This page normally closes by itself inside the sign-in popup. You can finish signing in here."
              : "This page is only used inside the Google sign-in popup."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        {code && !error ? (
          <Button asChild>
            <a href={`/auth/confirm?code=${encodeURIComponent(code)}&next=%2Fdashboard`}>Continue to Growth OS</a>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link href="/auth">Back to sign in</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
