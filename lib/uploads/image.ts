/**
 * Server-side checks for uploaded images (brand logos; avatars are checked by lib/storage's "avatar" kind). The type is read from the bytes,
 * never from the file name or the browser's claim. SVG is accepted only when it contains nothing
 * that can run or fetch: scripts, event handlers, foreign objects, external references, entities
 * and animations that could rewrite links are all refused (we refuse rather than rewrite, so the
 * stored file is exactly what was uploaded). Served images also carry a sandboxing CSP.
 */

export const MAX_IMAGE_BYTES = 1024 * 1024;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageCheck = { ok: true; mimeType: ImageType } | { ok: false; error: string };

/** The Content-Security-Policy for serving stored images: nothing inside them may run or load. */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A stored image as a response: sandboxed and never sniffed, so even an SVG opened directly cannot run anything. */
export function imageResponse(image: { data: Buffer | Uint8Array; mimeType: string }, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(image.data), {
    headers: {
      "Content-Type": image.mimeType,
      "Content-Length": String(image.data.byteLength),
      "Content-Security-Policy": IMAGE_CSP,
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

function startsWith(bytes: Uint8Array, sig: number[], offset = 0): boolean {
  return sig.every((b, i) => bytes[offset + i] === b);
}

export function sniffImageType(bytes: Uint8Array): ImageType | "svg-candidate" | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, "");
  // XML declaration, comments and whitespace may precede the root element.
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, "");
  if (/^<svg[\s>]/i.test(rest)) return "svg-candidate";
  return null;
}

const SVG_REFUSALS: [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, "a DOCTYPE or entity declaration"],
  [/<script[\s>/]/i, "a script"],
  [/<foreignObject[\s>/]/i, "embedded HTML (foreignObject)"],
  [/<(iframe|embed|object|audio|video|image|use|a|set|animate|animateMotion|animateTransform|handler|listener)[\s>/]/i, "an element that can load, link or animate content"],
  [/\son[a-z]+\s*=/i, "an event handler attribute"],
  [/javascript:|vbscript:|data:text\/html/i, "a script URL"],
  [/(?:xlink:)?href\s*=\s*["']?\s*(?!#)/i, "a link to another resource"],
  [/@import|url\(\s*["']?\s*(?!#)/i, "a reference to an external resource"],
];

/** Refuses an SVG with anything active in it; the message names what was found. */
export function checkSvg(text: string): ImageCheck {
  if (!/<\/svg>\s*$/i.test(text.trim()) && !/<svg[^>]*\/>\s*$/i.test(text.trim())) {
    return { ok: false, error: "This SVG file is incomplete or damaged. Export it again and retry." };
  }
  for (const [re, what] of SVG_REFUSALS) {
    if (re.test(text)) {
      return { ok: false, error: `This SVG contains ${what}, which is not allowed for safety. Export a plain SVG, or upload a PNG, JPEG or WebP instead.` };
    }
  }
  return { ok: true, mimeType: "image/svg+xml" };
}

export function checkImage(bytes: Uint8Array, opts: { allowSvg?: boolean; maxBytes?: number } = {}): ImageCheck {
  const max = opts.maxBytes ?? MAX_IMAGE_BYTES;
  if (bytes.byteLength === 0) return { ok: false, error: "The file is empty. Choose an image file." };
  if (bytes.byteLength > max) {
    return { ok: false, error: `The image is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; the limit is ${max / 1024 / 1024} MB. Resize or compress it and try again.` };
  }
  const type = sniffImageType(bytes);
  if (type === "svg-candidate") {
    if (!opts.allowSvg) return { ok: false, error: "SVG is not accepted here. Upload a PNG, JPEG or WebP image." };
    return checkSvg(new TextDecoder("utf-8", { fatal: false }).decode(bytes));
  }
  if (!type) {
    return { ok: false, error: `This file is not a PNG, JPEG or WebP${opts.allowSvg ? " image, or an SVG" : " image"}. Choose another file.` };
  }
  return { ok: true, mimeType: type };
}
