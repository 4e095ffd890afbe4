"use client";

import { useOAuthPopup } from "@/components/actions/use-oauth-popup";
import { toast } from "@/components/ui/sonner";
import { SOCIAL_AUTH_ERROR, SOCIAL_AUTH_SUCCESS, type SocialAuthMessage } from "./messages";

const POPUP = "width=600,height=720,menubar=no,toolbar=no";

function isMessage(data: unknown): data is SocialAuthMessage {
  const t = (data as { type?: unknown } | null)?.type;
  return t === SOCIAL_AUTH_SUCCESS || t === SOCIAL_AUTH_ERROR;
}

/**
 * Connect through /social-auth-callback (Instagram, LinkedIn, Google Ads, Microsoft Advertising): the popup, the
 * answer for another attempt or the provider's refusal said in the card's words, and `complete` with the code and
 * the state the server issued. `start` asks the server for the consent URL (null when it refused).
 */
export function useCallbackConnect(opts: {
  key: string;
  name: string;
  start: () => Promise<{ url: string; state: string } | null>;
  complete: (code: string, state: string) => void;
}) {
  const { key, name, start, complete } = opts;
  const popup = useOAuthPopup({ windowName: `growth-os-${key}`, features: POPUP, blockedText: `Your browser blocked the ${name} window. Allow pop-ups for this site and click Connect again.`, isMessage });
  const connect = () =>
    popup.connect(start, (m, expected) => {
      if (m.state !== expected) {
        toast.error(`${name} answered for another connection attempt. Click Connect again.`);
        return;
      }
      if (m.type === SOCIAL_AUTH_ERROR) {
        toast.error(`${name} did not connect: ${m.error}`);
        return;
      }
      complete(m.code, expected);
    });
  return { connect, waiting: popup.waiting };
}
