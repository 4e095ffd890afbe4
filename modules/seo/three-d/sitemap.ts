/**
 * Reads a site's XML sitemaps (sitemaps.org protocol: <urlset> of <url><loc>, or a <sitemapindex> of
 * <sitemap><loc>) through lib/http, so every fetch, redirect hop and child sitemap passes the SSRF
 * guard and lands in the API-call audit. Gzipped sitemaps (.xml.gz) are inflated. Indexes are
 * followed breadth-first up to MAX_SITEMAPS files and MAX_URLS page URLs.
 */
import { gunzipSync } from "node:zlib";
import { Parser } from "saxen";
import { ActionError } from "@/lib/action";
import { isOutboundError, outbound, type OutboundClient } from "@/lib/http";
import type { BrandScope } from "@/lib/brand-scope";

export const MAX_SITEMAPS = 25;
export const MAX_URLS = 5_000;
const MAX_BYTES = 10 * 1024 * 1024;

export type ParsedSitemap = { kind: "urlset" | "sitemapindex"; locs: string[] };

const local = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

/** The <loc> values of a sitemap or sitemap index; throws on XML that is not one of them. */
export function parseSitemap(xml: string): ParsedSitemap {
  if (!xml.trim()) throw new Error("The sitemap is empty.");
  let root: string | null = null;
  let inLoc = false;
  let text = "";
  let error: Error | null = null;
  const locs: string[] = [];
  const parser = new Parser();
  parser
    .on("openTag", (name) => {
      const n = local(name);
      root ??= n;
      if (n === "loc") {
        inLoc = true;
        text = "";
      }
    })
    .on("closeTag", (name) => {
      if (local(name) !== "loc") return;
      inLoc = false;
      const v = text.trim();
      if (v) locs.push(v);
    })
    .on("text", (value, decode) => {
      if (inLoc) text += decode(value);
    })
    .on("cdata", (value) => {
      if (inLoc) text += value;
    })
    .on("error", (e) => {
      error ??= e;
    });
  parser.parse(xml);
  if (error) throw new Error(`The sitemap is not well-formed XML (${(error as Error).message}).`);
  if (root !== "urlset" && root !== "sitemapindex") throw new Error(root ? `This is not a sitemap: its root element is <${root}>, not <urlset> or <sitemapindex>.` : "The sitemap is empty.");
  return { kind: root, locs };
}

function bodyText(body: Buffer, url: string): string {
  const gz = body[0] === 0x1f && body[1] === 0x8b;
  if (!gz) return body.toString("utf8");
  try {
    return gunzipSync(body, { maxOutputLength: MAX_BYTES }).toString("utf8");
  } catch {
    throw new ActionError(`${url} looks gzipped but could not be inflated (or is over 10 MB inflated).`);
  }
}

/** The sitemap URL for a site address: an address ending in .xml/.gz is taken as is, otherwise /sitemap.xml of its origin. */
export function sitemapUrlFor(input: string): string {
  const url = new URL(/^https?:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`);
  if (/\.xml(\.gz)?$/i.test(url.pathname)) return url.toString();
  return new URL("/sitemap.xml", url.origin).toString();
}

/** Page URLs of the sitemap at `start` and of the sitemaps it indexes. */
export async function readSitemapPages(scope: BrandScope, start: string, client: OutboundClient = outbound): Promise<{ urls: string[]; sitemaps: number; truncated: boolean }> {
  const queue = [start];
  const seen = new Set<string>();
  const urls = new Set<string>();
  let truncated = false;
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    if (seen.size >= MAX_SITEMAPS) {
      truncated = true;
      break;
    }
    seen.add(url);
    let res;
    try {
      res = await client.request(
        { url, maxRedirects: 3, maxResponseBytes: MAX_BYTES, timeoutMs: 30_000, headers: { accept: "application/xml,text/xml;q=0.9,*/*;q=0.5" } },
        { brandId: scope.brandId, scope, provider: "sitemap", purpose: "3d_analysis_pages" },
      );
    } catch (e) {
      if (isOutboundError(e)) throw new ActionError(`Could not fetch ${url}: ${e.message}`);
      throw e;
    }
    if (res.status !== 200) throw new ActionError(`${url} answered HTTP ${res.status}; check the sitemap address.`);
    if (res.truncated) throw new ActionError(`${url} is larger than 10 MB; split it into a sitemap index.`);
    let parsed: ParsedSitemap;
    try {
      parsed = parseSitemap(bodyText(res.body, url));
    } catch (e) {
      throw new ActionError(`${url}: ${(e as Error).message}`);
    }
    for (const loc of parsed.locs) {
      let abs: string;
      try {
        abs = new URL(loc, res.finalUrl).toString();
      } catch {
        continue;
      }
      if (parsed.kind === "sitemapindex") queue.push(abs);
      else if (urls.size < MAX_URLS) urls.add(abs);
      else truncated = true;
    }
  }
  return { urls: [...urls], sitemaps: seen.size, truncated };
}
