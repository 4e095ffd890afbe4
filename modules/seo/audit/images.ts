/**
 * Image file weight: once the pages are crawled, the distinct images their <img> tags load are
 * measured (bounded: the MAX_IMAGES_MEASURED used on most pages) through the same outbound client —
 * a HEAD for Content-Length, and when a server gives none (or refuses HEAD), a one-byte ranged GET whose
 * Content-Range names the full size; a server that ignores Range answers the whole file, read up to a cap.
 */
import { sql } from "drizzle-orm";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { AuditContext, OutboundClient } from "@/lib/http";
import { fetchWithChain, headerOf } from "./fetcher";
import { normaliseUrl } from "./urls";
import { NOT_CHECKED, type ImageSize } from "./types";

export { HEAVY_IMAGE_BYTES } from "./checks/content";
/** Distinct image URLs measured per crawl (the ones on most pages first). */
export const MAX_IMAGES_MEASURED = 300;
/** A server that ignores Range sends the whole file: read this much of it, no more. */
const MAX_IMAGE_READ = 4 * 1024 * 1024;

export type { ImageSize };

const contentLength = (h: Record<string, string | string[] | undefined>): number | null => {
  const v = headerOf(h, "content-length");
  return v !== undefined && /^\d+$/.test(v.trim()) ? Number(v) : null;
};

/** The size of one image file: HEAD first, then a ranged GET. */
export async function measureImage(client: OutboundClient, url: string, audit: AuditContext): Promise<ImageSize> {
  const head = await fetchWithChain(client, url, audit, { method: "HEAD", accept: "image/*,*/*;q=0.8" });
  if (head.finalStatus === 200) {
    const n = contentLength(head.headers);
    if (n !== null && n > 0) return { url, status: 200, bytes: n, error: null };
  } else if (head.finalStatus === null && head.error?.startsWith(NOT_CHECKED)) {
    return { url, status: null, bytes: null, error: head.error };
  } else if (head.finalStatus !== null && head.finalStatus !== 405 && head.finalStatus !== 501 && head.finalStatus !== 403) {
    return { url, status: head.finalStatus, bytes: null, error: null };
  }
  const get = await fetchWithChain(client, url, audit, { accept: "image/*,*/*;q=0.8", range: "bytes=0-0", maxBytes: MAX_IMAGE_READ });
  if (get.finalStatus === 206) {
    // Content-Range: bytes 0-0/48213 (an unknown total is "*").
    const total = /\/(\d+)\s*$/.exec(headerOf(get.headers, "content-range") ?? "")?.[1];
    return { url, status: 200, bytes: total ? Number(total) : null, error: total ? null : "the server did not give the file size" };
  }
  if (get.finalStatus === 200) return { url, status: 200, bytes: contentLength(get.headers) ?? get.body?.length ?? null, error: null };
  return { url, status: get.finalStatus, bytes: null, error: get.error ?? head.error };
}

/** The crawl's images by how many crawled pages load them (most first), resolved against each page. */
export async function crawlImageUrls(scope: BrandScope, crawlId: string, limit = MAX_IMAGES_MEASURED): Promise<string[]> {
  const rows = await withScope(scope, (tx) =>
    tx.execute<{ page: string; src: string }>(sql`
      select p.url as page, img->>'src' as src
      from seo_crawl_pages p, jsonb_array_elements(coalesce(p.facts->'html'->'images', '[]'::jsonb)) img
      where p.crawl_id = ${crawlId} and p.brand_id = ${scope.brandId}::uuid and not p.external and p.status_code = 200`),
  );
  const pages = new Map<string, Set<string>>();
  for (const r of rows) {
    const url = normaliseUrl(r.src ?? "", r.page);
    if (!url) continue;
    const set = pages.get(url) ?? new Set<string>();
    set.add(r.page);
    pages.set(url, set);
  }
  return [...pages.entries()]
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([u]) => u);
}

/** Measures `urls` with `concurrency` requests at a time. */
export async function measureImages(client: OutboundClient, urls: readonly string[], audit: AuditContext, concurrency: number, signal?: AbortSignal): Promise<ImageSize[]> {
  const out: ImageSize[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      if (signal?.aborted) throw new Error("The crawl was interrupted; it resumes where it stopped.");
      const i = next++;
      out[i] = await measureImage(client, urls[i]!, audit);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, urls.length)) }, worker));
  return out;
}
