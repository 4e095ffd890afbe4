"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { LoaderCircleIcon } from "lucide-react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { loadClient } from "@/lib/supabase/client";
import { Button } from "@/components/ui/button";
import { GOOGLE_AUTH_ERROR, GOOGLE_AUTH_SUCCESS, type GoogleAuthMessage } from "../google-auth-messages";

/**
 * Google sign-in runs in a popup: the provider sends the popup to /google-auth-callback, which posts
 * the PKCE code back here (same origin only) and closes. The code verifier lives in this origin's
 * cookies, so exchanging the code here signs this window in.
 */
export function GoogleSignInButton({ next }: { next: string | null }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const cleanup = React.useRef<(() => void) | null>(null);

  React.useEffect(() => () => cleanup.current?.(), []);

  async function onClick() {
    setBusy(true);
    let supabase: SupabaseClient;
    let url: string | undefined;
    try {
      supabase = await loadClient();
      const { data, error } = await supabase.auth.signInWithOAuth({
        provider: "google",
        options: { redirectTo: `${window.location.origin}/google-auth-callback`, skipBrowserRedirect: true },
      });
      if (error) throw error;
      url = data.url;
    } catch (e) {
      toast.error("Google sign-in failed", { description: e instanceof Error ? e.message : "Google sign-in is not available." });
      setBusy(false);
      return;
    }
    if (!url) {
      toast.error("Google sign-in failed", { description: "Google sign-in is not available." });
      setBusy(false);
      return;
    }

    const popup = window.open(url, "google-auth", "popup,width=480,height=640");
    if (!popup) {
      // Popup blocked: a full-page redirect still works; the callback page then offers to continue.
      window.location.assign(url);
      return;
    }

    const onMessage = async (event: MessageEvent<GoogleAuthMessage>) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const msg = event.data;
      if (msg?.type !== GOOGLE_AUTH_SUCCESS && msg?.type !== GOOGLE_AUTH_ERROR) return;
      cleanup.current?.();
      if (msg.type === GOOGLE_AUTH_ERROR) {
        toast.error("Google sign-in failed", { description: msg.error });
        setBusy(false);
        return;
      }
      const { error: exchangeError } = await supabase.auth.exchangeCodeForSession(msg.code);
      if (exchangeError) {
        toast.error(exchangeError.message);
        setBusy(false);
        return;
      }
      toast.success("Welcome back!", { description: "You have successfully logged in." });
      router.replace(next ?? "/");
      router.refresh();
    };
    // The user may close the popup without finishing; stop waiting then.
    const closedPoll = window.setInterval(() => {
      if (popup.closed) {
        cleanup.current?.();
        setBusy(false);
      }
    }, 500);
    window.addEventListener("message", onMessage);
    cleanup.current = () => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(closedPoll);
      cleanup.current = null;
    };
  }

  return (
    <Button type="button" variant="outline" className="w-full" onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <GoogleIcon />}
      Continue with Google
    </Button>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}
