/**
 * Which Supabase Auth the app talks to, shared by browser and server code (so: NEXT_PUBLIC_ values
 * only, through lib/public-env.ts, which Next inlines into the browser bundle).
 *
 *  - hosted:   NEXT_PUBLIC_SUPABASE_URL + NEXT_PUBLIC_SUPABASE_ANON_KEY point at a Supabase project;
 *  - built-in: neither is set; the app's own endpoint at `<origin>/api/supabase` speaks GoTrue.
 */
import type { CookieOptionsWithName } from "@supabase/ssr";
import { publicEnv } from "@/lib/public-env";

export const BUILTIN_SUPABASE_PATH = "/api/supabase";

/**
 * The built-in endpoint does not check API keys (GoTrue does not either; Supabase's gateway does),
 * but supabase-js requires one. Public by design, like every anon key.
 */
export const BUILTIN_ANON_KEY = "growth-os-builtin-anon-key";

/**
 * One cookie name in built-in mode: the default is derived from the URL's first host label, which
 * differs between localhost and 127.0.0.1 and would split browser and server sessions.
 */
export const BUILTIN_AUTH_COOKIE = "sb-growthos-auth-token";

/** "Remember me" unchecked sets this cookie to 0: auth cookies are then written as session cookies. */
export const REMEMBER_COOKIE = "gos-remember";

export type AuthMode = "hosted" | "builtin";

export function authMode(): AuthMode {
  const e = publicEnv();
  return e.NEXT_PUBLIC_SUPABASE_URL && e.NEXT_PUBLIC_SUPABASE_ANON_KEY ? "hosted" : "builtin";
}

export function isBuiltInAuth(): boolean {
  return authMode() === "builtin";
}

export type SupabaseConfig = {
  mode: AuthMode;
  url: string;
  anonKey: string;
  cookieOptions: CookieOptionsWithName | undefined;
};

/** `origin` is the app's own origin, needed only in built-in mode (the endpoint lives there). */
export function supabaseConfig(origin: string): SupabaseConfig {
  const e = publicEnv();
  if (e.NEXT_PUBLIC_SUPABASE_URL && e.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    return {
      mode: "hosted",
      url: e.NEXT_PUBLIC_SUPABASE_URL,
      anonKey: e.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      cookieOptions: undefined,
    };
  }
  return {
    mode: "builtin",
    url: `${origin.replace(/\/$/, "")}${BUILTIN_SUPABASE_PATH}`,
    anonKey: BUILTIN_ANON_KEY,
    cookieOptions: { name: BUILTIN_AUTH_COOKIE },
  };
}

type CookieToSet = { name: string; value: string; options: Record<string, unknown> };

/**
 * Applies "Remember me": with the marker at 0, cookies being written (not deleted) lose maxAge and
 * expires, so the browser drops them when it closes. Deletions (maxAge 0) are left alone.
 */
export function applyRememberMe<T extends CookieToSet>(cookies: T[], rememberValue: string | undefined | null): T[] {
  if (rememberValue !== "0") return cookies;
  return cookies.map((c) => {
    const maxAge = c.options.maxAge;
    const deleting = c.value === "" || (typeof maxAge === "number" && maxAge <= 0);
    if (deleting) return c;
    const { maxAge: _m, expires: _e, ...rest } = c.options;
    void _m;
    void _e;
    return { ...c, options: rest };
  });
}
