/**
 * URLs and cited domains of an AI answer.
 *
 * Conventions: a domain is the lowercase host without "www.", port or trailing dot (IDNs in punycode, as the
 * URL parser gives them); it needs at least one dot (or is an IPv4 address). extractUrls finds http(s) URLs
 * (markdown links, autolinks, bare URLs, reference definitions) and "www." hosts (returned with https://);
 * bare hosts without www. ("acme.com") are mentions, not citations, and are left to mentions.ts.
 */

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

export function normalizeDomain(urlOrHost: string): string | null {
  const input = urlOrHost.trim();
  if (!input || /\s/.test(input)) return null;
  let candidate = input;
  if (candidate.startsWith("//")) candidate = `http:${candidate}`;
  else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(candidate)) {
    // "mailto:", "javascript:" and other scheme-only strings are not hosts.
    if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(candidate)) return null;
    candidate = `http://${candidate}`;
  }
  let host: string;
  try {
    host = new URL(candidate).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/\.$/, "").replace(/^www\d*\./, "");
  // The URL parser expands shorthand like "1.2.3" to an address; only a literal dotted quad is a host.
  if (IPV4.test(host)) return input.includes(host) ? host : null;
  return HOST.test(host) ? host : null;
}

/** Cut what markdown and prose glue to the end of a URL: punctuation, closing quotes, emphasis, unbalanced brackets. */
function trimUrl(url: string): string {
  let u = url;
  for (;;) {
    const before = u;
    u = u.replace(/[.,;:!?'"”’*_~>]+$/, "");
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
    ] as const) {
      if (u.endsWith(close) && u.split(open).length < u.split(close).length) u = u.slice(0, -1);
    }
    if (u === before) return u;
  }
}

export function extractUrls(text: string): string[] {
  const found: { index: number; url: string }[] = [];
  const taken: [number, number][] = [];
  // Markdown link targets first: their closing ")" is known exactly.
  for (const m of text.matchAll(/\]\(\s*<?((?:https?:)?\/\/[^\s)>]+|www\.[^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/gi)) {
    const url = m[1] ?? "";
    const start = m.index + m[0].indexOf(url);
    found.push({ index: start, url });
    taken.push([start, start + url.length]);
  }
  for (const m of text.matchAll(/(?<![\w@/.-])(?:https?:\/\/|www\.)[^\s<>"'`\\^{}|]+/gi)) {
    if (taken.some(([a, b]) => m.index >= a && m.index < b)) continue;
    found.push({ index: m.index, url: m[0] });
  }
  const out: string[] = [];
  for (const { url } of found.sort((a, b) => a.index - b.index)) {
    let u = trimUrl(url);
    if (u.startsWith("//")) u = `https:${u}`;
    else if (/^www\./i.test(u)) u = `https://${u}`;
    if (!normalizeDomain(u)) continue;
    if (!out.includes(u)) out.push(u);
  }
  return out;
}

export type CitationGroup = { domain: string; urls: string[]; count: number };

/** count = occurrences in the input (the same URL cited by two answers counts twice); urls are unique. */
export function groupCitations(urls: string[]): CitationGroup[] {
  const groups = new Map<string, CitationGroup>();
  for (const url of urls) {
    const domain = normalizeDomain(url);
    if (!domain) continue;
    const g = groups.get(domain) ?? { domain, urls: [], count: 0 };
    g.count += 1;
    if (!g.urls.includes(url)) g.urls.push(url);
    groups.set(domain, g);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));
}

/** Exact host or a subdomain of it: blog.acme.com matches acme.com, notacme.com does not. */
export function domainMatches(domain: string, brandDomains: string[]): boolean {
  const d = normalizeDomain(domain);
  if (!d) return false;
  return brandDomains.some((raw) => {
    const b = normalizeDomain(raw);
    return !!b && (d === b || d.endsWith(`.${b}`));
  });
}

/** Unique cited domains, in order of first citation. */
export function citedDomains(urls: string[]): string[] {
  const out: string[] = [];
  for (const url of urls) {
    const d = normalizeDomain(url);
    if (d && !out.includes(d)) out.push(d);
  }
  return out;
}

/**
 * Numbered sources of an answer: "[1]: https://…", "[1] https://…" or "1. https://…" lines in a sources block,
 * so a marker like [1] in the prose can be mapped to its URL.
 */
export function citationMarkers(text: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of text.matchAll(/^\s*(?:\[(\d{1,3})\]:?|(\d{1,3})[.)])\s*(?:\[[^\]]*\]\()?<?(https?:\/\/[^\s)>]+)/gim)) {
    const n = Number(m[1] ?? m[2]);
    const url = trimUrl(m[3] ?? "");
    if (!out.has(n) && normalizeDomain(url)) out.set(n, url);
  }
  return out;
}
