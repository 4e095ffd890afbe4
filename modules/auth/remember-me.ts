import { REMEMBER_COOKIE } from "@/lib/supabase/config";

/**
 * "Remember me" unchecked must make the auth cookies end with the browser session. The Supabase
 * cookie writers (browser client, server client, proxy refresh) read this marker cookie and drop
 * Max-Age when it says 0, so it has to be in place before signInWithPassword writes the session.
 * The marker itself is a session cookie, so it disappears together with the auth cookies.
 */
export function setRememberMe(remember: boolean): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = remember
    ? `${REMEMBER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
    : `${REMEMBER_COOKIE}=0; Path=/; SameSite=Lax${secure}`;
}
