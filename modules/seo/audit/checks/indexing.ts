import { defineChecks, htmlPage, one, statusText } from "./_util";
import { isNoindex } from "../site";

export const MAX_DEPTH = 3;

function robotsEvidence(p: { html: { robotsMeta: string | null } | null; xRobotsTag: string | null }, word: RegExp): string | null {
  const parts: string[] = [];
  if (p.html?.robotsMeta && word.test(p.html.robotsMeta)) parts.push(`<meta name="robots" content="${p.html.robotsMeta}">`);
  if (p.xRobotsTag && word.test(p.xRobotsTag)) parts.push(`X-Robots-Tag: ${p.xRobotsTag}`);
  return parts.length ? parts.join(" and ") : null;
}

export const indexingChecks = defineChecks([
  {
    key: "canonical-missing",
    title: "Canonical missing",
    severity: "notice",
    fix: 'Add <link rel="canonical" href="https://…"> with the page\'s own absolute URL, so parameters and copies fold into it.',
    run: (p) => one(htmlPage(p) && p.html.canonicalHref === null && !isNoindex(p) ? 'no <link rel="canonical">' : null),
  },
  {
    key: "canonical-relative",
    title: "Relative canonical",
    severity: "notice",
    fix: "Write the canonical as an absolute URL (https://example.com/page), as Google recommends.",
    run: (p) => one(htmlPage(p) && p.html.canonicalHref !== null && !/^https?:\/\//i.test(p.html.canonicalHref.trim()) ? `<link rel="canonical" href="${p.html.canonicalHref}">` : null),
  },
  {
    key: "canonical-elsewhere",
    title: "Canonical points to another page",
    severity: "notice",
    fix: "This page asks to be folded into another URL and will not be indexed itself. If it should rank, point the canonical at itself.",
    run: (p) => one(htmlPage(p) && p.canonical !== null && p.canonical !== p.url ? `<link rel="canonical" href="${p.html.canonicalHref}">` : null, { target: p.canonical }),
  },
  {
    key: "canonical-non-200",
    title: "Canonical target is not a live page",
    severity: "critical",
    fix: "Point the canonical at a URL that answers 200 (not a redirect, error or blocked URL); search engines ignore the rest.",
    run: (p, site) => {
      if (!htmlPage(p) || p.canonical === null || p.canonical === p.url) return [];
      const target = site.byUrl.get(p.canonical);
      if (!target || !target.fetched || target.status === 200) return [];
      return one(`<link rel="canonical" href="${p.html.canonicalHref}"> → ${target.blockedByRobots && target.status === null ? "blocked by robots.txt" : statusText(target)}`, { target: p.canonical });
    },
  },
  {
    key: "noindex",
    title: "Noindex",
    severity: "warning",
    fix: "This page asks search engines not to index it. Remove noindex if the page should appear in search.",
    run: (p) => one(!p.external && p.status === 200 ? robotsEvidence(p, /\bnoindex\b|\bnone\b/i) : null),
  },
  {
    key: "nofollow",
    title: "Nofollow",
    severity: "notice",
    fix: "Search engines will not follow this page's links. Remove nofollow unless that is intended.",
    run: (p) => one(!p.external && p.status === 200 ? robotsEvidence(p, /\bnofollow\b|\bnone\b/i) : null),
  },
  {
    key: "blocked-but-linked",
    title: "Blocked by robots.txt but linked",
    severity: "warning",
    fix: "Internal links lead to a URL robots.txt disallows. Allow it in robots.txt or stop linking to it.",
    run: (p, site) => {
      const from = site.inlinks.get(p.url) ?? [];
      return one(!p.external && p.blockedByRobots && from.length ? `Disallowed by robots.txt; linked from ${from.slice(0, 3).join(", ")}${from.length > 3 ? ` and ${from.length - 3} more` : ""}` : null, { from });
    },
  },
  {
    key: "sitemap-not-200",
    title: "Sitemap lists a URL that is not 200",
    severity: "warning",
    fix: "List only live, final URLs in the sitemap: remove errors and replace redirected URLs with their targets.",
    run: (p) => one(!p.external && p.inSitemap && p.fetched && !p.blockedByRobots && p.status !== 200 ? `sitemap entry ${p.url} → ${statusText(p)}` : null),
  },
  {
    key: "sitemap-noindex",
    title: "Sitemap lists a noindex page",
    severity: "warning",
    fix: "A sitemap asks for indexing; noindex forbids it. Remove the URL from the sitemap or drop noindex.",
    run: (p) => one(!p.external && p.inSitemap && p.status === 200 && isNoindex(p) ? `sitemap entry ${p.url} has ${robotsEvidence(p, /\bnoindex\b|\bnone\b/i)}` : null),
  },
  {
    key: "sitemap-not-canonical",
    title: "Sitemap lists a non-canonical URL",
    severity: "warning",
    fix: "List the canonical URL in the sitemap instead of this one.",
    run: (p) => one(htmlPage(p) && p.inSitemap && p.canonical !== null && p.canonical !== p.url ? `sitemap entry ${p.url}; canonical is ${p.canonical}` : null),
  },
  {
    key: "orphan-page",
    title: "Orphan page",
    severity: "warning",
    fix: "The sitemap lists this page but no crawled page links to it. Link to it from a related page or the navigation.",
    run: (p, site) => one(!p.external && p.inSitemap && p.status === 200 && p.url !== site.origin && !(site.inlinks.get(p.url)?.length) ? `${p.url}: in the sitemap, 0 internal links to it` : null),
  },
  {
    key: "deep-page",
    title: "Deep page",
    severity: "notice",
    fix: `More than ${MAX_DEPTH} clicks from the start page. Link to it from higher-level pages (category, hub or home).`,
    run: (p) => one(!p.external && p.status === 200 && p.depth !== null && p.depth > MAX_DEPTH ? `${p.depth} clicks from the start page` : null),
  },
]);
