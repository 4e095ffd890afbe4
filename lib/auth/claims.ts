import type { JwtPayload, SupabaseClient } from "@supabase/supabase-js";
import { InvalidJwtError, verifyAccessToken } from "@/lib/auth/jwt";
import { isBuiltInAuth } from "@/lib/supabase/config";

/**
 * The verified claims of a server-side Supabase client's session (refreshed first if it expired),
 * or null. Built-in mode checks the token against our own key, imported once per process
 * (lib/auth/jwt verifyAccessToken: ES256, our kid, expiry) — getClaims() would import the JWK
 * again on every call, twice per page (proxy and page). Hosted mode: getClaims() and its JWKS.
 */
export async function sessionClaims(supabase: SupabaseClient): Promise<JwtPayload | null> {
  if (!isBuiltInAuth()) {
    const { data, error } = await supabase.auth.getClaims();
    return error || !data?.claims ? null : data.claims;
  }
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return null;
  try {
    return (await verifyAccessToken(token)) as unknown as JwtPayload;
  } catch (e) {
    if (e instanceof InvalidJwtError) return null;
    throw e;
  }
}
