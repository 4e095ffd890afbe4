/**
 * Fetching URL and sitemap sources through lib/http's outbound client: the SSRF guard checks every
 * address and every redirect hop (a page that redirects to a private address is refused), and each
 * call lands in the API-call audit under provider "knowledge". Failures are ExtractErrors in the
 * user's words, so one bad page fails its own source (or is skipped within a sitemap) and nothing else.
 */
import { gunzipSync } from "node:zlib";
import { isOutboundError, OutboundBlockedError, outbound, type OutboundClient } from "@/lib/http";
import type { BrandScope } from "@/lib/brand-scope";
import { parseSitemap } from "@/modules/seo/three-d/sitemap";
import type { Extractor } from "./extract/isolated";
import { ExtractError, type Extracted, type ExtractLimits } from "./extract/types";

/** `extractor` reads what a page serves in the extraction process (./extract/isolated.ts), never here. */
export type FetchContext = { scope: BrandScope; jobId?: string | null; client?: OutboundClient; limits: ExtractLimits; extractor: Pick<Extractor, "extract"> };

const MAX_REDIRECTS = 5;
const PAGE_TIMEOUT_MS = 30_000;
/** Sitemap files followed from an index, and pages taken from them. */
export const MAX_SITEMAP_FILES = 25;
export const MAX_SITEMAP_PAGES = 1_000;

function header(h: Record<string, string | string[] | undefined>, name: string): string | null {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

async function get(url: string, ctx: FetchContext, accept: string): Promise<{ body: Buffer; contentType: string | null; finalUrl: string }> {
  let res;
  try {
    res = await (ctx.client ?? outbound).request(
      { url, maxRedirects: MAX_REDIRECTS, maxResponseBytes: ctx.limits.maxBytes, timeoutMs: PAGE_TIMEOUT_MS, headers: { accept } },
      { brandId: ctx.scope.brandId, scope: ctx.scope, jobId: ctx.jobId ?? null, provider: "knowledge", purpose: "knowledge.fetch" },
    );
  } catch (e) {
    if (e instanceof OutboundBlockedError) throw new ExtractError(`${url} was not fetched: ${e.message} Only public web addresses can be added.`, "unsupported");
    if (isOutboundError(e)) throw new ExtractError(`${url} could not be fetched: ${e.message}`, "corrupt");
    throw e;
  }
  if (res.status >= 300 && res.status < 400) throw new ExtractError(`${url} redirects more than ${MAX_REDIRECTS} times; add the final address instead.`, "corrupt");
  if (res.status !== 200) throw new ExtractError(`${url} answered HTTP ${res.status}. Check the address, or that the page is public.`, "corrupt");
  if (res.truncated) throw new ExtractError(`${url} is larger than ${Math.round(ctx.limits.maxBytes / 1024 / 1024)} MB, the limit for one source.`, "too-large");
  return { body: res.body, contentType: header(res.headers, "content-type"), finalUrl: res.finalUrl };
}

/** One page (HTML, or any supported document a URL serves, e.g. a PDF) extracted. */
export async function fetchDocument(url: string, ctx: FetchContext): Promise<Extracted & { finalUrl: string }> {
  const { body, contentType, finalUrl } = await get(url, ctx, "text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,*/*;q=0.5");
  const name = new URL(finalUrl).pathname.split("/").pop() || "index.html";
  // A page without an extension is what the server says it is (HTML, mostly).
  const hinted = /\.[a-z0-9]+$/i.test(name) ? name : contentType?.includes("html") ? `${name}.html` : name;
  const out = await ctx.extractor.extract(new Uint8Array(body), hinted, contentType);
  return { ...out, finalUrl };
}

/** The page URLs a sitemap (or sitemap index) lists, at most MAX_SITEMAP_PAGES, in its order. */
export async function readSitemap(url: string, ctx: FetchContext): Promise<{ urls: string[]; truncated: boolean }> {
  const queue = [url];
  const seen = new Set<string>();
  const urls = new Set<string>();
  let truncated = false;
  while (queue.length && urls.size < MAX_SITEMAP_PAGES) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    if (seen.size >= MAX_SITEMAP_FILES) {
      truncated = true;
      break;
    }
    seen.add(next);
    const { body, finalUrl } = await get(next, ctx, "application/xml,text/xml;q=0.9,*/*;q=0.5");
    let xml: string;
    try {
      xml = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body, { maxOutputLength: ctx.limits.maxBytes }).toString("utf8") : body.toString("utf8");
    } catch {
      throw new ExtractError(`${next} looks gzipped but cannot be unpacked (or unpacks to more than the limit).`, "corrupt");
    }
    let parsed;
    try {
      parsed = parseSitemap(xml);
    } catch (e) {
      throw new ExtractError(`${next}: ${(e as Error).message}`, "corrupt");
    }
    for (const loc of parsed.locs) {
      let abs: string;
      try {
        abs = new URL(loc, finalUrl).toString();
      } catch {
        continue;
      }
      if (parsed.kind === "sitemapindex") queue.push(abs);
      else if (urls.size < MAX_SITEMAP_PAGES) urls.add(abs);
      else truncated = true;
    }
  }
  if (!urls.size) throw new ExtractError(`${url} lists no pages.`, "empty");
  return { urls: [...urls], truncated: truncated || queue.length > 0 };
}
