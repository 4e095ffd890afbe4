import { NOT_CHECKED, type PageFacts } from "../types";
import { anchorEvidence, defineChecks, htmlPage, one, statusText } from "./_util";

export const SLOW_RESPONSE_MS = 1000;
export const HEAVY_PAGE_BYTES = 500 * 1024;

// An external link the outbound guard would not let us ask (e.g. a private address) is unknown, not broken.
const brokenTarget = (t: PageFacts | undefined) => t !== undefined && t.fetched && !t.blockedByRobots && (t.status === null ? !(t.external && t.fetchError?.startsWith(NOT_CHECKED)) : t.status >= 400);

export const statusChecks = defineChecks([
  {
    key: "status-4xx",
    title: "Page answers with a client error (4xx)",
    severity: "critical",
    fix: "Restore the page, or redirect (301) its URL to the closest live page and update the links that point to it.",
    run: (p) => one(!p.external && p.status !== null && p.status >= 400 && p.status < 500 ? `HTTP ${p.status} for ${p.url}` : null),
  },
  {
    key: "status-5xx",
    title: "Page answers with a server error (5xx)",
    severity: "critical",
    fix: "Check the server logs for this URL; a page that fails for the crawler fails for Googlebot and visitors too.",
    run: (p) => one(!p.external && p.status !== null && p.status >= 500 ? `HTTP ${p.status} for ${p.url}` : null),
  },
  {
    key: "fetch-error",
    title: "Page did not answer",
    severity: "critical",
    fix: "The server gave no HTTP answer (timeout, refused connection, DNS). Check that the host is up and reachable.",
    run: (p) => one(!p.external && p.fetched && !p.blockedByRobots && p.status === null && !p.redirectLoop ? `${p.url}: ${p.fetchError ?? "no answer"}` : null),
  },
  {
    key: "redirect-loop",
    title: "Redirect loop",
    severity: "critical",
    fix: "The redirects of this URL come back to a URL already visited. Point the first redirect straight at the final page.",
    run: (p) => one(!p.external && p.redirectLoop ? p.redirectChain.map((h) => `${h.url} (${h.status})`).join(" → ") : null),
  },
  {
    key: "redirect-chain",
    title: "Redirect chain",
    severity: "warning",
    fix: "Redirect the first URL straight to the final one, and link to the final URL directly.",
    run: (p) => one(!p.external && !p.redirectLoop && p.redirectChain.length > 1 ? `${p.redirectChain.map((h) => `${h.url} (${h.status})`).join(" → ")} → ${p.finalUrl}` : null),
  },
  {
    key: "broken-internal-link",
    title: "Broken internal link",
    severity: "critical",
    fix: "Change the link to a live page or remove it; if the target moved, redirect its old URL.",
    run: (p, site) => {
      if (!htmlPage(p)) return [];
      const seen = new Set<string>();
      return p.html.links
        .filter((l) => l.internal && l.url && !seen.has(l.url) && seen.add(l.url) && brokenTarget(site.byUrl.get(l.url)))
        .map((l) => ({ evidence: `${anchorEvidence(l)} → ${statusText(site.byUrl.get(l.url!))}`, details: { target: l.url } }));
    },
  },
  {
    key: "broken-external-link",
    title: "Broken external link",
    severity: "warning",
    fix: "Update the link to the page's new address or remove it.",
    run: (p, site) => {
      if (!htmlPage(p)) return [];
      const seen = new Set<string>();
      return p.html.links
        .filter((l) => !l.internal && l.url && !seen.has(l.url) && seen.add(l.url) && brokenTarget(site.byUrl.get(l.url)))
        .map((l) => ({ evidence: `${anchorEvidence(l)} → ${statusText(site.byUrl.get(l.url!))}`, details: { target: l.url } }));
    },
  },
  {
    key: "slow-response",
    title: "Slow response",
    severity: "warning",
    fix: "The HTML took over 1 s to arrive. Cache the page (CDN or server cache) and check slow database queries or plugins.",
    run: (p) => one(!p.external && p.status === 200 && p.responseMs !== null && p.responseMs > SLOW_RESPONSE_MS ? `${p.responseMs} ms for the HTML of ${p.url}` : null),
  },
  {
    key: "heavy-page",
    title: "Heavy HTML",
    severity: "warning",
    fix: "The HTML alone is over 500 KB. Move inline scripts, styles and data to cached files and paginate long lists.",
    run: (p) => one(!p.external && p.status === 200 && p.bytes !== null && p.bytes > HEAVY_PAGE_BYTES ? `${Math.round(p.bytes / 1024)} KB of HTML` : null),
  },
]);
