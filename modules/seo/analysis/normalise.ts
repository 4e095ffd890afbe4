/**
 * One keyword normaliser for the whole SEO module. The keyword store's unique key, the classifier, the
 * clustering, the gap report and the assistant all compare keywords through it, so "Running  Shoes" typed
 * by hand, "running shoes" from a Semrush export and "ｒｕｎｎｉｎｇ shoes" pasted from a PDF are one keyword.
 */

// Zero-width and BOM characters survive copy-paste from spreadsheets and PDFs but are invisible, so two
// keywords that look identical would otherwise get two rows.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * The stored form of a keyword: Unicode NFKC (full-width letters and ligatures become plain ones), lower case,
 * invisible characters removed, every run of whitespace one space, trimmed. Diacritics and punctuation are
 * kept: "café" and "cafe" can be different searches with different volumes, and "c++" is not "c".
 */
export function normaliseKeyword(raw: string): string {
  return raw.normalize("NFKC").replace(INVISIBLE, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The normalised keyword with diacritics folded ("Zoë Café" → "zoe cafe"), for matching, never for storage. */
export function foldKeyword(raw: string): string {
  return normaliseKeyword(raw)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
}

/** Folded words of a keyword, split on anything that is not a letter or digit ("north-wind.com" → north, wind, com). */
export function keywordTokens(raw: string): string[] {
  return foldKeyword(raw)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** The folded keyword with every space, hyphen and punctuation mark removed ("North-Wind" → "northwind"). */
export function compactKeyword(raw: string): string {
  return keywordTokens(raw).join("");
}

// Words that end in "s" but are not plurals; stripping them would merge unrelated topics.
const NOT_PLURAL = new Set([
  "news", "series", "species", "analysis", "basis", "crisis", "thesis", "status", "campus", "bus", "gas",
  "lens", "plus", "bonus", "virus", "census", "canvas", "atlas", "iris", "chaos", "always", "perhaps",
  "is", "was", "has", "does", "this", "yes", "us", "its", "his", "tennis", "physics", "mathematics",
  "economics", "politics", "glasses", "pants", "jeans", "shorts", "scissors", "trousers", "diabetes",
  "aws", "dns", "ios", "sms", "gps", "cms", "seo",
]);

/**
 * Light stemming for English: plural endings only (-ies → -y, -es after s/x/z/ch/sh, -s), so "shoes" and
 * "shoe", "cities" and "city" meet, but "running" and "run" do not — a full stemmer merges intents
 * ("marketing" vs "market") that search engines keep apart.
 */
export function stemLight(token: string): string {
  if (token.length <= 3 || NOT_PLURAL.has(token) || /\d/.test(token)) return token;
  if (token.endsWith("ies") && token.length > 4) return `${token.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(token)) return token.slice(0, -2);
  if (token.endsWith("ss") || token.endsWith("us") || token.endsWith("is")) return token;
  if (token.endsWith("s")) return token.slice(0, -1);
  return token;
}

/** True when the keyword's last word looks like an English plural ("running shoes", not "glass"). */
export function looksPlural(keyword: string): boolean {
  const tokens = keywordTokens(keyword);
  const last = tokens.at(-1);
  return last !== undefined && stemLight(last) !== last;
}

/** The keyword with its last word made plural ("running shoe" → "running shoes", "city" → "cities"). */
export function pluralise(keyword: string): string {
  const k = normaliseKeyword(keyword);
  const m = /^(.*?)(\p{L}+)$/u.exec(k);
  if (!m) return k;
  const [, head, last] = m as unknown as [string, string, string];
  if (looksPlural(k) || NOT_PLURAL.has(last) || last.length < 2) return k;
  if (/[^aeiou]y$/.test(last)) return `${head}${last.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(last)) return `${head}${last}es`;
  return `${head}${last}s`;
}

/** The keyword with its last word made singular, undoing `pluralise` ("running shoes" → "running shoe"). */
export function singularise(keyword: string): string {
  const k = normaliseKeyword(keyword);
  const m = /^(.*?)(\p{L}+)$/u.exec(k);
  if (!m) return k;
  const [, head, last] = m as unknown as [string, string, string];
  return `${head}${stemLight(last)}`;
}
