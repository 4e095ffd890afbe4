/**
 * Local lexicon sentiment toward one brand, the fallback when no AI provider scores it (labelled method "lexicon").
 *
 * Only sentences that mention the brand are read. A sentence is split into clauses at contrast words
 * ("but", "while", "whereas", "although", "however", ";"); a clause counts when it names the brand as its
 * subject, or names no other tracked brand and no other proper name (a pronoun clause: "Asana is great, but it is
 * pricey"). A brand named only as a yardstick ("limited compared with Asana", "better than Asana") is not credited.
 * Word weights come from a small product-review lexicon; a negator up to three words before flips and damps a
 * word ("not great", "isn't reliable", "never crashes"), "not only" does not negate; intensifiers scale by 1.3,
 * downtoners by 0.6. The raw sum x becomes x / √(x² + 4) in -1..1; |score| < 0.05 is neutral.
 */
import { type TrackedBrand, mentionSpans } from "./mentions";
import { GENERIC_WORDS, foldKey } from "./text";

export type Sentiment = {
  score: number;
  label: "positive" | "neutral" | "negative";
  method: "lexicon";
  /** Sentences that mention the brand (the sample the score is based on). */
  sentences: number;
  /** Lexicon words that carried the score, with their signed contribution. */
  terms: { term: string; weight: number }[];
};

const lexicon = (spec: string, weight: number) => spec.trim().split(/\s+/).map((w) => [w, weight] as const);

const WORDS = new Map<string, number>([
  ...lexicon(
    `good great excellent outstanding amazing awesome fantastic superb exceptional terrific solid strong reliable
     robust intuitive easy effortless simple clean powerful flexible versatile affordable inexpensive comfortable
     responsive durable fast quick smooth polished popular loved favorite favourite recommended recommend ideal
     perfect love loves excels excel shines standout impressive efficient effective seamless seamlessly generous
     valuable helpful friendly delicious balanced vibrant consistent stable secure trusted praised capable accurate
     innovative beautiful elegant sleek enjoyable pleasant superior worth worthwhile dependable plush springy
     bouncy snappy supportive breathable nuanced aromatic fragrant crisp sweet clear
     well-designed well-built user-friendly feature-rich best-in-class top-rated highly-rated praised
     better best favorite winner wins win strongest fastest easiest cheapest`,
    1,
  ),
  ...lexicon(`excellent outstanding exceptional superb fantastic amazing best love perfect`, 1.5),
  ...lexicon(
    `bad poor terrible awful horrible worst worse weak unreliable buggy slow sluggish laggy clunky complicated
     confusing cluttered expensive pricey overpriced costly limited limiting lacking lacks lack missing difficult
     hard steep frustrating annoying outdated dated bloated uncomfortable stiff flimsy fragile broken crash
     crashes crashing issues problem problems bugs glitchy disappointing disappointed mediocre inconsistent
     overwhelming rigid restrictive drawback drawbacks downside downsides complaint complaints criticized
     criticised concern concerns risky unresponsive unstable insecure harsh bland watery stale burnt bitter fails
     fail failure struggles struggle clumsy cramped noisy tedious painful pain overkill heavy narrow sloppy
     inferior underwhelming unintuitive cumbersome`,
    -1,
  ),
  ...lexicon(`terrible awful horrible worst broken unusable`, -1.5),
]);

const PHRASES = new Map<string, number>([
  ["easy to use", 1],
  ["value for money", 1],
  ["stands out", 1],
  ["stand out", 1],
  ["worth it", 1],
  ["go to", 0.5],
  ["top pick", 1],
  ["learning curve", -1],
  ["falls short", -1],
  ["fall short", -1],
  ["hidden fees", -1],
  ["pain point", -1],
  ["runs small", -0.5],
  ["too much", -0.5],
]);

const NEGATORS = new Set(["not", "no", "never", "nor", "neither", "without", "hardly", "barely", "cannot", "isnt", "doesnt"]);
const INTENSIFIERS = new Set(["very", "extremely", "really", "highly", "incredibly", "super", "exceptionally", "particularly", "remarkably", "truly", "so", "genuinely"]);
const DOWNTONERS = new Set(["somewhat", "slightly", "fairly", "rather", "mildly", "marginally"]);

