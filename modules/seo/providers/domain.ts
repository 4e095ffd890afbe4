import { getDomain, getHostname } from "tldts";

/**
 * The registrable domain of a result URL without "www." ("example.co.uk" for
 * https://blog.example.co.uk/x), the unit positions are compared by. Private public-suffix entries
 * count (user.github.io stays itself), because each such site ranks as its own. Falls back to the
 * host for addresses without a public suffix (localhost, IPs) and "" when there is no host at all.
 */
export function registrableDomain(url: string): string {
  const domain = getDomain(url, { allowPrivateDomains: true });
  if (domain) return domain.toLowerCase();
  const host = getHostname(url);
  return host ? host.toLowerCase().replace(/^www\./, "") : "";
}
