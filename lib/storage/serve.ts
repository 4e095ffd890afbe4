/**
 * A stored file as an HTTP response. Always nosniff; SVG and HTML (anything a browser could run) go
 * out as an attachment under a sandboxing CSP, so opening one can never run script in the app's
 * origin (an <img> still shows an SVG logo: Content-Disposition does not apply to subresources).
 * Cache-Control comes from the object (spec §7 default max-age=3600), always `private`: these are a
 * brand's files, never for shared caches.
 */
import { contentDisposition } from "./drivers/types";
import { sniffContentTypeIsActive, type StoredFile } from "./files";

/** Nothing inside a served file may load or run. */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function fileResponse(
  file: Pick<StoredFile, "name" | "contentType" | "cacheControl" | "createdAt" | "sha256">,
  bytes: Uint8Array,
  opts: { download?: boolean; maxAgeCap?: number } = {},
): Response {
  const active = sniffContentTypeIsActive(file.contentType);
  let cache = file.cacheControl;
  if (opts.maxAgeCap !== undefined) {
    // A signed link must not outlive its expiry in the browser's cache.
    const cap = Math.max(0, Math.floor(opts.maxAgeCap));
    cache = cache.replace(/max-age=(\d+)/, (_, n: string) => `max-age=${Math.min(Number(n), cap)}`);
  }
  const text = /^text\/|^application\/json$/.test(file.contentType);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": text ? `${file.contentType}; charset=utf-8` : file.contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition(active || opts.download ? "attachment" : "inline", file.name),
      "Content-Security-Policy": FILE_CSP,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": `private, ${cache}`,
      ETag: `"${file.sha256}"`,
      "Last-Modified": file.createdAt.toUTCString(),
    },
  });
}