function tokens(text: string): string[] {
  return foldKey(text)
    .replace(/[’`]/g, "'")
    .match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];
}

function isNegator(t: string | undefined): boolean {
  return !!t && (NEGATORS.has(t) || t.endsWith("n't"));
}

/** Signed lexicon score of a clause, with the words that carried it. */
export function scoreClause(text: string): { sum: number; terms: { term: string; weight: number }[] } {
  const toks = tokens(text);
  const terms: { term: string; weight: number }[] = [];
  let sum = 0;
  for (let i = 0; i < toks.length; i++) {
    let term = "";
    let weight = 0;
    let width = 1;
    for (const n of [3, 2]) {
      const phrase = toks.slice(i, i + n).join(" ");
      const w = PHRASES.get(phrase);
      if (w !== undefined) {
        term = phrase;
        weight = w;
        width = n;
        break;
      }
    }
    const tok = toks[i] ?? "";
    if (!term) {
      const w = WORDS.get(tok);
      if (w === undefined) continue;
      term = tok;
      weight = w;
    }
    const window = toks.slice(Math.max(0, i - 3), i);
    const negIndex = window.findLastIndex((t) => isNegator(t));
    const negated = negIndex !== -1 && window[negIndex + 1] !== "only";
    const prev = toks[i - 1];
    if (prev && INTENSIFIERS.has(prev)) weight *= 1.3;
    else if (prev && DOWNTONERS.has(prev)) weight *= 0.6;
    else if (toks[i - 2] === "a" && (prev === "bit" || prev === "little")) weight *= 0.6;
    if (negated) weight *= -0.75;
    sum += weight;
    terms.push({ term: negated ? `${window[negIndex]} … ${term}` : term, weight: Math.round(weight * 1000) / 1000 });
    i += width - 1;
  }
  return { sum, terms };
}

/** Sentence ranges: line breaks and ., !, ? followed by whitespace end a sentence. */
export function sentenceRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  const re = /\n+|[.!?]+(?=\s)/g;
  for (const m of text.matchAll(re)) {
    const end = m.index + m[0].length;
    if (m[0][0] === "." && /\b(?:vs|e\.g|i\.e|etc|approx|incl)$/i.test(text.slice(Math.max(0, m.index - 6), m.index))) continue;
    if (text.slice(start, end).trim()) out.push([start, end]);
    start = end;
  }
  if (text.slice(start).trim()) out.push([start, text.length]);
  return out;
}

const CLAUSE_SPLIT = /;|,?\s+(?:but|while|whereas|although|though|yet)\s+|,?\s+however,?\s+/gi;

function clauseRanges(text: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  for (const m of text.slice(from, to).matchAll(CLAUSE_SPLIT)) {
    out.push([start, from + m.index]);
    start = from + m.index + m[0].length;
  }
  out.push([start, to]);
  return out;
}

/** A capitalised word after the first word of a clause that is not a generic label: another proper name. */
function namesSomethingElse(clause: string): boolean {
  const words = clause.replace(/[*_#>|\[\]()`]/g, " ").trim().split(/\s+/).slice(1);
  return words.some((w) => /^\p{Lu}[\p{L}\d'’-]+/u.test(w) && !GENERIC_WORDS.has(foldKey(w.replace(/['’]s?$|[^\p{L}\d'’-]+$/gu, ""))));
}

/** "limited compared with Asana", "better than Asana": the brand is the yardstick, not the subject. */
function isReference(text: string, start: number): boolean {
  return /(?:\bthan|\bcompared (?:with|to)|\bunlike|\brelative to|\bversus|\bvs\.?)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, start - 30), start));
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Sentiment toward `brand`, or null when the text does not mention it. Pass the other tracked brands as `others`
 * so their spans win overlaps ("Apple Music" vs "Apple") and their clauses are not credited to the brand.
 */
export function lexiconSentiment(text: string, brand: TrackedBrand, others: TrackedBrand[] = []): Sentiment | null {
  const all = [brand, ...others.filter((b) => b.id !== brand.id)];
  const spans = mentionSpans(text, all);
  const own = spans.filter((s) => s.brandId === brand.id);
  if (own.length === 0) return null;
  const foreign = spans.filter((s) => s.brandId !== brand.id);
  const inRange = (list: typeof spans, a: number, b: number) => list.some((s) => s.start >= a && s.start < b);

  let sum = 0;
  let sentences = 0;
  const terms: Sentiment["terms"] = [];
  for (const [a, b] of sentenceRanges(text)) {
    if (!inRange(own, a, b)) continue;
    sentences += 1;
    for (const [ca, cb] of clauseRanges(text, a, b)) {
      const clause = text.slice(ca, cb);
      const subjects = own.filter((s) => s.start >= ca && s.start < cb && !isReference(text, s.start));
      const references = own.some((s) => s.start >= ca && s.start < cb && isReference(text, s.start));
      const credited = subjects.length > 0 || (!references && !inRange(foreign, ca, cb) && !namesSomethingElse(clause));
      if (!credited) continue;
      const s = scoreClause(clause);
      sum += s.sum;
      terms.push(...s.terms);
    }
  }
  const score = round3(sum / Math.sqrt(sum * sum + 4));
  const label = score >= 0.05 ? "positive" : score <= -0.05 ? "negative" : "neutral";
  return { score, label, method: "lexicon", sentences, terms };
}
