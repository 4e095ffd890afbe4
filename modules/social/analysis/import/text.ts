/** Caption helpers shared by the importers and the metrics. Client-safe and pure. */

/** Hashtags of a caption, lower-case without "#", each once, in order of appearance. */
export function extractHashtags(caption: string): string[] {
  const out = new Set<string>();
  for (const m of caption.matchAll(/(?:^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]{1,100})/gu)) {
    const tag = m[1]!.toLowerCase();
    if (!/^\d+$/.test(tag)) out.add(tag);
  }
  return [...out];
}

/**
 * Instagram's data export writes text as UTF-8 bytes escaped one byte per code point ("\u00f0\u009f…"
 * for an emoji): re-read those as UTF-8. Text that is not in that form is returned as it is.
 */
export function fixExportMojibake(s: string): string {
  if (!/[\u0080-\u00ff]/.test(s) || /[^\u0000-\u00ff]/.test(s)) return s;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(s, (c) => c.charCodeAt(0)));
  } catch {
    return s;
  }
}

/** A stable id for a post the file gives no id for: its time to the minute and the start of its text. */
export function stablePostKey(prefix: string, publishedAt: Date, caption: string): string {
  const text = caption.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, 200);
  let h = 0x811c9dc5;
  for (const ch of `${Math.floor(publishedAt.getTime() / 60_000)}|${text}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let h2 = 0;
  for (const ch of text) h2 = (Math.imul(h2, 31) + ch.codePointAt(0)!) >>> 0;
  return `${prefix}:${publishedAt.toISOString().slice(0, 16)}:${h.toString(16).padStart(8, "0")}${h2.toString(16).padStart(8, "0")}`;
}

/** Handles are stored lower-case without "@" (social_profiles' check); URLs are cut to their last path part. */
export function normaliseHandle(raw: string): string {
  const s = raw.trim().replace(/^https?:\/\/[^/]+\/(company\/|in\/|school\/)?/i, "").replace(/[/?#].*$/, "");
  return s.replace(/^@+/, "").toLowerCase();
}
