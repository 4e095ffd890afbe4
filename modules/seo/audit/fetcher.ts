/**
 * One page fetch for the crawler, through lib/http (the SSRF guard checks every URL and every
 * redirect hop). Redirects are followed here, hop by hop, so the chain and loops are recorded.
 */
import { gunzipSync } from "node:zlib";
import { isOutboundError, OutboundBlockedError, type AuditContext, type OutboundClient } from "@/lib/http";
import { NOT_CHECKED } from "./types";
import type { RedirectHop } from "./types";

export const CRAWLER_USER_AGENT = "GrowthOS-Audit/1.0 (+site audit)";
/** The robots.txt token the crawler obeys (groups for it, else "*"). */
export const CRAWLER_TOKEN = "GrowthOS-Audit";
const MAX_HOPS = 10;
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;

export type FetchResult = {
  /** Status of the first answer (a redirect's 301, or the page's own status); null = no answer. */
  status: number | null;
  finalStatus: number | null;
  finalUrl: string;
  chain: RedirectHop[];
  loop: boolean;
  error: string | null;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | null;
  responseMs: number;
};

const header = (h: FetchResult["headers"], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v.join(", ") : v;
};
export { header as headerOf };

export async function fetchWithChain(
  client: OutboundClient,
  url: string,
  audit: AuditContext,
  opts: { method?: "GET" | "HEAD"; maxBytes?: number; accept?: string; range?: string } = {},
): Promise<FetchResult> {
  const chain: RedirectHop[] = [];
  const visited = new Set<string>();
  let current = url;
  const started = Date.now();
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    if (visited.has(current)) return { status: chain[0]?.status ?? null, finalStatus: null, finalUrl: current, chain, loop: true, error: "redirect loop", headers: {}, body: null, responseMs: Date.now() - started };
    visited.add(current);
    let res;
    try {
      res = await client.request(
        {
          url: current,
          method: opts.method ?? "GET",
          headers: { "user-agent": CRAWLER_USER_AGENT, accept: opts.accept ?? "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", ...(opts.range ? { range: opts.range } : {}) },
          maxRedirects: 0,
          timeoutMs: 20_000,
          maxResponseBytes: opts.maxBytes ?? MAX_PAGE_BYTES,
        },
        audit,
      );
    } catch (e) {
      // A target the outbound guard refuses (a private address, a port not allowed) was never asked:
      // it is "not checked", not broken.
      const error = e instanceof OutboundBlockedError && e.kind === "refused" ? `${NOT_CHECKED}${e.message}` : isOutboundError(e) ? e.message : e instanceof Error ? e.message : String(e);
      return { status: chain[0]?.status ?? null, finalStatus: null, finalUrl: current, chain, loop: false, error, headers: {}, body: null, responseMs: Date.now() - started };
    }
    const location = header(res.headers, "location");
    if (res.status >= 300 && res.status < 400 && location) {
      chain.push({ url: current, status: res.status });
      try {
        const next = new URL(location, current);
        next.hash = "";
        current = next.toString();
      } catch {
        return { status: chain[0]!.status, finalStatus: null, finalUrl: current, chain, loop: false, error: `unusable Location header: ${location}`, headers: res.headers, body: null, responseMs: Date.now() - started };
      }
      continue;
    }
    return { status: chain[0]?.status ?? res.status, finalStatus: res.status, finalUrl: current, chain, loop: false, error: null, headers: res.headers, body: res.body, responseMs: Date.now() - started };
  }
  return { status: chain[0]?.status ?? null, finalStatus: null, finalUrl: current, chain, loop: false, error: `more than ${MAX_HOPS} redirects`, headers: {}, body: null, responseMs: Date.now() - started };
}

/** The body as text; gzip sitemaps (.xml.gz) are unpacked. */
export function bodyText(res: FetchResult): string {
  if (!res.body) return "";
  const b = res.body;
  if (b.length > 2 && b[0] === 0x1f && b[1] === 0x8b) {
    try {
      return gunzipSync(b, { maxOutputLength: 50 * 1024 * 1024 }).toString("utf8");
    } catch {
      return "";
    }
  }
  return b.toString("utf8");
}
