/**
 * The browser's Supabase client (one per page load). Session in cookies shared with the server
 * (@supabase/ssr), PKCE flow, the built-in endpoint on this origin unless hosted Supabase is set.
 *
 * supabase-js is a third of a signed-out page's script, and most page views never call it: the
 * proxy refreshes the session cookies on every request. So it is imported on first use
 * (`loadClient()`), and the stored session can be read without it (`readStoredSession()`).
 */
import type { Session, SupabaseClient } from "@supabase/supabase-js";
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

function appOrigin(): string {
  return typeof window === "undefined" ? "http://localhost" : window.location.origin;
}

let client: SupabaseClient | undefined;
let loading: Promise<SupabaseClient> | undefined;
const createdListeners = new Set<(client: SupabaseClient) => void>();

/** The browser client, created on the first call (which downloads supabase-js). Browser only. */
export function loadClient(): Promise<SupabaseClient> {
  if (client) return Promise.resolve(client);
  loading ??= import("@supabase/ssr").then(
    ({ createBrowserClient }) => {
      const cfg = supabaseConfig(appOrigin());
      client ??= createBrowserClient(cfg.url, cfg.anonKey, {
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
      for (const listener of createdListeners) listener(client);
      return client;
    },
    (error: unknown) => {
      // A failed download (offline, a new deployment) must not stick: the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the download early, e.g. when the user reaches a form that will need the client. */
export function preloadClient(): void {
  loadClient().catch(() => {
    // Reported by the call that needs the client.
  });
}

/** Calls `listener` with the client once something has created it (at once when it exists). */
export function onClientCreated(listener: (client: SupabaseClient) => void): () => void {
  createdListeners.add(listener);
  if (client) listener(client);
  return () => {
    createdListeners.delete(listener);
  };
}

/** The auth cookie's name: @supabase/ssr's storage key (supabase-js derives it from the URL). */
function authCookieName(): string {
  const cfg = supabaseConfig(appOrigin());
  return cfg.cookieOptions?.name ?? `sb-${new URL(cfg.url).hostname.split(".")[0]}-auth-token`;
}

function decodeBase64Url(s: string): string {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
}

export type StoredSession =
  | { kind: "none" }
  /** `session` is null when the cookie could not be understood without supabase-js. */
  | { kind: "present"; session: Session | null };

/**
 * The session as @supabase/ssr stored it (one cookie, or name.0, name.1, … chunks; JSON, optionally
 * "base64-"-prefixed base64url), read without supabase-js.
 */
export function readStoredSession(): StoredSession {
  const name = authCookieName();
  const cookies = readCookies();
  let raw = cookies.find((c) => c.name === name)?.value;
  if (!raw) {
    const chunks: string[] = [];
    for (let i = 0; ; i++) {
      const chunk = cookies.find((c) => c.name === `${name}.${i}`)?.value;
      if (chunk === undefined) break;
      chunks.push(chunk);
    }
    raw = chunks.join("");
  }
  if (!raw) return { kind: "none" };
  try {
    const parsed: unknown = JSON.parse(raw.startsWith("base64-") ? decodeBase64Url(raw.slice("base64-".length)) : raw);
    const s = parsed as Partial<Session> | null;
    const valid = !!s && typeof s.access_token === "string" && typeof s.refresh_token === "string" && typeof s.expires_at === "number";
    return { kind: "present", session: valid ? (s as Session) : null };
  } catch {
    return { kind: "present", session: null };
  }
}
