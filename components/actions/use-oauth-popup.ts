"use client";

import * as React from "react";
import { toast } from "@/components/ui/sonner";

type Started = { url: string; state: string };

/**
 * The OAuth popup of a "Connect" button (Google, Instagram, LinkedIn): opens the window inside the
 * click (browsers block popups opened after an await), asks the server for the consent URL, sends the
 * popup there, and hands the first valid message the callback page posts back — from this origin and
 * the window we opened only — to `onMessage` with the state the server issued. `waiting` is true
 * until the popup closes or answers.
 */
export function useOAuthPopup<M>(opts: { windowName: string; features: string; blockedText: string; isMessage: (data: unknown) => data is M }) {
  const [waiting, setWaiting] = React.useState(false);
  const cleanup = React.useRef<(() => void) | null>(null);
  React.useEffect(() => () => cleanup.current?.(), []);
  const { windowName, features, blockedText, isMessage } = opts;

  const connect = React.useCallback(
    async (start: () => Promise<Started | null>, onMessage: (message: M, expectedState: string) => void) => {
      cleanup.current?.();
      const popup = window.open("", windowName, features);
      if (!popup) {
        toast.error(blockedText);
        return;
      }
      setWaiting(true);
      const started = await start();
      if (!started) {
        popup.close();
        setWaiting(false);
        return;
      }
      const listener = (event: MessageEvent) => {
        if (event.origin !== window.location.origin || event.source !== popup || !isMessage(event.data)) return;
        stop();
        onMessage(event.data, started.state);
      };
      // The popup closed: stop waiting, but keep listening. The callback posts its message and then
      // closes, and the opener can see `closed` before the message is delivered (the popup ran in
      // another process after visiting the provider): removing the listener here lost the code now
      // and then. A later Connect or leaving the page removes it; a message is still checked against the state.
      const timer = window.setInterval(() => {
        if (popup.closed) {
          window.clearInterval(timer);
          setWaiting(false);
        }
      }, 500);
      function stop() {
        window.removeEventListener("message", listener);
        window.clearInterval(timer);
        cleanup.current = null;
        setWaiting(false);
      }
      cleanup.current = stop;
      window.addEventListener("message", listener);
      popup.location.href = started.url;
    },
    [windowName, features, blockedText, isMessage],
  );

  return { connect, waiting };
}
