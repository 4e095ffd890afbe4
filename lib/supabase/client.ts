/**
 * The browser's Supabase client (one per page load). Session in cookies shared with the server
 * (@supabase/ssr), PKCE flow, the built-in endpoint on this origin unless hosted Supabase is set.
 */
import { createBrowserClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { applyRememberMe, REMEMBER_COOKIE, supabaseConfig } from "./config";

type CookieOptions = { path?: string; domain?: string; maxAge?: number; expires?: Date; sameSite?: boolean | "lax" | "strict" | "none"; secure?: boolean; httpOnly?: boolean };

function readCookies(): { name: string; value: string }[] {
  if (typeof document === "undefined" || !document.cookie) return [];
  return document.cookie.split(/;\s*/).flatMap((pair) => {
    const i = pair.indexOf("=");
    if (i < 0) return [];
    const name = pair.slice(0, i).trim();
    const raw = pair.slice(i + 1);
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep the raw value: a cookie someone else wrote without encoding
    }
    return [{ name, value }];
  });
}

function serialize(name: string, value: string, o: CookieOptions): string {
  let s = `${name}=${encodeURIComponent(value)}`;
  s += `; Path=${o.path ?? "/"}`;
  if (o.domain) s += `; Domain=${o.domain}`;
  if (typeof o.maxAge === "number") s += `; Max-Age=${Math.floor(o.maxAge)}`;
  if (o.expires) s += `; Expires=${o.expires.toUTCString()}`;
  const sameSite = o.sameSite === true ? "Strict" : typeof o.sameSite === "string" ? o.sameSite[0]!.toUpperCase() + o.sameSite.slice(1) : null;
  if (sameSite) s += `; SameSite=${sameSite}`;
  // Cookies set from script cannot be HttpOnly; Secure follows the page (dev runs on plain http).
  if (o.secure || (typeof location !== "undefined" && location.protocol === "https:")) s += "; Secure";
  return s;
}

let client: SupabaseClient | undefined;

export function createClient(): SupabaseClient {
  if (client) return client;
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  const cfg = supabaseConfig(origin);
  const instance = createBrowserClient(cfg.url, cfg.anonKey, {
    cookieOptions: cfg.cookieOptions,
    isSingleton: false,
    cookies: {
      getAll: () => readCookies(),
      setAll: (cookies) => {
        const remember = readCookies().find((c) => c.name === REMEMBER_COOKIE)?.value;
        for (const c of applyRememberMe(cookies as { name: string; value: string; options: Record<string, unknown> }[], remember)) {
          document.cookie = serialize(c.name, c.value, c.options as CookieOptions);
        }
      },
    },
  });
  // Server-side rendering of a client component has no window: never cache that instance.
  if (typeof window !== "undefined") client = instance;
  return instance;
}
