/**
 * The `next` query parameter comes from the address bar, so it is untrusted: only a path on this
 * origin is accepted (no scheme, no `//host`, no backslash tricks), and never an auth page itself
 * (that would loop the user back to the sign-in form after signing in).
 */
const BASE = "http://next.invalid";

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
