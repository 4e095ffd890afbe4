/**
 * The optimistic layer (ARCHITECTURE.md): refreshes the Supabase session cookies on every page
 * request and sends visitors where they obviously belong. It never grants access on its own: the
 * (shell) layout, the /auth page and every server action verify the user again.
 */
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { updateSession } from "@/lib/supabase/proxy";
import { createServerSupabase } from "@/lib/supabase/server";
import { userFromSupabase } from "@/lib/auth/session";
import { isPublicPath } from "@/modules/auth/public-paths";
import { newNonce, pageCsp } from "@/lib/security-headers";
import { isLocalRequest, isMailboxPath, mailboxRefusal } from "@/modules/auth/local-mailbox";
import { requestOrigin, siteOrigin } from "@/lib/site-origin";
import { resolvePath } from "@/lib/navigation/registry";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Its links sign in as anyone: only a socket on this machine may read it (the page checks again).
  if (isMailboxPath(pathname) && !isLocalRequest(request.headers)) return mailboxRefusal();
  const nonce = newNonce();
  const e = env();
  const csp = pageCsp(nonce, { dev: e.NODE_ENV === "development", supabaseUrl: e.NEXT_PUBLIC_SUPABASE_URL });
  // Next.js takes the nonce for its scripts from the request's policy; the root layout reads x-nonce.
  const { response, claims } = await updateSession(request, { "content-security-policy": csp, "x-nonce": nonce });
  const secured = (r: NextResponse) => {
    r.headers.set("Content-Security-Policy", csp);
    return r;
  };

  const redirect = (to: string) => {
    // Not request.url: `next start` puts its own localhost:<PORT> there, whatever host the browser used.
    const target = NextResponse.redirect(new URL(to, siteOrigin(requestOrigin(request.headers))));
    // Keep a refresh that just happened: the browser must get the rotated tokens.
    for (const cookie of response.cookies.getAll()) target.cookies.set(cookie);
    const cacheControl = response.headers.get("cache-control");
    if (cacheControl) target.headers.set("cache-control", cacheControl);
    return secured(target);
  };

  if (pathname === "/" || pathname === "/auth") {
    // Sending a signed-in user away from /auth needs more than a well-signed token: a token of a
    // signed-out session stays valid until it expires, and the shell would bounce it back here.
    const signedIn = claims !== null && (await sessionIsLive(request));
    if (signedIn) return redirect("/dashboard");
    return pathname === "/" ? redirect("/auth") : secured(response);
  }

  // An unknown path goes on to the app, which answers 404 signed in or out (spec §2; the (shell)
  // layout checks the path before the user). Only the registry's routes ask a visitor to sign in.
  if (isPublicPath(pathname) || claims || !resolvePath(pathname)) return secured(response);

  return redirect(`/auth?next=${encodeURIComponent(`${pathname}${search}`)}`);
}

/** Verifies the (possibly just refreshed) request cookies the way server components do. */
async function sessionIsLive(request: NextRequest): Promise<boolean> {
  const supabase = createServerSupabase(
    { getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })), setAll: () => {} },
    { origin: siteOrigin(requestOrigin(request.headers)) },
  );
  return (await userFromSupabase(supabase)) !== null;
}

export const config = {
  // Not: Next internals, the API (its routes authenticate themselves; the auth endpoint must never
  // see its own session refreshed mid-call) and static files.
  matcher: ["/((?!_next/static|_next/image|api/|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|webmanifest|woff2?|map)$).*)"],
};
