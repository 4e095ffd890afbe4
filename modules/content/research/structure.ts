/**
 * What the top-ranking articles for a keyword share, computed from their parsed pages (pure: no
 * database, no network, so the clustering and term maths are tested on fixture pages):
 * - headings (H2/H3) normalised (numbering and punctuation out, stop words out, light stemming, the
 *   keyword's own words out — every heading of "running shoes" pages says "running shoes") and
 *   clustered greedily by Dice similarity of their word sets; each cluster keeps how many pages cover
 *   it, where in the page it usually sits, and examples;
 * - terms: 1–3-word n-grams without stop words at either end, scored by how many pages use them and
 *   how often (a TF-IDF-like weight that rewards spread over the pages rather than rarity: a brief
 *   wants the terms every competitor uses);
 * - typical length: median and interquartile range of the main-text word counts;
 * - the consensus outline: clusters covered by at least N pages, in the order they usually appear.
 */
import type { ContentOutlineItem, ContentTerm } from "@/db/schema/content";
import { ENGLISH_STOP_WORDS } from "@/lib/text/stopwords";

export type ArticleHeading = { level: number; text: string };
export type ArticleForStructure = { url: string; headings: readonly ArticleHeading[]; terms: Readonly<Record<string, number>>; wordCount: number | null };

export type HeadingCluster = {
  /** The member heading most like the others (its original wording). */
  representative: string;
  /** 2 or 3: the level most members have. */
  level: 2 | 3;
  /** Distinct pages with a heading in the cluster. */
  pages: number;
  /** Median position in the page, 0 (top) … 1 (bottom). */
  position: number;
  examples: { url: string; text: string }[];
};

/** Similarity (Dice over word stems) at which two headings are one topic. */
export const HEADING_SIMILARITY = 0.6;
const MAX_EXAMPLES = 5;

/** Headings that are page furniture, not the article's structure. */
const BOILERPLATE = [
  /^(table of )?contents?$/,
  /^(related|recent|popular|similar|more|latest|trending|recommended) (posts?|articles?|reads?|stories|guides?|content)\b/,
  /^(you (may|might) (also )?like|read (this )?next|keep reading|further reading|read more)\b/,
  /^(leave a (reply|comment)|comments?|\d+ comments?|reply|share( this)?( post| article)?|follow us|subscribe|sign up|newsletter|join (our|the) newsletter)\b/,
  /^(about( the)? author|written by|author|categories|tags|search|menu|navigation|footer|sidebar|advertisement|sponsored)$/,
];

