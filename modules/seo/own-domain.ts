/** Matching result URLs to the brand's own domain. Pure. */

/** "https://www.Example.co.uk/path" or "example.co.uk" → "example.co.uk"; null when it is no host. */
export function hostOf(urlOrDomain: string | null | undefined): string | null {
  const s = (urlOrDomain ?? "").trim().toLowerCase();
  if (!s) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(s) ? s : `https://${s}`).hostname;
    return host.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** The result's domain is one of `domains` or a subdomain of one (shop.example.com counts for example.com). */
export function isOwnDomain(domain: string, domains: readonly string[]): boolean {
  const d = domain.toLowerCase().replace(/^www\./, "");
  return domains.some((own) => d === own || d.endsWith(`.${own}`));
}
