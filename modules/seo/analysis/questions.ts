/**
 * The 5 Ws (/keywords-5ws): question sets per seed as a tree, like AnswerThePublic — one branch per
 * question word (who/what/when/where/why/how) plus can/are, comparisons (vs) and "for" phrases. Real
 * suggestions (Autocomplete or a provider) go first, each filed under the branch its wording belongs to;
 * template expansion fills the tree when no suggestion source is configured, and every question says which
 * of the two it came from.
 */
import { looksPlural, normaliseKeyword } from "./normalise";

export const QUESTION_WORDS = ["who", "what", "when", "where", "why", "how", "can", "are", "vs", "for"] as const;
export type QuestionWord = (typeof QUESTION_WORDS)[number];

/** suggestion: "People also ask" of a stored SERP; provider: a keyword-data provider's suggestions; template: expansion. */
export type QuestionSource = "suggestion" | "provider" | "template";
export type Question = { text: string; source: QuestionSource };
export type QuestionBranch = { word: QuestionWord; questions: Question[] };
export type QuestionTree = {
  seed: string;
  branches: QuestionBranch[];
  /** Suggestions that fit no branch (no question word, comparison or "for"). */
  related: Question[];
};

export type QuestionOptions = {
  /** Autocomplete or "People also ask" suggestions for the seed. */
  suggestions?: readonly string[];
  /** Questions among a keyword-data provider's suggestions for the seed (see isQuestionLike). */
  providerSuggestions?: readonly string[];
  /** Names to compare the seed with in the vs branch (the brand's competitors, rival products). */
  comparisons?: readonly string[];
  /** Audiences for the "for" branch; a general list is used when none is given. */
  audiences?: readonly string[];
};

// {s} is the seed; {be}/{do} agree with it ("what is a french press", "what are espresso machines").
const TEMPLATES: Record<Exclude<QuestionWord, "vs" | "for">, readonly string[]> = {
  who: ["who makes the best {s}", "who sells {s}", "who invented {s}", "who needs {s}", "who {do} {s} suit"],
  what: ["what {be} {s}", "what {be} the best {s}", "what {be} {s} used for", "what to look for in {s}", "what {do} {s} cost"],
  when: ["when to use {s}", "when {be} the best time to buy {s}", "when to replace {s}", "when {be} {s} worth it"],
  where: ["where to buy {s}", "where to find {s} near me", "where {be} {s} made", "where to get cheap {s}"],
  why: ["why {be} {s} so expensive", "why use {s}", "why {be} {s} important", "why {do} {s} not work"],
  how: ["how to choose {s}", "how to use {s}", "how much {do} {s} cost", "how {do} {s} work", "how to clean {s}"],
  can: ["can {s} be recycled", "can you buy {s} online", "can i use {s} every day", "can {s} go bad"],
  are: ["{are} {s} worth it", "{are} {s} safe", "{are} {s} good for beginners", "{are} {s} better than alternatives"],
};

const DEFAULT_AUDIENCES = ["beginners", "home", "professionals", "small business", "students"];

function fill(template: string, seed: string): string {
  const plural = looksPlural(seed);
  return template
    .replace("{s}", seed)
    .replace("{be}", plural ? "are" : "is")
    .replace("{do}", plural ? "do" : "does")
    .replace("{are}", plural ? "are" : "is");
}

/** The most asked template question of a 5-W branch for a seed ("how" → "how to choose {seed}"). */
export function topTemplateQuestion(word: Exclude<QuestionWord, "vs" | "for">, seed: string): string {
  return normaliseKeyword(fill(TEMPLATES[word][0]!, normaliseKeyword(seed)));
}

/** The branch a suggestion belongs to by its wording, or null for the "related" list. */
export function branchOf(text: string): QuestionWord | null {
  const k = normaliseKeyword(text);
  const first = k.split(" ", 1)[0] ?? "";
  if (["who", "whom", "whose"].includes(first)) return "who";
  if (["what", "which"].includes(first)) return "what";
  if (first === "when") return "when";
  if (first === "where") return "where";
  if (first === "why") return "why";
  if (first === "how") return "how";
  if (["can", "could", "will", "should", "does", "do", "did"].includes(first)) return "can";
  if (["are", "is", "was", "were"].includes(first)) return "are";
  if (/ (vs\.?|versus|or|and|like) /.test(` ${k} `)) return "vs";
  if (/ (for|with|without|near|to) /.test(` ${k} `)) return "for";
  return null;
}

/** A suggestion that belongs in a branch: starts with a question word, or compares (vs) or qualifies (for). */
export function isQuestionLike(text: string): boolean {
  return branchOf(text) !== null;
}

/**
 * Builds the question tree of one seed. Suggestions come first in their branch, then templates that say
 * something new; duplicates (compared normalised) and the bare seed are dropped.
 */
export function questionTree(seedRaw: string, options: QuestionOptions = {}): QuestionTree {
  const seed = normaliseKeyword(seedRaw);
  const seen = new Set<string>([seed]);
  const branches = new Map<QuestionWord, Question[]>(QUESTION_WORDS.map((w) => [w, []]));
  const related: Question[] = [];
  const add = (text: string, source: QuestionSource, word: QuestionWord | null) => {
    const k = normaliseKeyword(text);
    if (!k || seen.has(k)) return;
    seen.add(k);
    (word === null ? related : branches.get(word)!).push({ text: k, source });
  };

  for (const s of options.suggestions ?? []) add(s, "suggestion", branchOf(s));
  for (const s of options.providerSuggestions ?? []) if (isQuestionLike(s)) add(s, "provider", branchOf(s));
  for (const [word, templates] of Object.entries(TEMPLATES) as Array<[QuestionWord, readonly string[]]>) {
    for (const t of templates) add(fill(t, seed), "template", word);
  }
  for (const c of options.comparisons ?? []) add(`${seed} vs ${normaliseKeyword(c)}`, "template", "vs");
  add(`${seed} vs alternatives`, "template", "vs");
  add(`${seed} or something else`, "template", "vs");
  for (const a of options.audiences ?? DEFAULT_AUDIENCES) add(`${seed} for ${normaliseKeyword(a)}`, "template", "for");

  return { seed, branches: QUESTION_WORDS.map((word) => ({ word, questions: branches.get(word)! })), related };
}

/** One tree per seed (seeds deduplicated after normalising), with each seed's suggestions when given. */
export function questionTrees(
  seeds: readonly string[],
  options: Omit<QuestionOptions, "suggestions" | "providerSuggestions"> & {
    suggestions?: ReadonlyMap<string, readonly string[]>;
    providerSuggestions?: ReadonlyMap<string, readonly string[]>;
  } = {},
): QuestionTree[] {
  const bySeed = (m: ReadonlyMap<string, readonly string[]> | undefined) => new Map([...(m ?? [])].map(([k, v]) => [normaliseKeyword(k), v] as const));
  const paa = bySeed(options.suggestions);
  const provider = bySeed(options.providerSuggestions);
  const unique = [...new Set(seeds.map(normaliseKeyword).filter(Boolean))];
  return unique.map((seed) => questionTree(seed, { ...options, suggestions: paa.get(seed), providerSuggestions: provider.get(seed) }));
}