function asciiFold(s: string): string {
  return s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

/** A light English stemmer: plurals, -ing, -ed, -ly and a final e, so "choosing"/"choose" and "shoes"/"shoe" meet. */
export function stemWord(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("ly") && w.length > 4) w = w.slice(0, -2);
  // "runn" (running) → "run"; "choos" stays.
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Lower-case words of a text (letters, digits, inner apostrophes; hyphens split: "heel-to-toe"). */
export function words(text: string): string[] {
  return asciiFold(text)
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

/** A heading as written, without list numbering ("3.", "Step 2:", "#1 –") and surrounding punctuation. */
export function cleanHeading(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:(?:step|tip|part|chapter|reason|no\.?|#)\s*\d+\s*[.):\-–—]?|\d+\s*[.):\-–—])\s*/i, "")
    .replace(/^[\s\-–—:•·|]+|[\s\-–—:•·|]+$/g, "")
    .trim();
}

export function isBoilerplateHeading(text: string): boolean {
  const t = words(cleanHeading(text)).join(" ");
  return !t || BOILERPLATE.some((re) => re.test(t));
}

/**
 * Words a how-to heading wraps its topic in ("Understand your foot type", "Find the right fit",
 * "Heel drop explained"): left out of the comparison, as stems.
 */
const HEADING_FILLER = new Set(
  "know understand determine figure find get choose pick decide pay attention think consider learn explain right perfect best good great ideal guide tip type kind much need level important matter basic step simple quick easy complete ultimate"
    .split(" ")
    .map((w) => stemWord(w)),
);
/** The closing section under its many names: one topic. */
const CLOSING = /^(conclusions?|in conclusion|final (thoughts?|words?|verdict)|bottom line|the bottom line|wrap(ping)? up|summary|in summary|key takeaways?|takeaways?)$/;
const IRREGULAR: Record<string, string> = { feet: "foot", teeth: "tooth", men: "man", women: "woman", children: "child", mice: "mouse" };

/**
 * The stems a heading is compared by: stop words, how-to filler and the topic's own stems dropped
 * (each step only while something is left, so "Conclusion" or "Running shoe types" still compare).
 */
export function headingStems(text: string, topic: ReadonlySet<string> = new Set()): string[] {
  if (CLOSING.test(words(cleanHeading(text)).join(" "))) return ["conclusion"];
  const stems = [...new Set(words(cleanHeading(text)).filter((w) => !ENGLISH_STOP_WORDS.has(w)).map((w) => IRREGULAR[w] ?? stemWord(w)))];
  let kept = stems;
  for (const drop of [topic, HEADING_FILLER]) {
    const next = kept.filter((s) => !drop.has(s));
    if (next.length) kept = next;
  }
  return kept;
}

/** The stems of a keyword (or several: a group's), to leave out of heading comparisons. */
export function topicStems(keywords: readonly string[]): Set<string> {
  return new Set(keywords.flatMap((k) => words(k).filter((w) => !ENGLISH_STOP_WORDS.has(w)).map(stemWord)));
}

/**
 * How alike two headings' stem sets are: Dice, or — when one set is inside the other ("Cushioning"
 * and "Cushioning: soft, balanced or firm?") — 0.7 of the containment, which passes the threshold.
 */
export function headingSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const setB = new Set(b);
  const shared = a.filter((x) => setB.has(x)).length;
  return Math.max((2 * shared) / (a.length + b.length), (0.7 * shared) / Math.min(a.length, b.length));
}

type Member = { url: string; text: string; level: number; stems: string[]; position: number };

const median = (xs: readonly number[]): number => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * The H2/H3 headings of the pages, clustered: a heading joins the cluster whose members it is most
 * similar to on average (at least `threshold`), else starts one. Clusters are returned most-covered
 * first, then by where they sit in the pages.
 */
export function clusterHeadings(pages: readonly Pick<ArticleForStructure, "url" | "headings">[], opts: { keywords?: readonly string[]; threshold?: number } = {}): HeadingCluster[] {
  const threshold = opts.threshold ?? HEADING_SIMILARITY;
  const topic = topicStems(opts.keywords ?? []);
  const clusters: Member[][] = [];
  for (const page of pages) {
    const hs = page.headings.filter((h) => (h.level === 2 || h.level === 3) && !isBoilerplateHeading(h.text));
    hs.forEach((h, i) => {
      const stems = headingStems(h.text, topic);
      if (!stems.length) return;
      const member: Member = { url: page.url, text: cleanHeading(h.text), level: h.level, stems, position: hs.length > 1 ? i / (hs.length - 1) : 0 };
      let best: Member[] | null = null;
      let bestScore = 0;
      for (const c of clusters) {
        const score = c.reduce((sum, m) => sum + headingSimilarity(stems, m.stems), 0) / c.length;
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      if (best && bestScore >= threshold) best.push(member);
      else clusters.push([member]);
    });
  }
  return clusters
    .map((members): HeadingCluster => {
      const rep = members.reduce((a, b) => (centrality(b, members) > centrality(a, members) || (centrality(b, members) === centrality(a, members) && b.text.length < a.text.length) ? b : a));
      const h2 = members.filter((m) => m.level === 2).length;
      const seen = new Set<string>();
      const examples: HeadingCluster["examples"] = [];
      for (const m of members) {
        if (seen.has(m.url)) continue;
        seen.add(m.url);
        if (examples.length < MAX_EXAMPLES) examples.push({ url: m.url, text: m.text });
      }
      return { representative: rep.text, level: h2 * 2 >= members.length ? 2 : 3, pages: seen.size, position: median(members.map((m) => m.position)), examples };
    })
    .sort((a, b) => b.pages - a.pages || a.position - b.position || a.representative.localeCompare(b.representative));
}

function centrality(m: Member, members: readonly Member[]): number {
  return members.reduce((sum, o) => (o === m ? sum : sum + headingSimilarity(m.stems, o.stems)), 0);
}

const MAX_TERMS_PER_PAGE = 1500;

/**
 * The n-grams (1–3 words) of a text with their counts: no stop word at either end, no n-gram of
 * numbers only; the page's most frequent `limit` (what content_articles stores per page).
 */
export function extractTerms(text: string, limit = MAX_TERMS_PER_PAGE): Record<string, number> {
  const ws = words(text).filter((w) => w.length > 1 || /\d/.test(w));
  const counts = new Map<string, number>();
  for (let i = 0; i < ws.length; i++) {
    for (let n = 1; n <= 3 && i + n <= ws.length; n++) {
      const gram = ws.slice(i, i + n);
      if (ENGLISH_STOP_WORDS.has(gram[0]!) || ENGLISH_STOP_WORDS.has(gram[n - 1]!)) continue;
      if (gram.every((w) => /^\d+$/.test(w))) continue;
      if (n === 1 && gram[0]!.length < 3) continue;
      const key = gram.join(" ");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  // Most frequent first; among equals the shorter n-gram (a long page's one-off phrases are cut first).
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].split(" ").length - b[0].split(" ").length || a[0].localeCompare(b[0])).slice(0, limit);
  return Object.fromEntries(top);
}

export type ScoredTerm = ContentTerm & { count: number; pages: number; score: number };

/**
 * Terms across the pages: each scored by the share of pages using it times its mean log-frequency,
 * longer n-grams weighted up (a phrase is more specific than its words). Terms on one page only are
 * left out when there are several pages; a word inside a better-scored phrase on the same pages is
 * kept (a brief lists both "cushioning" and "heel cushioning").
 */
export function termTable(pages: readonly Pick<ArticleForStructure, "terms">[], limit = 40): ScoredTerm[] {
  const n = pages.length;
  if (!n) return [];
  const agg = new Map<string, { count: number; pages: number; logTf: number }>();
  for (const p of pages) {
    for (const [term, c] of Object.entries(p.terms)) {
      const a = agg.get(term) ?? { count: 0, pages: 0, logTf: 0 };
      a.count += c;
      a.pages += 1;
      a.logTf += 1 + Math.log(c);
      agg.set(term, a);
    }
  }
  const minPages = n >= 3 ? 2 : 1;
  return [...agg.entries()]
    .filter(([, a]) => a.pages >= minPages)
    .map(([term, a]) => {
      const grams = term.split(" ").length;
      const score = (a.pages / n) * (a.logTf / a.pages) * (1 + 0.5 * (grams - 1));
      return { term, count: a.count, pages: a.pages, score: Math.round(score * 1000) / 1000 };
    })
    .sort((a, b) => b.score - a.score || b.pages - a.pages || a.term.localeCompare(b.term))
    .slice(0, limit);
}

export type LengthStats = { median: number; q1: number; q3: number; pages: number };

/** Median and interquartile range of the pages' word counts (pages without a count left out). */
export function typicalLength(counts: readonly (number | null)[]): LengthStats | null {
  const xs = counts.filter((c): c is number => typeof c === "number" && c > 0).sort((a, b) => a - b);
  if (!xs.length) return null;
  const q = (p: number) => {
    const pos = (xs.length - 1) * p;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return Math.round(xs[lo]! + (xs[hi]! - xs[lo]!) * (pos - lo));
  };
  return { median: q(0.5), q1: q(0.25), q3: q(0.75), pages: xs.length };
}

/** Clusters needed on this many pages to make the consensus outline: a third of the pages, at least 2 (1 with one page). */
export function consensusThreshold(pageCount: number): number {
  if (pageCount <= 1) return 1;
  return Math.max(2, Math.ceil(pageCount / 3));
}

/** The consensus outline: clusters covered by at least `minPages` pages, in the order they usually appear. */
export function consensusOutline(clusters: readonly HeadingCluster[], minPages: number): ContentOutlineItem[] {
  return clusters
    .filter((c) => c.pages >= minPages)
    .sort((a, b) => a.position - b.position || b.pages - a.pages)
    .map((c) => ({ level: c.level, text: c.representative, coverage: c.pages }));
}
