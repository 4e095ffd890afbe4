/**
 * Server-side Supabase clients (@supabase/ssr createServerClient: session in the request cookies,
 * PKCE, no auto-refresh timers).
 *
 * In built-in mode every auth call is answered IN-PROCESS: the client's fetch hands the Request
 * straight to the endpoint's handler, so the server never opens an HTTP connection to itself and
 * the end user's address (not 127.0.0.1) feeds the per-IP rate limits.
 */
import { cookies, headers } from "next/headers";
import { createServerClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { handleAuthRequest, endpointPath } from "@/lib/auth/endpoint";
import { clientIpFromHeaders } from "@/lib/auth/endpoint/context";
import { siteUrl } from "@/lib/env";
import { requestOrigin, siteOrigin } from "@/lib/site-origin";
import { applyRememberMe, REMEMBER_COOKIE, supabaseConfig } from "./config";

export type CookieToSet = { name: string; value: string; options: Record<string, unknown> };

export type CookieJar = {
  getAll: () => { name: string; value: string }[];
  /**
   * Writes one batch (already adjusted for "Remember me"), with the no-cache headers @supabase/ssr
   * asks for on responses that set auth cookies. May throw in Server Components (read-only
   * cookies); the proxy then carries the refresh.
   */
  setAll: (cookies: CookieToSet[], headers: Record<string, string>) => void;
};

/** A fetch that serves the built-in endpoint's URLs by calling its handler directly. */
export function inProcessFetch(opts: { clientIp?: string | null; userAgent?: string | null } = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (endpointPath(new URL(request.url)) === null) {
      throw new Error(`Built-in mode serves only the Supabase auth API; ${new URL(request.url).pathname} is not available.`);
    }
    if (opts.userAgent && !request.headers.has("user-agent")) {
      const headersWithUa = new Headers(request.headers);
      headersWithUa.set("user-agent", opts.userAgent);
      return handleAuthRequest(new Request(request, { headers: headersWithUa }), { clientIp: opts.clientIp });
    }
    return handleAuthRequest(request, { clientIp: opts.clientIp });
  };
}

/**
 * Node 20 has no global WebSocket and realtime-js refuses to construct without one. Server-side
 * clients never open a realtime channel, so they get a transport that fails only if one is opened.
 */
class NoServerRealtime {
  constructor() {
    throw new Error("Realtime channels are not available on server-side Supabase clients.");
  }
}

export function serverRealtimeOptions(): { transport: never } | undefined {
  return typeof globalThis.WebSocket === "function" ? undefined : { transport: NoServerRealtime as never };
}

/**
 * The server client over any cookie jar (request cookies in the proxy, next/headers elsewhere,
 * a Map in tests). "Remember me" is applied here, from the marker cookie in the same jar.
 */
export function createServerSupabase(
  jar: CookieJar,
  opts: { clientIp?: string | null; userAgent?: string | null; origin?: string } = {},
): SupabaseClient {
  const cfg = supabaseConfig(opts.origin ?? siteUrl());
  return createServerClient(cfg.url, cfg.anonKey, {
    cookieOptions: cfg.cookieOptions,
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (list, cacheHeaders) => {
        const remember = jar.getAll().find((c) => c.name === REMEMBER_COOKIE)?.value;
        jar.setAll(applyRememberMe(list as CookieToSet[], remember), cacheHeaders ?? {});
      },
    },
    global: cfg.mode === "builtin" ? { fetch: inProcessFetch({ clientIp: opts.clientIp, userAgent: opts.userAgent }) } : undefined,
    realtime: serverRealtimeOptions(),
  });
}

/** For Server Components, Route Handlers and Server Actions. */
export async function createClient(): Promise<SupabaseClient> {
  const cookieStore = await cookies();
  const h = await headers();
  return createServerSupabase(
    {
      getAll: () => cookieStore.getAll().map(({ name, value }) => ({ name, value })),
      setAll: (list) => {
        try {
          for (const c of list) cookieStore.set(c.name, c.value, c.options);
        } catch {
          // Rendering a Server Component: cookies are read-only there; proxy.ts refreshes the session.
        }
      },
    },
    { clientIp: clientIpFromHeaders(h), userAgent: h.get("user-agent"), origin: siteOrigin(requestOrigin(h)) },
  );
}
