/**
 * Internal links a brief should add: the brand's own crawled pages (indexable, answered 200) ranked
 * by how many of the brief's words they share. Words of the keyword weigh most (the page is about the
 * same search), then the title, then the outline's headings. Each suggestion says in one line why,
 * so a writer can judge it rather than trust a score. Pure: the crawl pages come from queries.ts.
 */
import { contentWords } from "@/modules/seo/analysis/cluster";

export type CrawledPage = { url: string; title: string | null; h1s: string[] };
export type BriefText = { keyword: string | null; title: string; outline: { text: string }[] };
export type LinkSuggestion = { url: string; anchor: string; reason: string; score: number; shared: string[] };

const WEIGHT = { keyword: 3, title: 2, outline: 1 } as const;
/** A page sharing only one outline word is noise, not a link worth adding. */
const MIN_SCORE = 2;

function words(text: string | null | undefined): Set<string> {
  return new Set(text ? contentWords(text) : []);
}

/** The words of a page: its title, its H1s and the words of its path ("/guides/pour-over" → guide, pour, over). */
export function pageWords(page: CrawledPage): Set<string> {
  let path = "";
  try {
    path = decodeURIComponent(new URL(page.url).pathname).replace(/[-_/.]+/g, " ");
  } catch {
    path = "";
  }
  return new Set([...words(page.title), ...page.h1s.flatMap((h) => [...words(h)]), ...words(path)]);
}

function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) => u.trim().replace(/^https?:\/\/(www\.)?/i, "").replace(/[#?].*$/, "").replace(/\/+$/, "").toLowerCase();
  return norm(a) === norm(b);
}

const quoteList = (ws: string[]) => ws.map((w) => `"${w}"`).join(", ");

export function rankInternalLinks(
  brief: BriefText,
  pages: readonly CrawledPage[],
  opts: { exclude?: readonly string[]; limit?: number } = {},
): LinkSuggestion[] {
  const kw = words(brief.keyword);
  const title = words(brief.title);
  const outline = new Set(brief.outline.flatMap((o) => [...words(o.text)]));
  const exclude = opts.exclude ?? [];
  const seen = new Set<string>();
  const out: LinkSuggestion[] = [];
  for (const page of pages) {
    if (exclude.some((u) => sameUrl(u, page.url))) continue;
    const key = page.url.replace(/\/+$/, "").toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const have = pageWords(page);
    const hit = { keyword: [] as string[], title: [] as string[], outline: [] as string[] };
    for (const w of have) {
      if (kw.has(w)) hit.keyword.push(w);
      else if (title.has(w)) hit.title.push(w);
      else if (outline.has(w)) hit.outline.push(w);
    }
    const score = hit.keyword.length * WEIGHT.keyword + hit.title.length * WEIGHT.title + hit.outline.length * WEIGHT.outline;
    if (score < MIN_SCORE) continue;
    const parts: string[] = [];
    if (hit.keyword.length) parts.push(`the keyword's ${quoteList(hit.keyword.sort())}`);
    if (hit.title.length) parts.push(`the title's ${quoteList(hit.title.sort())}`);
    if (hit.outline.length) parts.push(`the outline's ${quoteList(hit.outline.sort())}`);
    const anchor = (page.title?.trim() || page.h1s[0]?.trim() || page.url).slice(0, 120);
    out.push({ url: page.url, anchor, score, shared: [...hit.keyword, ...hit.title, ...hit.outline], reason: `Shares ${parts.join(" and ")}.` });
  }
  return out.sort((a, b) => b.score - a.score || a.url.length - b.url.length || a.url.localeCompare(b.url)).slice(0, opts.limit ?? 10);
}
