/** URL rules of the crawler: what counts as the same page, and what can be crawled at all. */

/** Absolute http(s) URL without its fragment, or null (mailto:, javascript:, "#", unparsable …). */
export function normaliseUrl(href: string, base: string): string | null {
  const raw = href.trim();
  if (raw === "" || raw.startsWith("#")) return null;
  let u: URL;
  try {
    u = new URL(raw, base);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  u.hash = "";
  return u.toString();
}

export function hostOfUrl(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}

/** Internal = same host (port included) as the start URL. */
export function isInternal(url: string, siteHost: string): boolean {
  return hostOfUrl(url) === siteHost;
}
