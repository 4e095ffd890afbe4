/**
 * Session refresh for proxy.ts, the @supabase/ssr pattern: read the auth cookies from the request,
 * let the client refresh an expiring session, and write refreshed cookies both onto the request
 * (so the page rendered next sees them) and onto the response (so the browser keeps them).
 *
 * The claims are for optimistic redirects only: pages, layouts and actions verify again
 * (lib/auth/session.ts), including that the session was not signed out.
 */
import { NextResponse, type NextRequest } from "next/server";
import type { JwtPayload } from "@supabase/supabase-js";
import { clientIpFromHeaders } from "@/lib/auth/endpoint/context";
import { sessionClaims } from "@/lib/auth/claims";
import { requestOrigin, siteOrigin } from "@/lib/site-origin";
import { createServerSupabase } from "./server";

export type UpdatedSession = { response: NextResponse; claims: JwtPayload | null };

/** `extra`: request headers the page must see (the CSP nonce); they replace any a client sent. */
export async function updateSession(request: NextRequest, extra: Record<string, string> = {}): Promise<UpdatedSession> {
  // Pages read the current path from here (requireUser's ?next=); a client-sent value is replaced.
  const forward = () => {
    const headers = new Headers(request.headers);
    headers.set("x-pathname", `${request.nextUrl.pathname}${request.nextUrl.search}`);
    for (const [k, v] of Object.entries(extra)) headers.set(k, v);
    return NextResponse.next({ request: { headers } });
  };
  let response = forward();
  const supabase = createServerSupabase(
    {
      getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
      setAll: (cookies, cacheHeaders) => {
        for (const c of cookies) request.cookies.set(c.name, c.value);
        response = forward();
        for (const c of cookies) response.cookies.set(c.name, c.value, c.options);
        for (const [k, v] of Object.entries(cacheHeaders)) response.headers.set(k, v);
      },
    },
    { clientIp: clientIpFromHeaders(request.headers), userAgent: request.headers.get("user-agent"), origin: siteOrigin(requestOrigin(request.headers)) },
  );
  // Built-in mode: our own public key, so verification needs no request at all.
  const claims = await sessionClaims(supabase);
  // Read only now: a refresh replaces `response` (setAll above).
  return { response, claims };
}
