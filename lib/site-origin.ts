/**
 * One origin rule for every mail link and redirect the app makes (auth mails, invitations, the
 * /auth/confirm landing, proxy.ts redirects): SITE_URL when it is set; otherwise the origin the user
 * is on, if it passes the same allow-list as a `redirect_to` (loopback hosts at any port, the
 * default site URL, AUTH_REDIRECT_ALLOW_LIST); otherwise the default site URL.
 *
 * Why not `request.url`: `next start` builds it from its own hostname and port
 * (http://localhost:<PORT>), whatever host the browser used, so a user on 127.0.0.1 was sent to
 * localhost, where their session cookie does not exist. The Host header is what the browser used;
 * it is the client's word, hence the allow-list.
 */
import { headers } from "next/headers";
import { redirectAllowList } from "@/lib/auth/config";
import { isAllowedRedirect } from "@/lib/auth/endpoint/redirect";
import { env, siteUrl } from "@/lib/env";

/** The origin the browser addressed (X-Forwarded-Host/Proto of a proxy in front, else Host), or null. */
export function requestOrigin(h: Headers): string | null {
  const host = (h.get("x-forwarded-host") ?? h.get("host"))?.split(",")[0]?.trim();
  // A host, optionally with a port: nothing that could smuggle in credentials, a path or a second host.
  if (!host || /[/\\@?#\s]/.test(host)) return null;
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The origin for links and redirects, given the origin the user is on (or null when unknown). */
export function siteOrigin(userOrigin: string | null | undefined): string {
  const fallback = siteUrl();
  if (env().SITE_URL || !userOrigin) return fallback;
  return isAllowedRedirect(userOrigin, fallback, redirectAllowList()) ? new URL(userOrigin).origin : fallback;
}

/**
 * siteOrigin() for the request being handled (Server Components, Route Handlers, Server Actions);
 * outside any request (a job, a script, a test calling an action) there is no user origin: the
 * default site URL. Any other error of headers() (Next's dynamic-rendering signals) propagates.
 */
export async function currentSiteOrigin(): Promise<string> {
  let h: Headers;
  try {
    h = await headers();
  } catch (e) {
    if (e instanceof Error && e.message.includes("outside a request scope")) return siteOrigin(null);
    throw e;
  }
  return siteOrigin(requestOrigin(h));
}
