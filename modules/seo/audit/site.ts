/** Builds the cross-page view the checks read (inlinks, duplicate titles, near-duplicates). */
import type { ImageSize, PageFacts, SiteIndex } from "./types";
import { nearDuplicatePairs } from "@/lib/text/simhash";
import { normaliseUrl } from "./urls";

/** A 200 HTML page that may be indexed: the only pages judged for duplicates and content. */
export function isIndexableHtml(p: PageFacts): boolean {
  return p.status === 200 && p.html !== null && !isNoindex(p) && (p.canonical === null || p.canonical === p.url);
}

export function isNoindex(p: PageFacts): boolean {
  return /\bnoindex\b|\bnone\b/i.test(p.html?.robotsMeta ?? "") || /\bnoindex\b|\bnone\b/i.test(p.xRobotsTag ?? "");
}

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildSiteIndex(origin: string, pages: PageFacts[], imageSizes: readonly ImageSize[] = []): SiteIndex {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const inlinks = new Map<string, string[]>();
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const imagePages = new Map<string, string[]>();
  for (const p of pages) {
    if (!p.html || p.external) continue;
    if (p.status === 200) for (const src of new Set(p.html.images.map((i) => normaliseUrl(i.src, p.url)))) if (src) push(imagePages, src, p.url);
    const targets = new Set(p.html.links.filter((l) => l.url && l.url !== p.url).map((l) => l.url!));
    for (const t of targets) push(inlinks, t, p.url);
    if (!isIndexableHtml(p)) continue;
    if (p.html.title) push(titles, p.html.title, p.url);
    if (p.html.metaDescription) push(descriptions, p.html.metaDescription, p.url);
  }
  const nearDuplicates = new Map<string, string[]>();
  const hashed = pages.filter((p) => isIndexableHtml(p) && p.html?.simhash).map((p) => ({ key: p.url, hash: p.html!.simhash! }));
  for (const [a, b] of nearDuplicatePairs(hashed)) {
    push(nearDuplicates, a, b);
    push(nearDuplicates, b, a);
  }
  return { origin, pages, byUrl, inlinks, titles, descriptions, nearDuplicates, images: new Map(imageSizes.map((i) => [i.url, i])), imagePages };
}
