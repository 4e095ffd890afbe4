/**
 * Open-redirect protection for `redirect_to`, and the app page email links land on.
 *
 * A redirect target is accepted when it has the site URL's scheme and host (and port, except on a
 * loopback host, where any port and any loopback alias is fine — dev servers move between ports
 * and between localhost and 127.0.0.1), or when its origin is on AUTH_REDIRECT_ALLOW_LIST.
 * Anything else falls back to the site URL, as GoTrue does.
 */

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function parse(raw: string): URL | null {
  try {
    const u = new URL(raw);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

export function isAllowedRedirect(raw: string, siteUrl: string, allowList: string[] = []): boolean {
  const target = parse(raw);
  const site = parse(siteUrl);
  if (!target || !site) return false;
  // Credentials in a URL are a classic phishing disguise (https://site@evil/): never accept them.
  if (target.username || target.password) return false;
  if (LOOPBACK.has(site.hostname) && LOOPBACK.has(target.hostname)) return target.protocol === site.protocol;
  if (target.origin === site.origin) return true;
  return allowList.some((entry) => {
    const allowed = parse(entry);
    return !!allowed && allowed.origin === target.origin;
  });
}

/** The redirect target to use: the requested one when allowed, else the site URL. */
export function resolveRedirect(raw: string | null | undefined, siteUrl: string, allowList: string[] = []): string {
  if (raw && isAllowedRedirect(raw, siteUrl, allowList)) return raw;
  return siteUrl;
}

export type EmailLinkType = "signup" | "magiclink" | "recovery" | "email_change" | "invite";

/** Where each kind of link sends the user after /auth/confirm verified it, when nothing else was asked. */
export const DEFAULT_NEXT: Record<EmailLinkType, string> = {
  signup: "/",
  magiclink: "/",
  invite: "/",
  recovery: "/reset-password",
  email_change: "/",
};

/** A same-site path only (no scheme, no `//host`, no backslash tricks), else null. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  return raw;
}

/**
 * The link put in an email: the app's /auth/confirm page (the @supabase/ssr pattern), which calls
 * verifyOtp({type, token_hash}) server-side and then goes to `next`. A requested redirect that is
 * itself /auth/confirm?next=… keeps its `next`; any other allowed redirect becomes the `next` path.
 */
export function buildEmailLink(opts: {
  tokenHash: string;
  type: EmailLinkType;
  redirectTo: string | null | undefined;
  siteUrl: string;
  allowList?: string[];
}): string {
  const allowed = opts.redirectTo && isAllowedRedirect(opts.redirectTo, opts.siteUrl, opts.allowList) ? new URL(opts.redirectTo) : null;
  const base = allowed ? allowed.origin : new URL(opts.siteUrl).origin;
  let next: string | null = null;
  if (allowed) {
    next =
      allowed.pathname === "/auth/confirm"
        ? safeNextPath(allowed.searchParams.get("next"))
        : safeNextPath(`${allowed.pathname}${allowed.search}`);
  }
  // A recovery that lands on the home page would leave the user signed in with no way to set the
  // new password they asked for.
  if (opts.type === "recovery" && (next === null || next === "/")) next = DEFAULT_NEXT.recovery;
  const link = new URL("/auth/confirm", base);
  link.searchParams.set("token_hash", opts.tokenHash);
  link.searchParams.set("type", opts.type);
  link.searchParams.set("next", next ?? DEFAULT_NEXT[opts.type]);
  return link.toString();
}
