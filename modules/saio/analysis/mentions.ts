/**
 * Which tracked brands an AI answer mentions, how often, and in which order.
 *
 * Rules (pinned by mentions.test.ts):
 * - Case- and diacritic-insensitive ("nestle" finds Nestlé); ’ and ' are the same apostrophe.
 * - Whole words only: "Notion" is not found in "notional", "Asana" not in "Asanas". Possessives are part of
 *   the mention: "Asana's", "Asana’s", "Asanas'", "Adidas'"; the reported surface form drops them.
 * - Multi-word names match across spaces and hyphens: "Hoka One One" = "Hoka-One-One" = "Hoka  One One".
 * - A brand's domains count as mentions when written as bare hosts in the prose ("acme.com", "blog.acme.com",
 *   "Monday.com's"), never inside a longer host ("notacme.com"). What extractUrls returns — http(s) URLs,
 *   "www." links, markdown link targets — is a citation, not a mention: skipped here, counted by citations.ts.
 * - Overlaps: the longest match wins its span, so "Apple Music" (tracked) consumes "Apple" there.
 *   Equal spans go to the brand listed first.
 * - Common-word names (Apple, Notion, Monday, Linear, On, Close…: every word of the name is in COMMON_WORDS,
 *   or `strict: true` on the brand; `strict: false` turns it off) are matched only when capitalised.
 *   A capitalised common word at the start of a sentence or list item is ambiguous ("Monday is a good day…"):
 *   it counts only when it sits in a name slot (bold, link text, heading, table cell) or the same answer
 *   mentions the brand unambiguously elsewhere — and never when a determiner follows ("On the other hand",
 *   "Close the loop"). Sentences start at ., !, ?, line starts, list markers, and after ":" or a dash.
 *   Weekday/month names never count in calendar context ("on Monday", "on a Monday", "Monday morning",
 *   "Monday to Friday").
 * - position = rank of the brand's first mention among the brands found (1-based).
 */
import { COMMON_WORDS, MONTHS, WEEKDAYS, escapeRegExp, foldKey, foldWithMap, isUpperLetter } from "./text";

export type TrackedBrand = {
  id: string;
  name: string;
  aliases: string[];
  domains: string[];
  own: boolean;
  /** Match only capitalised, name-like occurrences. Default: automatic for names made of common English words. */
  strict?: boolean;
};

export type Mention = {
  brandId: string;
  count: number;
  /** Index in the original text of the first mention. */
  firstIndex: number;
  /** 1-based order of first mention among the mentioned tracked brands. */
  position: number;
  /** Surface forms found, in order of appearance, possessive dropped. */
  matches: string[];
};

/** One occurrence of a tracked brand, with offsets into the original text (end exclusive, possessive excluded). */
export type MentionSpan = { brandId: string; start: number; end: number; text: string };

type Term = { brandIndex: number; regex: RegExp; strict: boolean; calendar: boolean; domain: boolean };

type RawMatch = {
  brandIndex: number;
  start: number; // folded-text offsets
  end: number; // end of the name (without possessive)
  spanEnd: number; // end including possessive, for overlap resolution
  ambiguous: boolean;
};

const WORD_CHAR = "[\\p{L}\\p{N}_]";
const CALENDAR_BEFORE = new Set(
  "on every next last this that by until till from since each before after through thru coming past following previous early late".split(" "),
);
const CALENDAR_AFTER = new Set("morning mornings afternoon afternoons evening evenings night nights through thru to till until".split(" "));
/** A sentence-initial common word followed by one of these is the word itself ("On the other hand", "Close the loop"). */
const DETERMINERS = new Set("the a an this that these those my your our their its his her every each some any all".split(" "));
const ABBREVIATIONS = new Set(["vs", "e.g", "i.e", "etc", "approx", "incl", "esp", "cf", "mr", "mrs", "ms", "dr", "st"]);

function isCommonName(name: string): boolean {
  const tokens = foldKey(name).split(/[\s-]+/).filter(Boolean);
  return tokens.length > 0 && tokens.every((t) => COMMON_WORDS.has(t));
}

