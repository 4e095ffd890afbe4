"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import type { AuthChangeEvent, Session, SupabaseClient, User } from "@supabase/supabase-js";
import { loadClient, onClientCreated, readStoredSession } from "@/lib/supabase/client";
import { isPublicPath } from "../public-paths";

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
const NO_CLIENT_PATHS = new Set(["/google-auth-callback", "/social-auth-callback"]);

/**
 * supabase-js refreshes a session once 3 ticks of 30 s or fewer remain (spec §4); its client must
 * be running by then. A minute of slack covers the download and timers a busy page delays.
 */
const CLIENT_LEAD_MS = 3 * 30_000 + 60_000;

/** Upper bound of one setTimeout wait (a signed 32-bit number of ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

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

/** An auth redirect (PKCE code, implicit tokens, an error) that supabase-js picks up on start. */
function urlCarriesAuthResult(): boolean {
  const search = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return search.has("code") || ["access_token", "error_description"].some((k) => search.has(k) || hash.has(k));
}

/**
 * Runs `start` shortly before the stored session enters supabase-js's refresh window, re-reading the
 * cookie each time (the proxy rotates it on every request), or at once when there is nothing to
 * wait for. A tab coming back to the foreground checks again: hidden tabs' timers run late.
 */
function startBeforeRefresh(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const check = () => {
    clearTimeout(timer);
    if (done) return;
    const stored = readStoredSession();
    const expiresAt = stored.kind === "present" ? stored.session?.expires_at : undefined;
    const wait = expiresAt === undefined ? 0 : expiresAt * 1000 - Date.now() - CLIENT_LEAD_MS;
    if (wait <= 0) {
      done = true;
      document.removeEventListener("visibilitychange", onVisible);
      start();
    } else {
      timer = setTimeout(check, Math.min(wait, MAX_TIMER_MS));
    }
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") check();
  };
  document.addEventListener("visibilitychange", onVisible);
  check();
  return () => {
    done = true;
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

/**
 * Holds the auth state of spec §4. supabase-js is loaded only when something needs it: a form that
 * signs in, a redirect carrying an auth result, or a session about to be refreshed. Until then the
 * first session read is the cookie itself, which is what supabase-js reports as INITIAL_SESSION.
 */
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
    let subscription: { unsubscribe: () => void } | undefined;
    let active = true;
    const listen = (supabase: SupabaseClient) => {
      if (!active || subscription) return;
      // onAuthStateChange replays INITIAL_SESSION once the stored session has been read.
      subscription = supabase.auth.onAuthStateChange((event, session) => {
        setState({ user: session?.user ?? null, session, isLoading: false, lastEvent: event });
        if (event === "SIGNED_OUT") onSignedOut();
      }).data.subscription;
    };
    const start = () => {
      loadClient().then(listen, (e: unknown) => console.error("Could not load the auth client", e));
    };
    // A sign-in form that created the client brings its events here at once.
    const stopWatching = onClientCreated(listen);

    let stopWaiting = () => {};
    const stored = readStoredSession();
    // supabase-js reports a session as expired this close to its end, and refreshes it before INITIAL_SESSION.
    const fresh = stored.kind === "present" && stored.session !== null && stored.session.expires_at! * 1000 - Date.now() > 3 * 30_000;
    if (urlCarriesAuthResult() || (stored.kind === "present" && !fresh)) {
      start();
    } else {
      const session = stored.kind === "present" ? stored.session : null;
      // Deferred like an auth event (which this stands in for), not set synchronously in the effect.
      queueMicrotask(() => {
        if (active && !subscription) setState({ user: session?.user ?? null, session, isLoading: false, lastEvent: "INITIAL_SESSION" });
      });
      // Signed out there is nothing to refresh; signed in the client takes over before the refresh.
      if (session) stopWaiting = startBeforeRefresh(start);
    }
    return () => {
      active = false;
      stopWatching();
      stopWaiting();
      subscription?.unsubscribe();
    };
  }, [disabled]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
