/**
 * The security headers of every response. Pages get a Content-Security-Policy with a fresh nonce per
 * request (proxy.ts): Next.js reads the nonce from the request's policy and puts it on its own
 * scripts, and the root layout hands it to next-themes, so no inline script runs without it. API
 * routes serve data, never documents: their policy allows nothing at all.
 */

/** Headers for every response, pages and API alike (next.config.ts sets them; proxy.ts never removes them). */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    // Only where the app is served over https would a browser honour it; on plain http it is ignored.
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** The policy of an API response: data only, nothing may run, load or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The API reference (/api/v1/docs): a static document with one inline stylesheet, no script. */
export const API_REFERENCE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Stored files (lib/storage: /api/files, /api/brands/<id>/files, logos, avatars): the API policy plus
 * `sandbox`, so an SVG or HTML file opened directly is a document in an opaque origin that can do
 * nothing. next.config.ts sets it on those paths (its headers replace what a route sets itself).
 */
export const STORED_FILE_CSP = `${API_CSP}; sandbox`;

/** A random nonce, base64 (16 bytes of the Web Crypto RNG, which the proxy's runtime has). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy for one request. Scripts: only those carrying the nonce, and what they load
 * ('strict-dynamic': Next's chunks are loaded by its nonce'd bootstrap). Styles may be inline
 * (Radix and recharts set style attributes); they cannot run code. `supabaseUrl` is the hosted auth
 * service when one is configured (the browser talks to it directly, also over websockets).
 */
export function pageCsp(nonce: string, opts: { dev: boolean; supabaseUrl?: string | null }): string {
  const connect = ["'self'"];
  if (opts.supabaseUrl) {
    const u = new URL(opts.supabaseUrl);
    connect.push(u.origin, `${u.protocol === "https:" ? "wss:" : "ws:"}//${u.host}`);
  }
  // React's dev build evaluates code for its debugging aids; the production build never does.
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(opts.dev ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}${opts.dev ? " ws:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
