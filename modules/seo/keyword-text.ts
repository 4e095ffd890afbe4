/**
 * Keyword text rules shared by typing, pasting, imports and providers: one keyword is one row per
 * brand whatever its spelling in case and spacing, so "Cold Brew  Coffee" and "cold brew coffee"
 * from two files merge. Pure and client-safe.
 */

/** Longest keyword kept; search engines cut queries at 32 words, this is well past that. */
export const KEYWORD_MAX_CHARS = 200;

/** The per-brand unique key of a keyword: NFKC, lower case, single spaces, no surrounding space. */
export function keywordKey(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The text kept for display: as typed, spaces collapsed. */
export function cleanKeyword(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim();
}

/** Keywords from pasted text: one per line (or comma/semicolon/tab separated), blanks and repeats dropped, first spelling wins. */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\r\n,;\t]+/)) {
    const k = cleanKeyword(part);
    const key = keywordKey(k);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(k);
  }
  return out;
}

/** Tags are compared like keywords (case-insensitive) and kept short. */
export function cleanTag(tag: string): string {
  return tag.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, 40);
}
