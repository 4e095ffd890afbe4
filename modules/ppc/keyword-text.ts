/** Keyword text rules of paid search. Pure and client-safe (readers and the store both use them). */

/** A keyword as the account spells it, without the match punctuation of exports: +modified, "phrase", [exact]. */
export function bareKeywordText(text: string): string {
  let s = text.trim();
  if ((s.startsWith("[") && s.endsWith("]")) || (s.startsWith('"') && s.endsWith('"'))) s = s.slice(1, -1);
  return s.replace(/(^|\s)\+/g, "$1").replace(/\s+/g, " ").trim();
}