/** A domain string the way a brand lists it: lowercase host without scheme, www., path or port. */
function bareDomain(domain: string): string | null {
  let d = domain.trim().toLowerCase();
  d = d.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^\/\//, "");
  d = d.split(/[/?#]/)[0] ?? "";
  d = d.replace(/:\d+$/, "").replace(/\.$/, "").replace(/^www\./, "");
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(fold(d)) ? fold(d) : null;
}

function fold(s: string): string {
  return foldWithMap(s).text;
}

function buildTerms(brands: TrackedBrand[]): Term[] {
  const terms: Term[] = [];
  brands.forEach((brand, brandIndex) => {
    const seen = new Set<string>();
    for (const raw of [brand.name, ...brand.aliases]) {
      const name = fold(raw).trim();
      const key = name.toLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      const tokens = name.split(/[\s-]+/).filter(Boolean);
      const body = tokens.map(escapeRegExp).join("[\\s-]+");
      const strict = brand.strict ?? isCommonName(raw);
      const single = tokens.length === 1 ? key : "";
      terms.push({
        brandIndex,
        regex: new RegExp(`(?<!${WORD_CHAR})(${body})(?:'s|s')?(?!${WORD_CHAR})`, "giu"),
        strict,
        calendar: strict && (WEEKDAYS.has(single) || MONTHS.has(single)),
        domain: false,
      });
    }
    for (const raw of brand.domains) {
      const d = bareDomain(raw);
      if (!d || seen.has(d)) continue;
      seen.add(d);
      terms.push({
        brandIndex,
        // Subdomains are the brand's too; a longer host ("notacme.com", "acme.com.evil.io") is not.
        regex: new RegExp(`(?<![\\p{L}\\p{N}_.@-])((?:[a-z0-9-]+\\.)*${escapeRegExp(d)})(?:'s)?(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`, "giu"),
        strict: false,
        calendar: false,
        domain: true,
      });
    }
  });
  return terms;
}

/** Blank out what extractUrls treats as citations: URLs, www. links, markdown link targets (same length, so offsets stay valid). */
function maskCitations(text: string): string {
  const blank = (m: string) => " ".repeat(m.length);
  return text
    .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, (m) => "]" + blank(m.slice(1)))
    .replace(/(?:\b(?:https?|ftp):\/\/|(?<![\w@/.-])www\.)[^\s<>"'`]+/gi, blank);
}

function lineStartOf(text: string, index: number): number {
  return text.lastIndexOf("\n", index - 1) + 1;
}

const BLOCK_PREFIX = /^\s*(?:>\s*)*(?:(?:[-+*•]|\d{1,3}[.)])\s+)?(?:#{1,6}\s+)?/;

/** Bold, italic-bold, link text, heading or table cell: places where a capitalised word is a name. */
export function inNameSlot(text: string, index: number): boolean {
  const lineStart = lineStartOf(text, index);
  const line = text.slice(lineStart, text.indexOf("\n", index) === -1 ? text.length : text.indexOf("\n", index));
  if (/^\s{0,3}#{1,6}\s/.test(line)) return true;
  const before = text.slice(lineStart, index);
  if (/(?:\*\*|__|\[)$/.test(before)) return true;
  return /^\s*\|/.test(line) && /\|\s*(?:\*\*|__|\*|_)?$/.test(before);
}

/** True when the word at index starts a sentence, a line or a list item (markdown markers ignored). */
export function atSentenceStart(text: string, index: number): boolean {
  const lineStart = lineStartOf(text, index);
  const prefix = text.slice(lineStart, index);
  const rest = prefix.slice(BLOCK_PREFIX.exec(prefix)?.[0].length ?? 0).replace(/[*_"“”'(\[`|\s]+$/, "");
  if (rest === "") return true;
  // After a colon or a dash a new clause starts: "Verdict: Notion…", "**Asana** – Combines docs…".
  if (/(?:[:–—]|\s-)$/.test(rest)) return true;
  const last = rest[rest.length - 1];
  if (last !== "." && last !== "!" && last !== "?") return false;
  const word = /([\p{L}.]+)\.$/u.exec(rest)?.[1]?.toLowerCase();
  return !(word && ABBREVIATIONS.has(word));
}

function calendarContext(text: string, start: number, end: number): boolean {
  const before = /(?:([\p{L}]+)\s+)?([\p{L}]+)[\s,]*$/u.exec(text.slice(Math.max(0, start - 40), start));
  const prev = before?.[2]?.toLowerCase();
  const prev2 = before?.[1]?.toLowerCase();
  if (prev && (CALENDAR_BEFORE.has(prev) || WEEKDAYS.has(prev) || MONTHS.has(prev))) return true;
  // "on a Monday", "until the Monday after"
  if (prev2 && (prev === "a" || prev === "the") && CALENDAR_BEFORE.has(prev2)) return true;
  const after = text.slice(end, end + 30);
  const next = /^(?:'s|s)?[\s,]*([\p{L}]+|\d+)/u.exec(after)?.[1]?.toLowerCase();
  if (next && (CALENDAR_AFTER.has(next) || WEEKDAYS.has(next) || MONTHS.has(next) || /^\d+$/.test(next))) return true;
  return /^\s*[-–—]\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i.test(after);
}

function rawMatches(folded: string, terms: Term[]): RawMatch[] {
  const scan = maskCitations(folded);
  const out: RawMatch[] = [];
  for (const term of terms) {
    term.regex.lastIndex = 0;
    for (const m of scan.matchAll(term.regex)) {
      const start = m.index;
      const end = start + (m[1]?.length ?? 0);
      const spanEnd = start + m[0].length;
      let ambiguous = false;
      if (term.strict) {
        if (!isUpperLetter(folded[start])) continue;
        if (term.calendar && calendarContext(folded, start, end)) continue;
        ambiguous = atSentenceStart(folded, start) && !inNameSlot(folded, start);
        if (ambiguous && spanEnd === end) {
          const next = /^\s+([\p{L}]+)/u.exec(folded.slice(end, end + 20))?.[1];
          if (next && DETERMINERS.has(next)) continue;
        }
      }
      out.push({ brandIndex: term.brandIndex, start, end, spanEnd, ambiguous });
    }
  }
  return out;
}

/** Longest match first; a match is kept when its span is still free. */
function resolveOverlaps(matches: RawMatch[], length: number): RawMatch[] {
  const taken = new Uint8Array(length + 1);
  const sorted = [...matches].sort(
    (a, b) => b.spanEnd - b.start - (a.spanEnd - a.start) || a.start - b.start || a.brandIndex - b.brandIndex,
  );
  const kept: RawMatch[] = [];
  for (const m of sorted) {
    let free = true;
    for (let i = m.start; i < m.spanEnd; i++) if (taken[i]) free = false;
    if (!free) continue;
    taken.fill(1, m.start, m.spanEnd);
    kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Every occurrence of a tracked brand in the text, in reading order (for highlighting and list analysis). */
export function mentionSpans(text: string, brands: TrackedBrand[]): MentionSpan[] {
  if (!text || brands.length === 0) return [];
  const { text: folded, map } = foldWithMap(text);
  const kept = resolveOverlaps(rawMatches(folded, buildTerms(brands)), folded.length);
  const sure = new Set(kept.filter((m) => !m.ambiguous).map((m) => m.brandIndex));
  return kept
    .filter((m) => !m.ambiguous || sure.has(m.brandIndex))
    .map((m) => {
      const start = map[m.start] ?? 0;
      const end = map[m.end] ?? text.length;
      return { brandId: brands[m.brandIndex]?.id ?? "", start, end, text: text.slice(start, end) };
    });
}

export function detectMentions(text: string, brands: TrackedBrand[]): Mention[] {
  const byBrand = new Map<string, Omit<Mention, "position">>();
  for (const span of mentionSpans(text, brands)) {
    const m = byBrand.get(span.brandId);
    if (!m) byBrand.set(span.brandId, { brandId: span.brandId, count: 1, firstIndex: span.start, matches: [span.text] });
    else {
      m.count += 1;
      if (!m.matches.includes(span.text)) m.matches.push(span.text);
    }
  }
  return [...byBrand.values()].sort((a, b) => a.firstIndex - b.firstIndex).map((m, i) => ({ ...m, position: i + 1 }));
}
