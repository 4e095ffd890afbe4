/**
 * What of a URL may be written to logs and the API-call audit: host and path, with path segments
 * that look like credentials replaced. Query strings, fragments and userinfo are never kept —
 * webhook and provider URLs routinely carry tokens in all three.
 */
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export const REDACTED = ":redacted";

function looksSecret(segment: string): boolean {
  let s = segment;
  try {
    s = decodeURIComponent(segment);
  } catch {
    return true;
  }
  if (!s) return false;
  if (UUID.test(s)) return true;
  if (s.length >= 24) return true;
  // Mixed letters and digits of some length: API keys, n8n/Zapier hook ids, Slack tokens.
  return s.length >= 12 && /\d/.test(s) && /[a-z]/i.test(s);
}

export function redactPath(pathname: string): string {
  const out = pathname
    .split("/")
    .map((seg) => (looksSecret(seg) ? REDACTED : seg))
    .join("/");
  return out.length > 300 ? `${out.slice(0, 299)}…` : out || "/";
}

/** Host (with a non-default port) of a URL string, or "(invalid URL)". */
export function hostOf(input: string | URL): string {
  try {
    const u = new URL(String(input));
    return u.host.toLowerCase();
  } catch {
    return "(invalid URL)";
  }
}

/** `host/path` with secrets removed: the only form of a URL that may be logged or shown back. */
export function safeUrl(input: string | URL): string {
  try {
    const u = new URL(String(input));
    return `${u.protocol}//${u.host.toLowerCase()}${redactPath(u.pathname)}`;
  } catch {
    return "(invalid URL)";
  }
}
