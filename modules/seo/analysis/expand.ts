/**
 * The keyword assistant's local expansion (/keyword-assistant): seeds grown into candidates without any
 * provider or AI call — commercial and informational modifiers, the brand's competitors, question words and
 * the plural/singular form. Each candidate says how it was made so the page can group them, and the user
 * keeps or drops each. The AI engine's candidates are added by the page, labelled separately.
 */
import { looksPlural, normaliseKeyword, pluralise, singularise } from "./normalise";
import { topTemplateQuestion } from "./questions";

export type ExpansionKind = "modifier" | "audience" | "competitor" | "question" | "plural" | "singular";

export type ExpansionCandidate = {
  keyword: string;
  /** The normalised seed it came from. */
  seed: string;
  kind: ExpansionKind;
};

export type ExpandOptions = {
  /** The brand's competitors, from brand data. */
  competitors?: readonly string[];
  /** "for X" audiences; none by default (a wrong audience is noise). */
  audiences?: readonly string[];
  /** Replaces the default modifiers. */
  prefixes?: readonly string[];
  suffixes?: readonly string[];
  /** Keywords already in the store, left out of the candidates. */
  exclude?: readonly string[];
};

/** Modifiers searchers add to commercial and local searches (the ones keyword tools list first). */
export const DEFAULT_PREFIXES = ["best", "cheap", "top", "affordable", "buy", "professional", "used"] as const;
export const DEFAULT_SUFFIXES = [
  "near me",
  "review",
  "reviews",
  "price",
  "cost",
  "online",
  "deals",
  "for sale",
  "alternatives",
  "comparison",
  "guide",
  "ideas",
  "uk",
  "2026",
] as const;
// The 5-W branches whose top question the assistant offers, in the order the 5 Ws page shows them.
const QUESTION_BRANCHES = ["who", "what", "where", "why", "how", "are"] as const;

/**
 * Expands seeds into candidates, in this order per seed: plural/singular, prefixes, suffixes, audiences,
 * competitors ("{seed} vs {competitor}", "{competitor} {seed}", "{competitor} alternatives"), questions.
 * Candidates are normalised, deduplicated across seeds (the first seed to make one keeps it), and never
 * repeat a seed or an excluded keyword. A seed that already carries a prefix ("best grinder") is not given
 * another ("best best grinder").
 */
export function expandSeeds(seeds: readonly string[], options: ExpandOptions = {}): ExpansionCandidate[] {
  const normalisedSeeds = [...new Set(seeds.map(normaliseKeyword).filter(Boolean))];
  const seen = new Set<string>([...normalisedSeeds, ...(options.exclude ?? []).map(normaliseKeyword)]);
  const prefixes = options.prefixes ?? DEFAULT_PREFIXES;
  const suffixes = options.suffixes ?? DEFAULT_SUFFIXES;
  const out: ExpansionCandidate[] = [];
  const add = (keyword: string, seed: string, kind: ExpansionKind) => {
    const k = normaliseKeyword(keyword);
    if (!k || seen.has(k)) return;
    seen.add(k);
    out.push({ keyword: k, seed, kind });
  };

  for (const seed of normalisedSeeds) {
    const words = seed.split(" ");
    if (looksPlural(seed)) add(singularise(seed), seed, "singular");
    else add(pluralise(seed), seed, "plural");
    const hasPrefix = prefixes.some((p) => seed.startsWith(`${normaliseKeyword(p)} `));
    if (!hasPrefix) for (const p of prefixes) add(`${p} ${seed}`, seed, "modifier");
    for (const s of suffixes) {
      if (!seed.endsWith(` ${normaliseKeyword(s)}`)) add(`${seed} ${s}`, seed, "modifier");
    }
    for (const a of options.audiences ?? []) add(`${seed} for ${a}`, seed, "audience");
    for (const c of options.competitors ?? []) {
      const name = normaliseKeyword(c);
      if (!name || words.includes(name)) continue;
      add(`${seed} vs ${name}`, seed, "competitor");
      add(`${name} ${seed}`, seed, "competitor");
      add(`${name} alternatives`, seed, "competitor");
    }
    for (const word of QUESTION_BRANCHES) add(topTemplateQuestion(word, seed), seed, "question");
  }
  return out;
}
