"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import type { AuthChangeEvent, Session, User } from "@supabase/supabase-js";
import { createClient } from "@/lib/supabase/client";
import { isPublicPath } from "./public-paths";

/** Fired on `window` after a sign-out, once local storage has been cleared (spec §4). */
export const USER_SIGNED_OUT_EVENT = "userSignedOut";

type AuthContextValue = {
  user: User | null;
  session: Session | null;
  /** True until the first session read or auth event (spec §4). */
  isLoading: boolean;
  /** The last auth event seen (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, …). */
  lastEvent: AuthChangeEvent | null;
};

const AuthContext = React.createContext<AuthContextValue | null>(null);

/**
 * Pages where no browser client may start: its URL detection would exchange the OAuth `code` itself,
 * while spec §2 wants the callback page to hand the code to the window that opened it.
 */
const NO_CLIENT_PATHS = new Set(["/google-auth-callback"]);

function onSignedOut() {
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); the event must still go out.
  }
  window.dispatchEvent(new Event(USER_SIGNED_OUT_EVENT));
  // E.g. the session was revoked elsewhere and the refresh failed: a protected page cannot stay.
  // A full page load (not router.push) so no client state of the signed-in session survives.
  const { origin, pathname, search } = window.location;
  if (!isPublicPath(pathname)) window.location.assign(new URL(`/auth?next=${encodeURIComponent(pathname + search)}`, origin));
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const disabled = NO_CLIENT_PATHS.has(pathname);
  const [state, setState] = React.useState<AuthContextValue>({
    user: null,
    session: null,
    isLoading: true,
    lastEvent: null,
  });
  React.useEffect(() => {
    if (disabled) return;
    const supabase = createClient();
    // onAuthStateChange replays INITIAL_SESSION once the stored session has been read.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      setState({ user: session?.user ?? null, session, isLoading: false, lastEvent: event });
      if (event === "SIGNED_OUT") onSignedOut();
    });
    return () => data.subscription.unsubscribe();
  }, [disabled]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = React.useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside <AuthProvider>");
  return ctx;
}
